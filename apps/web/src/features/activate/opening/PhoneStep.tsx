import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useConfirmOnboardingPhone, useSendOnboardingPhoneCode } from '@ipe/api-client/react-query';
import { formatPhone, onboardingPhoneCodeRequest, onboardingPhoneRequest } from '@ipe/domain';
import { Button, Inline, PhoneField, Text } from '@ipe/ui';
import { BankForm, PinField, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { showStepFailure, type StepProps } from './stepProps';

/** The mobile number, proven by a code sent by text message (the dev outbox keeps it). */
export function PhoneStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(
    application.phone && !application.phone_confirmed ? application.phone : null,
  );
  const send = useSendOnboardingPhoneCode();
  const confirm = useConfirmOnboardingPhone();
  const phoneForm = useBankForm(onboardingPhoneRequest, {
    defaultValues: { phone: application.phone ?? '' },
  });
  const codeForm = useBankForm(onboardingPhoneCodeRequest, { defaultValues: { code: '' } });
  const errorOf = useFieldErrors(phoneForm);

  const sendCode = phoneForm.handleSubmit(async (data) => {
    try {
      const answer = dataOf(await send.mutateAsync({ headers, data }));
      setSentTo(answer.phone);
    } catch (error) {
      showStepFailure(phoneForm, tApp, error, onExpired);
    }
  });
  const confirmCode = codeForm.handleSubmit(async (data) => {
    try {
      onSaved(dataOf(await confirm.mutateAsync({ headers, data })));
    } catch (error) {
      showStepFailure(codeForm, tApp, error, onExpired);
    }
  });

  if (sentTo) {
    return (
      <BankForm form={codeForm} onSubmit={(event) => void confirmCode(event)}>
        <Text as="p" role="status">
          {t('phone.sent', { phone: formatPhone(sentTo) })}
        </Text>
        <PinField
          form={codeForm}
          name="code"
          label={t('phone.code')}
          length={6}
          masked={false}
          oneTimeCode
        />
        <Inline space="md" alignY="center">
          <Button type="submit" variant="primary" loading={confirm.isPending}>
            {t('phone.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
            {t('phone.change')}
          </Button>
        </Inline>
      </BankForm>
    );
  }

  return (
    <BankForm form={phoneForm} onSubmit={(event) => void sendCode(event)}>
      <Controller
        control={phoneForm.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={t('phone.phone')}
            hint={t('phone.phoneHint')}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            validate={false}
            error={errorOf('phone')}
            required
          />
        )}
      />
      <div>
        <Button type="submit" variant="primary" loading={send.isPending}>
          {t('phone.send')}
        </Button>
      </div>
    </BankForm>
  );
}
