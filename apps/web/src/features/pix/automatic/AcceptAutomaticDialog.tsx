import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getListPixAutomaticQueryKey, useAcceptPixAutomatic } from '@ipe/api-client/react-query';
import {
  encodePin,
  PIN_LENGTH,
  pixAutomaticAcceptanceFields,
  pixAutomaticAcceptanceProblems,
} from '@ipe/domain';
import { Button, Dialog, Inline, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixAutomatic } from '../../../app/api/types';
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

/** The acceptance form, with the same check against the request's terms the server makes. */
function acceptFormFor(automatic: PixAutomatic) {
  const terms = {
    startDate: automatic.start_date,
    endDate: automatic.end_date,
    fixedAmount: automatic.fixed_amount_cents,
    receiverMinimum: automatic.receiver_minimum_cents,
  };
  return z
    .object({
      ...pixAutomaticAcceptanceFields.shape,
      pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')),
    })
    .check(
      z.superRefine((values, context) => {
        const problems = pixAutomaticAcceptanceProblems(terms, acceptanceOf(automatic, values));
        for (const [field, code] of Object.entries(problems)) {
          context.addIssue({ code: 'custom', message: code, input: values, path: [field] });
        }
      }),
    );
}

/** What the form's values accept: a maximum only where the amount varies; empty means none. */
const acceptanceOf = (
  automatic: PixAutomatic,
  values: { max_amount_cents?: number | null; end_date?: string | null },
) => ({
  maxAmount: automatic.fixed_amount_cents === null ? (values.max_amount_cents ?? null) : null,
  endDate: values.end_date || null,
});

/**
 * Accepts a Pix Automático request with the PIN, and optionally a maximum per charge (a varying
 * amount only) and a last day, checked by the same rule the server applies.
 */
export function AcceptAutomaticDialog({
  automatic,
  onClose,
}: {
  automatic: PixAutomatic;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const schema = useMemo(() => acceptFormFor(automatic), [automatic]);
  const form = useBankForm(schema, {
    defaultValues: { max_amount_cents: null, end_date: '', pin: '' },
  });
  const errorOf = useFieldErrors(form);
  const accepter = useAcceptPixAutomatic({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('automatic.accepted'));
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListPixAutomaticQueryKey(sub) });
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (!showWrongPin(form, t, failure)) showFailure(form, tApp, failure);
      },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const acceptance = acceptanceOf(automatic, values);
    accepter.mutate({
      sub,
      automaticId: automatic.id,
      data: {
        ...(acceptance.maxAmount !== null ? { max_amount_cents: acceptance.maxAmount } : {}),
        ...(acceptance.endDate !== null ? { end_date: acceptance.endDate } : {}),
        pin: await encodePin(values.pin),
      },
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !accepter.isPending) onClose();
      }}
      title={t('automatic.acceptTitle')}
      description={t('automatic.acceptDescription', { receiver: automatic.receiver.name })}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        {automatic.fixed_amount_cents === null ? (
          <AmountField
            form={form}
            name="max_amount_cents"
            label={t('automatic.maximumField')}
            hint={t('automatic.maximumHint')}
            optional
          />
        ) : null}
        <TextField
          type="date"
          label={t('automatic.endField')}
          hint={t('automatic.endHint')}
          min={automatic.start_date}
          max={automatic.end_date ?? undefined}
          optional
          error={errorOf('end_date')}
          {...form.register('end_date')}
        />
        <TransactionPinField form={form} />
        <Inline space="sm">
          <Button type="submit" variant="primary" loading={accepter.isPending}>
            {t('automatic.confirmAccept')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={onClose}
            aria-disabled={accepter.isPending}
          >
            {t('automatic.keep')}
          </Button>
        </Inline>
      </BankForm>
    </Dialog>
  );
}
