import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { PixRecipient } from '@ipe/api-client';
import { useLookUpPixKey } from '@ipe/api-client/react-query';
import { parsePixKey, pixKeyField, pixPaymentDetails, setField } from '@ipe/domain';
import { Inline, Notify, Spinner, Text, TextField } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Page } from '../../../app/layout/Page';
import { useClientState } from '../../../app/session/clientStateContext';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { ConfirmPixDialog } from '../payment/ConfirmPixDialog';
import { useOrder } from '../payment/useOrder';
import { PaymentDetailsFields } from '../payment/PaymentDetailsFields';
import { RecipientSummary } from '../payment/RecipientSummary';
import { bankDataOf } from '../payment/RecipientSummary';
import {
  checkScheduleChoice,
  SCHEDULE_CHOICE_DEFAULTS,
  scheduleChoiceFields,
  schedulePlanOf,
} from '../scheduling/scheduleChoice';
import { PIX_TEXTS } from '../texts';

const payByKeyForm = z
  .object({ key: pixKeyField, ...pixPaymentDetails.shape, ...scheduleChoiceFields })
  .check(z.superRefine(checkScheduleChoice));

/** How long typing rests before the key is looked up. */
const LOOKUP_DELAY_MS = 400;

/**
 * pix/pay/key: the key is looked up as it is typed (who it pays, before any amount), then the
 * amount and message, then the confirmation with the PIN (docs/architecture/pix-payments.md).
 */
export function PayByKeyPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const { state, dispatch } = useClientState();
  // The server refuses money moves in consult mode (423); the screen says so before any typing.
  const { consult } = useConsultMode();
  // A key chosen elsewhere (a favourite, a pasted code) arrives in the shared state's keyPix.
  const [initialKey] = useState(() => state.keyPix);
  const form = useBankForm(payByKeyForm, {
    defaultValues: {
      key: initialKey,
      amount_cents: null as unknown as number,
      description: '',
      ...SCHEDULE_CHOICE_DEFAULTS,
    },
  });
  const errorOf = useFieldErrors(form);
  // The DICT's answer, for the key it answered: typing another key forgets it.
  const [found, setFound] = useState<{ key: string; recipient: PixRecipient } | null>(null);
  const { order, propose, close } = useOrder(form);

  const lookup = useLookUpPixKey({
    mutation: {
      onSuccess: (answer, { data }) => {
        setFound({ key: data.key, recipient: answer.data });
        dispatch(setField('typeTransactionPix', 'key'));
        dispatch(setField('keyPix', answer.data.key));
        // The bank data the DICT tied to the key: where it pays (the account stays unsaid).
        dispatch(setField('keyBankData', bankDataOf(answer.data)));
      },
      onError: (error) => {
        const code = apiFailureOf(error).body?.code;
        if (code) form.setError('key', { type: 'server', message: code });
      },
    },
  });
  const { mutate: lookUp, reset: resetLookup } = lookup;

  // A well-formed key is looked up once typing rests (a key handed over, at once).
  const typedKey = form.watch('key');
  const recipient = found?.key === typedKey ? found.recipient : null;
  useEffect(() => {
    resetLookup();
    if (!parsePixKey(typedKey).ok) return undefined;
    const delay = typedKey === initialKey ? 0 : LOOKUP_DELAY_MS;
    const timer = setTimeout(() => lookUp({ sub, data: { key: typedKey } }), delay);
    return () => clearTimeout(timer);
  }, [typedKey, initialKey, sub, lookUp, resetLookup]);

  const review = form.handleSubmit((values) => {
    if (!recipient) {
      if (!form.getFieldState('key').error) {
        form.setError('root.server', { type: 'client', message: t('payKey.needsRecipient') });
      }
      return;
    }
    return propose({
      channel: 'key',
      key: recipient.key,
      to: `${recipient.name} · ${recipient.institution.name}`,
      document: recipient.document,
      amountCents: values.amount_cents,
      description: values.description,
      schedule: schedulePlanOf(values),
    });
  });

  return (
    <Page help="pix-com-chave" title={t('payKey.title')} description={t('payKey.description')}>
      {consult ? <Notify variant="warning" message={t('payKey.consult')} /> : null}
      <BankForm form={form} onSubmit={review}>
        <TextField
          label={t('payKey.key')}
          hint={t('payKey.keyHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={77}
          error={errorOf('key')}
          required
          {...form.register('key', { onBlur: () => void form.trigger('key') })}
        />
        {lookup.isPending ? (
          <Inline space="sm" alignY="center">
            <Spinner size="sm" />
            <Text size="sm" tone="muted">
              {t('payKey.lookingUp')}
            </Text>
          </Inline>
        ) : null}
        {recipient ? <RecipientSummary recipient={recipient} /> : null}
        <PaymentDetailsFields form={form} consult={consult} schedulable />
      </BankForm>
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Page>
  );
}
