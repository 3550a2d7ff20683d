import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getListPixChargesQueryKey, useCreatePixDueCharge } from '@ipe/api-client/react-query';
import {
  BOLETO_INSTRUCTIONS_MAX,
  DUE_CHARGE_DEFAULT_VALIDITY_DAYS,
  DUE_CHARGE_MAX_FINE_BPS,
  DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS,
  formatBrl,
  pixDueChargeRequest,
} from '@ipe/domain';
import {
  Button,
  Columns,
  CpfCnpjField,
  Heading,
  Inline,
  PercentField,
  Select,
  Text,
  TextField,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixCharge, PixKey } from '../../../app/api/types';
import { useAccountFee } from '../../../app/fees';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { BoletoDetails } from './BoletoDetails';
import { NO_PAYER_ADDRESS, PayerAddressFields } from './PayerAddressFields';
import { ChargeIssued } from './ChargeIssued';
import { ReceivingKeySelect } from './ReceivingKeySelect';
import { WithReceivingKeys } from './WithReceivingKeys';

/** The days after the due date a boleto may still be paid, as offered. */
const VALIDITIES = [0, 5, 15, DUE_CHARGE_DEFAULT_VALIDITY_DAYS, 60] as const;

/**
 * pix/receive/boletoPix (docs/architecture/pix-receiving.md, "Boleto with Pix"): a charge with
 * due date to a named payer, with fine, interest, abatement and discount; once issued, its QR
 * Code, line and PDF.
 */
export function BoletoPixPage({
  title,
  description,
}: {
  /** receive/title issues the same boleto under its own heading. */
  title?: string | undefined;
  description?: string | undefined;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const [created, setCreated] = useState<PixCharge | null>(null);

  return (
    <Page
      help="receber-pix"
      title={title ?? t('boleto.title')}
      description={description ?? t('boleto.description')}
    >
      {created ? (
        <ChargeIssued
          txid={created.txid}
          message={t('boleto.created')}
          another={t('boleto.another')}
          onAnother={() => setCreated(null)}
          seeCharge={t('boleto.seeCharge')}
        >
          <BoletoDetails charge={created} />
        </ChargeIssued>
      ) : (
        <WithReceivingKeys sub={sub} keyOptional>
          {(keys) => <BoletoForm keys={keys} sub={sub} onCreated={setCreated} />}
        </WithReceivingKeys>
      )}
    </Page>
  );
}

function BoletoForm({
  keys,
  sub,
  onCreated,
}: {
  keys: PixKey[];
  sub: string;
  onCreated: (charge: PixCharge) => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const form = useBankForm(pixDueChargeRequest, {
    defaultValues: {
      // No key: a boleto without Pix (no QR Code); the first key when there is one.
      key: keys[0]?.key ?? '',
      payer_name: '',
      payer_document: '',
      amount_cents: null as unknown as number,
      due_date: '',
      validity_after_due_days: DUE_CHARGE_DEFAULT_VALIDITY_DAYS,
      fine_bps: null,
      monthly_interest_bps: null,
      abatement_cents: null,
      discount_cents: null,
      discount_until: '',
      description: '',
      ...NO_PAYER_ADDRESS,
      instructions: '',
    },
  });
  const errorOf = useFieldErrors(form);
  // A company pays a fee for each of its boletos paid; it is said before it issues one.
  const fee = useAccountFee('boleto_issue');
  const create = useCreatePixDueCharge({
    mutation: {
      onSuccess: (answer) => {
        void queryClient.invalidateQueries({ queryKey: getListPixChargesQueryKey(sub) });
        onCreated(answer.data);
      },
      onError: (error) => showFailure(form, tApp, apiFailureOf(error)),
    },
  });
  const submit = form.handleSubmit(({ discount_until, ...values }) =>
    create.mutate({
      sub,
      // An empty date means no discount: the field is left out, not sent blank.
      data: { ...values, ...(discount_until ? { discount_until } : {}) },
    }),
  );

  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="key"
        render={({ field }) => (
          <ReceivingKeySelect
            keys={keys}
            name={field.name}
            value={String(field.value ?? '')}
            onValueChange={field.onChange}
            error={errorOf('key')}
            noKeyLabel={t('boleto.withoutPix')}
          />
        )}
      />
      <Heading level={3}>{t('boleto.payer')}</Heading>
      <TextField
        label={t('boleto.payerName')}
        autoComplete="off"
        maxLength={200}
        error={errorOf('payer_name')}
        required
        {...form.register('payer_name')}
      />
      <Controller
        control={form.control}
        name="payer_document"
        render={({ field }) => (
          <CpfCnpjField
            label={t('boleto.payerDocument')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            validate={false}
            error={errorOf('payer_document')}
            required
          />
        )}
      />
      <Heading level={3}>{t('boleto.payerAddress')}</Heading>
      <PayerAddressFields form={form} />
      <Columns space="md">
        <AmountField form={form} name="amount_cents" label={t('boleto.amount')} required />
        <TextField
          type="date"
          label={t('boleto.dueDate')}
          hint={t('boleto.dueDateHint')}
          error={errorOf('due_date')}
          required
          {...form.register('due_date')}
        />
      </Columns>
      <Controller
        control={form.control}
        name="validity_after_due_days"
        render={({ field }) => (
          <Select
            label={t('boleto.validity')}
            options={VALIDITIES.map((days) => ({
              value: String(days),
              label:
                days === 0 ? t('boleto.validityNone') : t('boleto.validityDays', { count: days }),
            }))}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(Number(value))}
            name={field.name}
            error={errorOf('validity_after_due_days')}
          />
        )}
      />
      <Heading level={3}>{t('boleto.charges')}</Heading>
      <Columns space="md">
        <Controller
          control={form.control}
          name="fine_bps"
          render={({ field }) => (
            <PercentField
              label={t('boleto.fine')}
              hint={t('boleto.fineHint')}
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={DUE_CHARGE_MAX_FINE_BPS}
              error={errorOf('fine_bps')}
              optional
            />
          )}
        />
        <Controller
          control={form.control}
          name="monthly_interest_bps"
          render={({ field }) => (
            <PercentField
              label={t('boleto.interest')}
              hint={t('boleto.interestHint')}
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS}
              error={errorOf('monthly_interest_bps')}
              optional
            />
          )}
        />
      </Columns>
      <AmountField
        form={form}
        name="abatement_cents"
        label={t('boleto.abatement')}
        hint={t('boleto.abatementHint')}
        optional
      />
      <Columns space="md">
        <AmountField form={form} name="discount_cents" label={t('boleto.discount')} optional />
        <TextField
          type="date"
          label={t('boleto.discountUntil')}
          error={errorOf('discount_until')}
          optional
          {...form.register('discount_until')}
        />
      </Columns>
      <TextField
        label={t('boleto.message')}
        hint={t('charge.messageHint')}
        maxLength={140}
        optional
        error={errorOf('description')}
        {...form.register('description')}
      />
      <TextField
        label={t('boleto.instructionsField')}
        hint={t('boleto.instructionsHint')}
        maxLength={BOLETO_INSTRUCTIONS_MAX}
        optional
        error={errorOf('instructions')}
        {...form.register('instructions')}
      />
      {fee > 0 ? (
        <Text size="sm" tone="muted">
          {t('boleto.fee', { amount: formatBrl(fee) })}
        </Text>
      ) : null}
      <Inline space="sm">
        <Button type="submit" variant="primary" loading={create.isPending}>
          {t('boleto.create')}
        </Button>
      </Inline>
    </BankForm>
  );
}
