import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import { useConfirmOnboardingEmail, useStartOnboarding } from '@ipe/api-client/react-query';
import { ONBOARDING_KINDS, emailedCodeField, onboardingStartRequest } from '@ipe/domain';
import { Button, Inline, Link, Radio, RadioGroup, Stack, Text } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { AccountApplication } from '../../../app/api/types';
import { EmailField } from '../../../app/credentials/EmailField';
import { BankForm, PinField, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';

const codeRequest = z.object({ code: emailedCodeField });

/**
 * The first step: who the account is for and the e-mail; then the e-mailed code, which gives the
 * token of the other steps. The same e-mail resumes an opening begun before, in any browser.
 */
export function StartStep({
  onConfirmed,
}: {
  onConfirmed: (token: string, application: AccountApplication) => void;
}) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [customer, setCustomer] = useState(false);
  // The code came with an invitation (or earlier): none was sent just now.
  const [ownCode, setOwnCode] = useState(false);
  const start = useStartOnboarding();
  const confirm = useConfirmOnboardingEmail();
  const form = useBankForm(onboardingStartRequest, {
    defaultValues: { kind: 'person', email: '' },
  });
  const codeForm = useBankForm(codeRequest, { defaultValues: { code: '' } });
  const errorOf = useFieldErrors(form);

  const send = form.handleSubmit(async (data) => {
    try {
      await start.mutateAsync({ data });
      setCustomer(false);
      setOwnCode(false);
      setSentTo(data.email);
    } catch (error) {
      showFailure(form, tApp, apiFailureOf(error));
    }
  });

  // An invitation's code (or one sent minutes ago) is used as it is: no new code goes out.
  const haveCode = async () => {
    if (!(await form.trigger('email'))) return;
    setOwnCode(true);
    setSentTo(form.getValues('email').trim().toLowerCase());
  };

  const check = codeForm.handleSubmit(async ({ code }) => {
    try {
      const answer = dataOf(await confirm.mutateAsync({ data: { email: sentTo ?? '', code } }));
      onConfirmed(answer.token, answer.application);
    } catch (error) {
      const failure = apiFailureOf(error);
      if (failure.body?.code === 'ALREADY_CUSTOMER') setCustomer(true);
      else showFailure(codeForm, tApp, failure);
    }
  });

  if (customer) {
    return (
      <Stack space="md">
        <Text as="p" role="alert" leading="normal">
          {tApp('ALREADY_CUSTOMER', { ns: 'errors' })}
        </Text>
        <Inline space="md" alignY="center">
          <Link asChild>
            <RouterLink to="/">{t('start.signIn')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/forgotPassword">{t('start.recover')}</RouterLink>
          </Link>
        </Inline>
      </Stack>
    );
  }

  if (sentTo) {
    return (
      <BankForm form={codeForm} onSubmit={(event) => void check(event)}>
        <Text as="p" role="status">
          {t(ownCode ? 'start.typeCode' : 'start.sent', { email: sentTo })}
        </Text>
        <PinField
          form={codeForm}
          name="code"
          label={t('start.code')}
          hint={ownCode ? undefined : t('start.codeHint', { email: sentTo })}
          length={6}
          masked={false}
          oneTimeCode
        />
        <Inline space="md" alignY="center">
          <Button type="submit" variant="primary" loading={confirm.isPending}>
            {t('start.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void send()}>
            {t('start.resend')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
            {t('open.startOver')}
          </Button>
        </Inline>
      </BankForm>
    );
  }

  return (
    <BankForm form={form} onSubmit={(event) => void send(event)}>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            label={t('start.kind')}
            name={field.name}
            value={field.value as string}
            onValueChange={field.onChange}
          >
            {ONBOARDING_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`start.kinds.${kind}`)} />
            ))}
          </RadioGroup>
        )}
      />
      <EmailField
        label={t('start.email')}
        error={errorOf('email')}
        registration={form.register('email')}
      />
      <Text as="p" size="sm" tone="muted">
        {t('start.emailHint')}
      </Text>
      <Inline space="md" alignY="center">
        <Button type="submit" variant="primary" loading={start.isPending}>
          {t('start.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void haveCode()}>
          {t('start.haveCode')}
        </Button>
      </Inline>
      <Text as="p" size="sm" tone="muted" leading="normal">
        {t('start.haveCodeHint')}
      </Text>
    </BankForm>
  );
}
