import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePin } from '@ipe/api-client/react-query';
import { checkNewPin, encodePin, PIN_LENGTH } from '@ipe/domain';
import { Button, Card, Notify, PinInput, Stack, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import { useConsultMode } from '../../app/session/useConsultMode';
import { useSession } from '../../app/session/sessionContext';

interface PinErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

/**
 * Change the transaction PIN (POST …/security/pin): the current PIN, the new one twice. Both go
 * out only as encodePin(); a wrong current PIN counts against the same attempts as on a transfer.
 * The server takes it only from an enabled device, so without one the form says how to get there.
 */
export function PinForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { session } = useSession();
  const { reason } = useConsultMode();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PinErrors>({});

  const blocked =
    reason === 'account'
      ? t('security.pinConsultAccount')
      : reason === 'user'
        ? t('security.pinConsultUser')
        : session.idSession === null
          ? t('security.pinNeedsDevice')
          : null;

  const clear = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
  };

  const save = useChangePin({
    mutation: {
      onSuccess: () => {
        clear();
        setErrors({});
        notify.positive(t('security.pinChanged'));
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (handledByClient(failure)) {
          clear();
          return;
        }
        const { status, body } = failure;
        if (status === 403 && typeof body?.remaining_attempts === 'number') {
          setCurrent('');
          setErrors({ current: t('security.wrongPin', { count: body.remaining_attempts }) });
        } else if (status === 400 && body?.code === 'SAME_PIN') {
          setNext('');
          setConfirm('');
          setErrors({ next: t('security.samePin') });
        } else if (status === 400 && body?.fields) {
          setErrors({ current: body.fields.current_pin, next: body.fields.new_pin });
        } else {
          notify.negative(failureMessage(t, failure));
        }
      },
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: PinErrors = {};
    if (current.length !== PIN_LENGTH) found.current = t('security.currentPinRequired');
    const check = checkNewPin(next);
    if (!check.ok) found.next = t(`pinRules.${check.code}`);
    else if (confirm !== next) found.confirm = t('forms.pinMismatch');
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    // Both PINs leave this browser only encoded (docs/decisions/0001-pin-attempts.md).
    save.mutate({
      sub: session.accountId as string,
      data: { current_pin: await encodePin(current), new_pin: await encodePin(next) },
    });
  };

  const disabled = blocked !== null;
  const cellLabel = (position: number, length: number) => t('forms.digit', { position, length });

  return (
    <Card
      as="section"
      title={t('security.pinTitle')}
      description={t('security.pinDescription')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={(event) => void submit(event)} noValidate>
        {blocked ? <Notify variant="warning" live={false} message={blocked} /> : null}
        <PinInput
          label={t('security.currentPin')}
          length={PIN_LENGTH}
          value={current}
          onChange={setCurrent}
          error={errors.current}
          disabled={disabled}
          cellLabel={cellLabel}
        />
        <PinInput
          label={t('security.newPin')}
          hint={t('security.newPinHint')}
          length={PIN_LENGTH}
          value={next}
          onChange={setNext}
          error={errors.next}
          disabled={disabled}
          cellLabel={cellLabel}
        />
        <PinInput
          label={t('security.confirmPin')}
          length={PIN_LENGTH}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          disabled={disabled}
          cellLabel={cellLabel}
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending} disabled={disabled}>
            {t('security.changePin')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
