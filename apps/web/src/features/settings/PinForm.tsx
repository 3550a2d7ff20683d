import { useTranslation } from 'react-i18next';
import { useChangePin } from '@ipe/api-client/react-query';
import * as z from 'zod/mini';
import { checkNewPin, encodePin, newPinField, PIN_LENGTH } from '@ipe/domain';
import { Button, Card, Notify, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { handledByClient } from '../../app/api/failureText';
import { BankForm, PinField, showFailure, useBankForm } from '../../app/forms';
import { useConsultMode } from '../../app/session/useConsultMode';
import { useSession } from '../../app/session/sessionContext';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

const pinChange = z
  .object({
    current_pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')),
    new_pin: newPinField,
    confirm: z.string(),
  })
  .check(
    z.refine(
      (values) => checkNewPin(values.new_pin).ok === false || values.confirm === values.new_pin,
      {
        path: ['confirm'],
        message: 'PINS_DIFFER',
      },
    ),
  );

const EMPTY = { current_pin: '', new_pin: '', confirm: '' };

/**
 * Change the transaction PIN (POST …/security/pin): the current PIN, the new one twice. Both go
 * out only as encodePin(); a wrong current PIN counts against the same attempts as on a transfer.
 * The server takes it only from an enabled device, so without one the form says how to get there.
 */
export function PinForm() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const { session } = useSession();
  const { reason } = useConsultMode();
  const form = useBankForm(pinChange, { defaultValues: EMPTY });

  const blocked =
    reason === 'account'
      ? t('security.pinConsultAccount')
      : reason === 'user'
        ? t('security.pinConsultUser')
        : session.idSession === null
          ? t('security.pinNeedsDevice')
          : null;

  const disabled = blocked !== null;

  const save = useChangePin({
    mutation: {
      onSuccess: () => {
        form.reset(EMPTY);
        notify.positive(t('security.pinChanged'));
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        const { status, body } = failure;
        if (status === 403 && typeof body?.remaining_attempts === 'number') {
          form.resetField('current_pin');
          form.setError('current_pin', {
            type: 'server',
            message: t('security.wrongPin', { count: body.remaining_attempts }),
          });
        } else if (status === 400 && body?.code === 'SAME_PIN') {
          form.reset({ ...form.getValues(), new_pin: '', confirm: '' });
          form.setError('new_pin', { type: 'server', message: 'SAME_PIN' });
        } else {
          // A PIN the client already answered for (the lock) leaves nothing typed behind.
          if (handledByClient(failure)) form.reset(EMPTY);
          // The server names new_pin/current_pin as the form does.
          showFailure(form, tApp, failure);
        }
      },
    },
  });

  // Both PINs leave this browser only encoded (docs/decisions/0001-pin-attempts.md).
  const submit = form.handleSubmit(async ({ current_pin, new_pin }) =>
    save.mutate({
      sub: session.accountId as string,
      data: { current_pin: await encodePin(current_pin), new_pin: await encodePin(new_pin) },
    }),
  );

  return (
    <Card
      as="section"
      title={t('security.pinTitle')}
      description={t('security.pinDescription')}
      headingLevel={2}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        {blocked ? <Notify variant="warning" live={false} message={blocked} /> : null}
        <PinField
          form={form}
          name="current_pin"
          label={t('security.currentPin')}
          length={PIN_LENGTH}
          disabled={disabled}
        />
        <PinField
          form={form}
          name="new_pin"
          label={t('security.newPin')}
          hint={t('security.newPinHint')}
          length={PIN_LENGTH}
          disabled={disabled}
        />
        <PinField
          form={form}
          name="confirm"
          label={t('security.confirmPin')}
          length={PIN_LENGTH}
          disabled={disabled}
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending} disabled={disabled}>
            {t('security.changePin')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
