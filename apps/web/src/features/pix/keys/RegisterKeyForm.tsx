import { useState, type BaseSyntheticEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useOpenPixKeyClaim,
  useRegisterPixKey,
  useStartPixKeyConfirmation,
} from '@ipe/api-client/react-query';
import type { PixKeyConfirmation, PixKeyRequest } from '@ipe/api-client';
import {
  isConfirmedPixKeyType,
  pixKeyRequest,
  type PixKeyType,
  formatSaoPauloDateTime,
} from '@ipe/domain';
import {
  Button,
  Inline,
  Notify,
  PhoneField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  useNotify,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { AccountInformation, PixKey } from '../../../app/api/types';
import { BankForm, PinField, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { keyText } from './keyText';
import { useKeysChanged } from './useKeysChanged';

/** Codes that mean the code sent can no longer be used: ask for another. */
const SPENT = new Set(['OTP_CHALLENGE_NOT_FOUND', 'OTP_ATTEMPTS_EXCEEDED']);

/**
 * Registers a key (docs/architecture/pix-keys.md): the holder's CPF/CNPJ, a random key, or an
 * e-mail or phone once the code sent to it is typed back. A key held by another account turns
 * into the offer to claim it (portability or ownership) with the same code.
 */
export function RegisterKeyForm({
  account,
  keys,
}: {
  account: AccountInformation;
  keys: PixKey[];
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const changed = useKeysChanged();
  const documentType: PixKeyType = account.kind === 'company' ? 'cnpj' : 'cpf';
  const types: PixKeyType[] = [
    ...(keys.some((key) => key.key_type === documentType) ? [] : [documentType]),
    'email',
    'phone',
    'evp',
  ];
  const keyFor = (type: PixKeyType) =>
    type === documentType ? account.document : type === 'evp' ? undefined : '';
  const form = useBankForm(pixKeyRequest, {
    defaultValues: { key_type: types[0]!, key: keyFor(types[0]!) },
  });
  const errorOf = useFieldErrors(form);
  const [confirmation, setConfirmation] = useState<PixKeyConfirmation | null>(null);
  const [held, setHeld] = useState<{
    claimType: 'portability' | 'ownership';
    body: PixKeyRequest;
  } | null>(null);
  const start = useStartPixKeyConfirmation();
  const register = useRegisterPixKey();
  const claim = useOpenPixKeyClaim();
  const type = form.watch('key_type');

  function restart(next: PixKeyType) {
    form.reset({ key_type: next, key: keyFor(next) });
    setConfirmation(null);
    setHeld(null);
  }

  async function done(message: string) {
    notify.positive(message);
    restart(types.find((candidate) => candidate !== documentType) ?? 'evp');
    await changed();
  }

  function refused(error: unknown, body: PixKeyRequest) {
    const failure = apiFailureOf(error);
    const code = failure.body?.code;
    if (code === 'PIX_KEY_HELD_ELSEWHERE') {
      setHeld({ claimType: failure.body?.claim_type ?? 'ownership', body });
    } else if (code === 'INVALID_OTP') {
      form.resetField('code');
      form.setError('code', { type: 'server', message: code }, { shouldFocus: true });
    } else {
      if (code && SPENT.has(code)) setConfirmation(null);
      showFailure(form, tApp, failure);
    }
  }

  async function sendCode() {
    if (!(await form.trigger(['key_type', 'key']))) return;
    const { key_type, key } = form.getValues();
    if (!isConfirmedPixKeyType(key_type)) return;
    try {
      const sent = await start.mutateAsync({ sub, data: { key_type, key: key ?? '' } });
      setConfirmation(sent.data);
      form.setValue('key', sent.data.key);
      form.setValue('confirmation_id', sent.data.id);
    } catch (error) {
      showFailure(form, tApp, apiFailureOf(error));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const body: PixKeyRequest = values;
    try {
      const made = await register.mutateAsync({ sub, data: body });
      await done(
        t('keys.register.registered', { key: keyText(made.data.key_type, made.data.key) }),
      );
    } catch (error) {
      refused(error, body);
    }
  });

  function onSubmit(event: BaseSyntheticEvent) {
    if (isConfirmedPixKeyType(type) && !confirmation) {
      event.preventDefault();
      void sendCode();
    } else void submit(event);
  }

  async function openClaim() {
    if (!held) return;
    try {
      const opened = await claim.mutateAsync({ sub, data: held.body });
      await done(
        t('keys.register.claimOpened', {
          date: formatSaoPauloDateTime(new Date(opened.data.resolve_by)),
        }),
      );
    } catch (error) {
      setHeld(null);
      refused(error, held.body);
    }
  }

  return (
    <BankForm form={form} onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="key_type"
        render={({ field }) => (
          <RadioGroup
            label={t('keys.register.type')}
            value={field.value}
            onValueChange={(next) => restart(next as PixKeyType)}
            disabled={confirmation !== null}
          >
            {types.map((option) => (
              <Radio key={option} value={option} label={t(`keyTypes.${option}`)} />
            ))}
          </RadioGroup>
        )}
      />
      {type === documentType ? (
        <Text as="p" size="sm" tone="muted">
          {t('keys.register.document', {
            type: t(`keyTypes.${documentType}`),
            document: keyText(documentType, account.document),
          })}
        </Text>
      ) : type === 'evp' ? (
        <Text as="p" size="sm" tone="muted">
          {t('keys.register.evpHint')}
        </Text>
      ) : type === 'email' ? (
        <TextField
          type="email"
          label={t('keys.register.email')}
          autoComplete="email"
          readOnly={confirmation !== null}
          error={errorOf('key')}
          required
          {...form.register('key')}
        />
      ) : (
        <Controller
          control={form.control}
          name="key"
          render={({ field }) => (
            <PhoneField
              label={t('keys.register.phone')}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              readOnly={confirmation !== null}
              error={errorOf('key')}
              required
            />
          )}
        />
      )}
      {confirmation ? (
        <Stack space="sm">
          <Text as="p" size="sm" tone="muted" role="status">
            {t(
              confirmation.key_type === 'email'
                ? 'keys.register.sentEmail'
                : 'keys.register.sentPhone',
              {
                key: keyText(confirmation.key_type, confirmation.key),
              },
            )}
          </Text>
          <PinField
            form={form}
            name="code"
            label={t('keys.register.code')}
            hint={t('keys.register.codeHint')}
            length={6}
            masked={false}
            oneTimeCode
            autoFocus
          />
        </Stack>
      ) : null}
      {held ? (
        <Stack space="sm">
          <Notify
            variant="warning"
            message={t(
              held.claimType === 'portability'
                ? 'keys.register.heldPortability'
                : 'keys.register.heldOwnership',
            )}
          />
          <Inline space="sm">
            <Button variant="primary" loading={claim.isPending} onClick={() => void openClaim()}>
              {t(
                held.claimType === 'portability'
                  ? 'keys.register.claimPortability'
                  : 'keys.register.claimOwnership',
              )}
            </Button>
            <Button variant="ghost" onClick={() => restart(type)}>
              {t('keys.cancel')}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Inline space="sm">
          <Button type="submit" variant="primary" loading={start.isPending || register.isPending}>
            {isConfirmedPixKeyType(type) && !confirmation
              ? t('keys.register.send')
              : t('keys.register.submit')}
          </Button>
          {confirmation ? (
            <Button variant="ghost" onClick={() => restart(type)}>
              {t('keys.register.change', { type: t(`keyTypes.${type}`) })}
            </Button>
          ) : null}
        </Inline>
      )}
    </BankForm>
  );
}
