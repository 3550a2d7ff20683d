import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  getGetBankAccountBalanceQueryKey,
  getGetStatementQueryKey,
  getListPixSchedulesQueryKey,
  useCreatePixSchedule,
  usePayPixByBankData,
  usePayPixByBrCode,
  usePayPixByKey,
  usePayPixFavorite,
  useRefundPix,
  useTransferToSameBank,
} from '@ipe/api-client/react-query';
import { clearField, encodePin, formatBrl, PIN_LENGTH } from '@ipe/domain';
import { Amount, Button, DescriptionList, Dialog, Inline, Stack, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { handledByClient } from '../../../app/api/failureText';
import { BankForm, showFailure, useBankForm, TransactionPinField } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useClientState } from '../../../app/session/clientStateContext';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { describePlan } from '../scheduling/describePlan';
import { showWrongPin } from './wrongPin';
import { useAccountFee } from '../../../app/fees';
import { orderFee, type PixOrder } from './pixOrder';

const pinForm = z.object({ pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')) });

/**
 * The last step of a Pix: the summary and the PIN. One Idempotency-Key per opening, so pressing
 * Pay again after a lost answer resumes the same payment instead of paying twice.
 */
export function ConfirmPixDialog({ order, onClose }: { order: PixOrder; onClose: () => void }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const { dispatch } = useClientState();
  const navigate = useNavigate();
  // The payment exists (completed, or returned by the other bank): its receipt says which.
  const onDone = (paymentId: string) => navigate(`/bank/pix/payments/${paymentId}`);
  const sub = useSession().session.accountId ?? '';
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useBankForm(pinForm, { defaultValues: { pin: '' } });
  // A company pays for each Pix it sends (not for a transfer, nor for giving one back).
  const fee = orderFee(order, useAccountFee('pix_out'));

  const moneyMoved = () => {
    // This Pix is over: the next one starts from nothing.
    dispatch(clearField('keyPix'));
    dispatch(clearField('copyPaste'));
    dispatch(clearField('keyBankData'));
    dispatch(clearField('typeTransactionPix'));
    void queryClient.invalidateQueries({ queryKey: getGetBankAccountBalanceQueryKey(sub) });
    void queryClient.invalidateQueries({ queryKey: getGetStatementQueryKey(sub) });
  };

  const outcome = {
    mutation: {
      onSuccess: (answer: { data: { id: string } }) => {
        moneyMoved();
        onDone(answer.data.id);
      },
      onError: (error: unknown) => {
        const failure = apiFailureOf(error);
        const { body } = failure;
        if (body?.payment_id) {
          // Returned by the other bank: the receipt says why, and the money is back.
          moneyMoved();
          onDone(body.payment_id);
        } else if (!showWrongPin(form, t, failure)) {
          if (handledByClient(failure)) form.reset({ pin: '' });
          showFailure(form, tApp, failure);
        }
      },
    },
  };
  const byKey = usePayPixByKey(outcome);
  const byBankData = usePayPixByBankData(outcome);
  const byBrCode = usePayPixByBrCode(outcome);
  const byFavorite = usePayPixFavorite(outcome);
  const toSameBank = useTransferToSameBank(outcome);
  const refund = useRefundPix(outcome);
  const notify = useNotify();
  const scheduler = useCreatePixSchedule({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListPixSchedulesQueryKey(sub) });
        notify.positive(t('schedule.created'));
        navigate('/bank/pix/scheduling');
      },
      onError: outcome.mutation.onError,
    },
  });
  const { schedule } = order;
  const pay = schedule
    ? scheduler
    : {
        key: byKey,
        bank_data: byBankData,
        br_code: byBrCode,
        favorite: byFavorite,
        account: toSameBank,
        refund,
      }[order.channel];

  const submit = form.handleSubmit(async ({ pin }) => {
    const headers = { 'idempotency-key': idempotencyKey };
    const details = {
      amount_cents: order.amountCents,
      ...(order.description ? { description: order.description } : {}),
      pin: await encodePin(pin),
    };
    if (schedule) {
      const recipient =
        order.channel === 'key'
          ? { key: order.key }
          : order.channel === 'bank_data'
            ? { bank_data: order.bankData }
            : order.channel === 'account'
              ? { account: { branch: order.branch, account: order.account } }
              : null;
      // The screens offer "agendar" only where the recipient is one of these three.
      if (!recipient) throw new Error(`a ${order.channel} payment cannot be scheduled`);
      scheduler.mutate({
        sub,
        headers,
        data: {
          ...recipient,
          ...details,
          scheduled_for: schedule.scheduledFor,
          frequency: schedule.frequency,
          occurrences: schedule.occurrences,
        },
      });
    } else if (order.channel === 'key') {
      byKey.mutate({ sub, headers, data: { key: order.key, ...details } });
    } else if (order.channel === 'br_code') {
      byBrCode.mutate({ sub, headers, data: { code: order.code, ...details } });
    } else if (order.channel === 'account') {
      const { branch, account } = order;
      toSameBank.mutate({ sub, headers, data: { branch, account, ...details } });
    } else if (order.channel === 'refund') {
      refund.mutate({ sub, headers, endToEndId: order.endToEndId, data: details });
    } else if (order.channel === 'favorite') {
      byFavorite.mutate({ sub, headers, data: { favorite_id: order.favoriteId, ...details } });
    } else {
      byBankData.mutate({ sub, headers, data: { ...order.bankData, ...details } });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pay.isPending) onClose();
      }}
      title={t(
        schedule
          ? 'confirm.scheduleTitle'
          : order.channel === 'account'
            ? 'confirm.transferTitle'
            : order.channel === 'refund'
              ? 'confirm.refundTitle'
              : 'confirm.title',
      )}
      description={t(schedule ? 'confirm.scheduleDescription' : 'confirm.description')}
      position="bottom"
    >
      <Stack space="lg">
        <Amount value={order.amountCents} size="xl" />
        <DescriptionList
          items={[
            { term: t('confirm.to'), description: order.to },
            ...(order.document
              ? [{ term: t('recipient.document'), description: order.document }]
              : []),
            ...(order.description
              ? [{ term: t('confirm.message'), description: order.description }]
              : []),
            ...(schedule
              ? [{ term: t('confirm.when'), description: describePlan(t, schedule) }]
              : []),
            ...(fee > 0
              ? [
                  {
                    term: t('confirm.fee'),
                    description: t('confirm.feeAmount', { amount: formatBrl(fee) }),
                  },
                ]
              : []),
          ]}
        />
        <BankForm form={form} onSubmit={(event) => void submit(event)}>
          <TransactionPinField form={form} autoFocus />
          <Inline space="sm">
            <Button type="submit" variant="primary" loading={pay.isPending}>
              {t(
                schedule
                  ? 'confirm.schedule'
                  : order.channel === 'refund'
                    ? 'confirm.refund'
                    : 'confirm.pay',
                { amount: formatBrl(order.amountCents) },
              )}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose} aria-disabled={pay.isPending}>
              {t('confirm.back')}
            </Button>
          </Inline>
        </BankForm>
      </Stack>
    </Dialog>
  );
}
