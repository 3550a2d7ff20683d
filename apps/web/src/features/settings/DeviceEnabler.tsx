import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Inline,
  PinInput,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  useNotify,
} from '@ipe/ui';
import { dataOf } from '@ipe/api-client';
import { useEnableDevice, useStartDeviceChallenge } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import type { OtpChallenge, OtpChannel } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';

const CODE_LENGTH = 6;

/**
 * Enables this device with a one-time code (the OTP/MFA API): ask for a code by e-mail or use
 * the authenticator app, type it, and the device session id ends consult mode on this device.
 */
export function DeviceEnabler({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const startChallenge = useStartDeviceChallenge();
  const enableDevice = useEnableDevice();
  const notify = useNotify();
  const { deviceEnabled } = useSession();
  const [channel, setChannel] = useState<OtpChannel>('email');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const messageOf = (failure: unknown) => failureMessage(t, apiFailureOf(failure));

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setChallenge(dataOf(await startChallenge.mutateAsync({ data: { channel } })));
      setCode('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const enable = async (typed: string) => {
    if (!challenge || typed.length !== CODE_LENGTH) {
      setError(t('security.codeInvalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const enabled = dataOf(
        await enableDevice.mutateAsync({
          data: {
            challenge_id: challenge.challenge_id,
            code: typed,
            ...(label.trim() ? { label: label.trim() } : {}),
          },
        }),
      );
      deviceEnabled(enabled);
      notify.positive(t('security.enabledNow'));
      setChallenge(null);
      onEnabled();
    } catch (failure) {
      const { status } = apiFailureOf(failure);
      setError(
        status === 422 || status === 400 || status === 404
          ? t('security.codeInvalid')
          : messageOf(failure),
      );
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (!challenge) {
    return (
      <Stack as="form" space="md" onSubmit={(event) => void start(event)}>
        <RadioGroup
          label={t('security.channel')}
          value={channel}
          onValueChange={(value) => setChannel(value as OtpChannel)}
          error={error}
        >
          <Radio value="email" label={t('security.channelEmail')} />
          <Radio value="totp" label={t('security.channelTotp')} />
        </RadioGroup>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {channel === 'email' ? t('security.sendCode') : t('common.continue')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack
      as="form"
      space="md"
      onSubmit={(event) => {
        event.preventDefault();
        void enable(code);
      }}
    >
      <Text as="p" size="sm" tone="muted" role="status">
        {challenge.channel === 'email'
          ? t('security.codeSentEmail', { destination: challenge.destination })
          : t('security.codeSentTotp', { destination: challenge.destination })}
      </Text>
      <PinInput
        label={t('security.code')}
        length={CODE_LENGTH}
        masked={false}
        oneTimeCode
        autoFocus
        value={code}
        onChange={setCode}
        error={error}
        name="code"
      />
      <TextField
        label={t('security.deviceLabel')}
        hint={t('security.deviceLabelHint')}
        optional
        maxLength={80}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <Inline space="sm">
        <Button type="submit" variant="primary" loading={busy}>
          {t('security.confirm')}
        </Button>
        <Button variant="ghost" onClick={() => setChallenge(null)}>
          {t('common.cancel')}
        </Button>
      </Inline>
    </Stack>
  );
}
