import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getListPixSchedulesQueryKey, useChangePixSchedule } from '@ipe/api-client/react-query';
import {
  addDays,
  encodePin,
  PIN_LENGTH,
  PIX_SCHEDULE_HORIZON_DAYS,
  pixPaymentDetails,
  todayInSaoPaulo,
} from '@ipe/domain';
import { Button, Dialog, Inline, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixSchedule } from '../../../app/api/types';
import {
  BankForm,
  showFailure,
  useBankForm,
  useFieldErrors,
  TransactionPinField,
} from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { showWrongPin } from '../payment/wrongPin';
import { PIX_TEXTS } from '../texts';

const changeForm = z.object({
  ...pixPaymentDetails.shape,
  scheduled_for: z.string(),
  pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')),
});

/**
 * Changes what is still to come of a schedule, with the PIN: the amount, the message and, for a
 * one-off, its day. The server refuses once the next payment's day has come.
 */
export function ChangeScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: PixSchedule;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useBankForm(changeForm, {
    defaultValues: {
      amount_cents: schedule.amount_cents,
      description: schedule.description ?? '',
      scheduled_for: schedule.next_date ?? schedule.first_date,
      pin: '',
    },
  });
  const errorOf = useFieldErrors(form);
  const changer = useChangePixSchedule({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('scheduling.changed'));
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListPixSchedulesQueryKey(sub) });
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (!showWrongPin(form, t, failure)) showFailure(form, tApp, failure);
      },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    changer.mutate({
      sub,
      scheduleId: schedule.id,
      data: {
        amount_cents: values.amount_cents,
        ...(values.description ? { description: values.description } : {}),
        ...(schedule.frequency === 'once' ? { scheduled_for: values.scheduled_for } : {}),
        pin: await encodePin(values.pin),
      },
    });
  });
  const today = todayInSaoPaulo();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !changer.isPending) onClose();
      }}
      title={t('scheduling.changeTitle')}
      description={t('scheduling.changeDescription')}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        <AmountField form={form} name="amount_cents" label={t('scheduling.amount')} required />
        <TextField
          label={t('payKey.message')}
          maxLength={140}
          optional
          error={errorOf('description')}
          {...form.register('description')}
        />
        {schedule.frequency === 'once' ? (
          <TextField
            type="date"
            label={t('schedule.date')}
            min={addDays(today, 1)}
            max={addDays(today, PIX_SCHEDULE_HORIZON_DAYS)}
            error={errorOf('scheduled_for')}
            required
            {...form.register('scheduled_for')}
          />
        ) : null}
        <TransactionPinField form={form} />
        <Inline space="sm">
          <Button type="submit" variant="primary" loading={changer.isPending}>
            {t('scheduling.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} aria-disabled={changer.isPending}>
            {t('confirm.back')}
          </Button>
        </Inline>
      </BankForm>
    </Dialog>
  );
}
