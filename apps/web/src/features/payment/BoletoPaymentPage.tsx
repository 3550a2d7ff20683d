import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BoletoBill } from '@ipe/api-client';
import { useListDdaBoletos, useLookUpBoleto } from '@ipe/api-client/react-query';
import { boletoLookupRequest, formatBrl, formatDay } from '@ipe/domain';
import {
  Amount,
  BoletoLineField,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  List,
  ListItem,
  Notify,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { errorText } from '../../app/api/failureText';
import { useBalanceCovers } from '../../app/balance/useBalanceCovers';
import { BarcodeScannerDialog } from '../../app/camera';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { useConsultMode } from '../../app/session/useConsultMode';
import { ConfirmBoletoDialog } from './ConfirmBoletoDialog';
import { PAYMENT_TEXTS } from './texts';

/** A boleto's barcode is interleaved 2 of 5, and nothing else on the paper should be read. */
const ITF_ONLY = ['itf'] as const;

/**
 * payment: a boleto or utility bill, typed, pasted or picked from the bills in the holder's name
 * (DDA). The line's check digits are read here first, with the block that is wrong; then the
 * server looks the bill up (this bank's own records, or the interbank registry) and says what it
 * asks today; the PIN pays it (docs/architecture/boletos.md).
 */
export function BoletoPaymentPage() {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const form = useBankForm(boletoLookupRequest, { defaultValues: { line: '' } });
  const errorOf = useFieldErrors(form);
  const [bill, setBill] = useState<BoletoBill | null>(null);
  const [description, setDescription] = useState('');
  // What the PIN will confirm: paying now, or scheduling for the due date.
  const [confirming, setConfirming] = useState<'now' | 'schedule' | null>(null);
  const [scanning, setScanning] = useState(false);
  // Paying now was asked and the balance, read again, does not cover the bill: said under it.
  const [short, setShort] = useState(false);
  const covers = useBalanceCovers();
  const showBill = (next: BoletoBill | null) => {
    setBill(next);
    setShort(false);
  };

  const lookup = useLookUpBoleto({
    mutation: {
      onSuccess: (answer) => showBill(answer.data),
      onError: (error) => showFailure(form, tApp, apiFailureOf(error)),
    },
  });
  const lookUp = form.handleSubmit(({ line }) => {
    showBill(null);
    lookup.mutate({ sub, data: { line } });
  });
  const choose = (picked: BoletoBill) => {
    form.setValue('line', picked.line, { shouldValidate: true });
    showBill(picked);
  };

  return (
    <Page help="pagar-boleto" title={t('boleto.title')} description={t('boleto.description')}>
      {consult ? <Notify variant="warning" message={t('boleto.consult')} /> : null}
      <BankForm form={form} onSubmit={lookUp}>
        <Controller
          control={form.control}
          name="line"
          render={({ field }) => (
            <BoletoLineField
              label={t('boleto.line')}
              hint={t('boleto.lineHint')}
              name={field.name}
              value={field.value}
              onChange={(raw) => {
                field.onChange(raw);
                showBill(null);
              }}
              onBlur={field.onBlur}
              validate={false}
              error={errorOf('line')}
              required
            />
          )}
        />
        <Inline space="sm">
          <Button type="submit" variant="secondary" loading={lookup.isPending}>
            {t('boleto.lookUp')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setScanning(true)}>
            {t('boleto.scan')}
          </Button>
        </Inline>
      </BankForm>
      {bill ? (
        <Stack space="md">
          <BillCard bill={bill} />
          <TextField
            label={t('boleto.message')}
            maxLength={140}
            optional
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Inline space="sm">
            <Button
              variant="primary"
              aria-disabled={consult}
              onClick={async () => {
                if (consult) return;
                const covered = await covers(bill.amount_cents);
                setShort(!covered);
                if (covered) setConfirming('now');
              }}
            >
              {t('boleto.pay', { amount: formatBrl(bill.amount_cents) })}
            </Button>
            {bill.schedule ? (
              <Button
                variant="secondary"
                aria-disabled={consult}
                onClick={() => {
                  if (consult) return;
                  // The balance is read on the due date, not now: the alert was for paying now.
                  setShort(false);
                  setConfirming('schedule');
                }}
              >
                {t('boleto.schedule', { day: formatDay(bill.schedule.date) })}
              </Button>
            ) : null}
          </Inline>
          {short ? (
            <Notify variant="negative" message={errorText(tApp, 'INSUFFICIENT_FUNDS')} />
          ) : null}
        </Stack>
      ) : null}
      <DdaBills sub={sub} onChoose={choose} />
      {scanning ? (
        <BarcodeScannerDialog
          formats={ITF_ONLY}
          texts={t('scanner', { returnObjects: true })}
          onClose={() => setScanning(false)}
          onCode={(barcode) => {
            setScanning(false);
            // The 44 digits under the bars: checked and looked up as if typed.
            form.setValue('line', barcode, { shouldDirty: true });
            void lookUp();
          }}
        />
      ) : null}
      {bill && confirming ? (
        <ConfirmBoletoDialog
          bill={bill}
          scheduled={confirming === 'schedule'}
          description={description.trim() || undefined}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Page>
  );
}

/** The bill as the server answered it: who charges, the due date and what today's amount is made of. */
export function BillCard({ bill }: { bill: BoletoBill }) {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const { breakdown } = bill;
  const money = (cents: number) => formatBrl(cents);
  const parts = [
    { term: t('boleto.discount'), cents: -breakdown.discount_cents },
    { term: t('boleto.abatement'), cents: -breakdown.abatement_cents },
    { term: t('boleto.fine'), cents: breakdown.fine_cents },
    { term: t('boleto.interest'), cents: breakdown.interest_cents },
  ].filter((part) => part.cents !== 0);
  return (
    <Card
      as="section"
      title={bill.kind === 'collection' ? t('boleto.billCollection') : t('boleto.bill')}
      headingLevel={2}
    >
      <Stack space="md">
        <Amount value={bill.amount_cents} size="xl" />
        <DescriptionList
          items={[
            { term: t('boleto.beneficiary'), description: bill.beneficiary.name },
            { term: t('boleto.document'), description: bill.beneficiary.document },
            ...(bill.payer ? [{ term: t('boleto.payer'), description: bill.payer.name }] : []),
            ...(bill.due_date
              ? [{ term: t('boleto.dueDate'), description: formatDay(bill.due_date) }]
              : []),
            { term: t('boleto.faceAmount'), description: money(bill.face_amount_cents) },
            ...parts.map((part) => ({
              term: part.term,
              description: `${part.cents < 0 ? '− ' : '+ '}${money(Math.abs(part.cents))}`,
            })),
            { term: t('boleto.amountToPay'), description: money(bill.amount_cents) },
          ]}
        />
        {bill.schedule ? (
          <Text size="sm" tone="muted">
            {t('boleto.scheduleHint', {
              day: formatDay(bill.schedule.date),
              amount: formatBrl(bill.schedule.amount_cents),
            })}
          </Text>
        ) : null}
        {!bill.processing_deferred ? (
          <Text size="sm" tone="muted">
            {t('boleto.processingToday')}
          </Text>
        ) : (
          <Notify
            variant="warning"
            message={t('boleto.processingLater', { day: formatDay(bill.processing_date) })}
          />
        )}
      </Stack>
    </Card>
  );
}

/** The open bills addressed to the holder (DDA), each one tap from being paid. */
function DdaBills({ sub, onChoose }: { sub: string; onChoose: (bill: BoletoBill) => void }) {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const bills = useListDdaBoletos(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data },
  });
  return (
    <Card as="section" title={t('dda.title')} headingLevel={2}>
      <Stack space="md">
        <Text size="sm" tone="muted">
          {t('dda.description')}
        </Text>
        {bills.data ? (
          bills.data.length === 0 ? (
            <EmptyState title={t('dda.empty')} />
          ) : (
            <List aria-label={t('dda.title')}>
              {bills.data.map((bill) => (
                <ListItem
                  key={bill.barcode}
                  title={`${bill.beneficiary.name} · ${formatBrl(bill.amount_cents)}`}
                  description={
                    bill.due_date
                      ? t('dda.due', { day: formatDay(bill.due_date) })
                      : t('dda.noDueDate')
                  }
                  trailing={<Text size="sm">{t('dda.choose')}</Text>}
                  onClick={() => onChoose(bill)}
                />
              ))}
            </List>
          )
        ) : bills.isError ? (
          <LoadFailed title={t('dda.loadError')} onRetry={() => void bills.refetch()} />
        ) : (
          <Skeleton shape="text" width="60%" />
        )}
      </Stack>
    </Card>
  );
}
