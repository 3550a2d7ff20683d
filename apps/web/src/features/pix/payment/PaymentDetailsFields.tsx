import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useGetBankAccountBalance } from '@ipe/api-client/react-query';
import { formatBrl } from '@ipe/domain';
import { Button, TextField } from '@ipe/ui';
import { useFieldErrors } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { ScheduleFields } from '../scheduling/ScheduleFields';
import type { ScheduleChoiceValues } from '../scheduling/scheduleChoice';
import { PIX_TEXTS } from '../texts';

/** The fields every Pix form has besides its recipient: @ipe/domain's pixPaymentDetails. */
export interface PaymentDetailsValues extends FieldValues {
  amount_cents: number;
  description?: string | undefined;
}

/**
 * The amount (with the balance available beside it), the message to the payee and the button
 * that goes on to the confirmation, off in consult mode: the end of every way to pay a Pix.
 */
export function PaymentDetailsFields<Values extends PaymentDetailsValues>({
  form,
  consult,
  fixedAmount = false,
  schedulable = false,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  consult: boolean;
  /** The amount is the charge's (a code that fixes it): shown, not typed. */
  fixedAmount?: boolean;
  /** The form has scheduleChoiceFields: "agendar" is offered before going on. */
  schedulable?: boolean;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const errorOf = useFieldErrors(form);
  const sub = useSession().session.accountId ?? '';
  const balance = useGetBankAccountBalance(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data.balance },
  });
  const amount = 'amount_cents' as Path<Values>;
  const description = 'description' as Path<Values>;
  return (
    <>
      <AmountField
        form={form}
        name={amount}
        label={t('payKey.amount')}
        hint={
          [
            fixedAmount ? t('copyPaste.fixedAmount') : null,
            balance.data === undefined
              ? null
              : t('payKey.available', { amount: formatBrl(balance.data) }),
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        readOnly={fixedAmount}
        required
      />
      <TextField
        label={t('payKey.message')}
        hint={t('payKey.messageHint')}
        maxLength={140}
        optional
        error={errorOf(description)}
        {...form.register(description)}
      />
      {schedulable ? (
        <ScheduleFields
          form={form as unknown as UseFormReturn<ScheduleChoiceValues, unknown, unknown>}
        />
      ) : null}
      <div>
        <Button type="submit" variant="primary" aria-disabled={consult}>
          {t('payKey.next')}
        </Button>
      </div>
    </>
  );
}
