import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { BoletoBill } from '@ipe/api-client';
import {
  getGetBankAccountBalanceQueryKey,
  getGetStatementQueryKey,
  getListBoletoSchedulesQueryKey,
  getListDdaBoletosQueryKey,
  usePayBoleto,
  useScheduleBoleto,
} from '@ipe/api-client/react-query';
import { encodePin, formatBrl, formatDay, PIN_LENGTH } from '@ipe/domain';
import { Amount, Button, DescriptionList, Dialog, Inline, Stack } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { handledByClient } from '../../app/api/failureText';
import {
  BankForm,
  showFailure,
  showWrongPin,
  useBankForm,
  TransactionPinField,
} from '../../app/forms';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useSession } from '../../app/session/sessionContext';
import { PAYMENT_TEXTS } from './texts';

const pinForm = z.object({ pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')) });

/**
 * The last step of paying a boleto, now or scheduled for its due date: who charges, the amount
 * and the day, and the PIN. One Idempotency-Key per opening, so confirming again after a lost
 * answer resumes the same payment (or schedule).
 */
export function ConfirmBoletoDialog({
  bill,
  scheduled = false,
  description,
  onClose,
}: {
  bill: BoletoBill;
  /** Schedule for the due date (`bill.schedule`) instead of paying now. */
  scheduled?: boolean;
  description?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sub = useSession().session.accountId ?? '';
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useBankForm(pinForm, { defaultValues: { pin: '' } });

  const done = (paymentId: string) => {
    for (const queryKey of [
      getGetBankAccountBalanceQueryKey(sub),
      getGetStatementQueryKey(sub),
      getListDdaBoletosQueryKey(sub),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    navigate(`/bank/payment/boletos/${paymentId}`);
  };
  const onError = (error: unknown) => {
    const failure = apiFailureOf(error);
    if (failure.body?.payment_id) {
      // Refused by the registry: the receipt says why, and the money is back.
      done(failure.body.payment_id);
    } else if (!showWrongPin(form, failure, (count) => t('confirm.wrongPin', { count }))) {
      if (handledByClient(failure)) form.reset({ pin: '' });
      showFailure(form, tApp, failure);
    }
  };
  const pay = usePayBoleto({
    mutation: { onSuccess: (answer) => done(answer.data.id), onError },
  });
  const schedule = useScheduleBoleto({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListBoletoSchedulesQueryKey(sub) });
        navigate('/bank/statement/ticket');
      },
      onError,
    },
  });
  const pending = pay.isPending || schedule.isPending;
  const amount = scheduled && bill.schedule ? bill.schedule.amount_cents : bill.amount_cents;

  const submit = form.handleSubmit(async ({ pin }) => {
    const request = {
      sub,
      headers: { 'idempotency-key': idempotencyKey },
      data: {
        line: bill.barcode,
        amount_cents: amount,
        ...(description ? { description } : {}),
        pin: await encodePin(pin),
      },
    };
    if (scheduled) schedule.mutate(request);
    else pay.mutate(request);
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t(scheduled ? 'confirm.scheduleTitle' : 'confirm.title')}
      description={t(scheduled ? 'confirm.scheduleDescription' : 'confirm.description')}
      position="bottom"
    >
      <Stack space="lg">
        <Amount value={amount} size="xl" />
        <DescriptionList
          items={[
            { term: t('confirm.to'), description: bill.beneficiary.name },
            { term: t('boleto.document'), description: bill.beneficiary.document },
            scheduled && bill.schedule
              ? { term: t('confirm.scheduledFor'), description: formatDay(bill.schedule.date) }
              : { term: t('confirm.when'), description: formatDay(bill.processing_date) },
          ]}
        />
        <BankForm form={form} onSubmit={(event) => void submit(event)}>
          <TransactionPinField form={form} autoFocus />
          <Inline space="sm">
            <Button type="submit" variant="primary" loading={pending}>
              {t(scheduled ? 'confirm.schedule' : 'confirm.pay', { amount: formatBrl(amount) })}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose} aria-disabled={pending}>
              {t('confirm.back')}
            </Button>
          </Inline>
        </BankForm>
      </Stack>
    </Dialog>
  );
}
