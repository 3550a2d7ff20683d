import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { emailedCodeField } from '@ipe/domain';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Radio, RadioGroup, Text, TextField, useNotify } from '@ipe/ui';
import { dataOf } from '@ipe/api-client';
import { useEnableDevice, useStartDeviceChallenge } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import { BankForm, PinField, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import type { OtpChallenge, OtpChannel } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

const CODE_LENGTH = 6;

const channelStep = z.object({ channel: z.enum(['email', 'totp']) });
const codeStep = z.object({
  code: emailedCodeField,
  label: z.string().check(z.trim(), z.maxLength(80, 'TOO_LONG')),
});

/**
 * Enables this device with a one-time code (the OTP/MFA API): ask for a code by e-mail or use
 * the authenticator app, type it, and the device session id ends consult mode on this device.
 */
export function DeviceEnabler({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const startChallenge = useStartDeviceChallenge();
  const enableDevice = useEnableDevice();
  const notify = useNotify();
  const { deviceEnabled } = useSession();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const channelForm = useBankForm(channelStep, {
    defaultValues: { channel: 'email' as OtpChannel },
  });
  const codeForm = useBankForm(codeStep, { defaultValues: { code: '', label: '' } });
  const codeErrorOf = useFieldErrors(codeForm);

  const start = channelForm.handleSubmit(async ({ channel }) => {
    try {
      setChallenge(dataOf(await startChallenge.mutateAsync({ data: { channel } })));
      codeForm.reset({ code: '', label: '' });
    } catch (failure) {
      showFailure(channelForm, tApp, apiFailureOf(failure));
    }
  });

  const enable = codeForm.handleSubmit(async ({ code, label }) => {
    if (!challenge) return;
    try {
      const enabled = dataOf(
        await enableDevice.mutateAsync({
          data: { challenge_id: challenge.challenge_id, code, ...(label ? { label } : {}) },
        }),
      );
      deviceEnabled(enabled);
      notify.positive(t('security.enabledNow'));
      setChallenge(null);
      onEnabled();
    } catch (error) {
      const failure = apiFailureOf(error);
      codeForm.resetField('code');
      if (failure.status === 422 || failure.status === 400 || failure.status === 404) {
        codeForm.setError('code', { type: 'server', message: t('security.codeInvalid') });
      } else showFailure(codeForm, tApp, failure);
    }
  });

  if (!challenge) {
    const channel = channelForm.watch('channel');
    return (
      <BankForm form={channelForm} onSubmit={(event) => void start(event)}>
        <Controller
          control={channelForm.control}
          name="channel"
          render={({ field }) => (
            <RadioGroup
              label={t('security.channel')}
              value={field.value}
              onValueChange={field.onChange}
            >
              <Radio value="email" label={t('security.channelEmail')} />
              <Radio value="totp" label={t('security.channelTotp')} />
            </RadioGroup>
          )}
        />
        <div>
          <Button type="submit" variant="primary" loading={channelForm.formState.isSubmitting}>
            {channel === 'email' ? t('security.sendCode') : tApp('common.continue')}
          </Button>
        </div>
      </BankForm>
    );
  }

  return (
    <BankForm form={codeForm} onSubmit={(event) => void enable(event)}>
      <Text as="p" size="sm" tone="muted" role="status">
        {challenge.channel === 'email'
          ? t('security.codeSentEmail', { destination: challenge.destination })
          : t('security.codeSentTotp', { destination: challenge.destination })}
      </Text>
      <PinField
        form={codeForm}
        name="code"
        label={t('security.code')}
        length={CODE_LENGTH}
        masked={false}
        oneTimeCode
        autoFocus
      />
      <TextField
        label={t('security.deviceLabel')}
        hint={t('security.deviceLabelHint')}
        optional
        maxLength={80}
        error={codeErrorOf('label')}
        {...codeForm.register('label')}
      />
      <Inline space="sm">
        <Button type="submit" variant="primary" loading={codeForm.formState.isSubmitting}>
          {t('security.confirm')}
        </Button>
        <Button variant="ghost" onClick={() => setChallenge(null)}>
          {tApp('common.cancel')}
        </Button>
      </Inline>
    </BankForm>
  );
}
