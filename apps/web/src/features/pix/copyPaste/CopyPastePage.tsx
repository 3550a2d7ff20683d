import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { PixBrCodeReading } from '@ipe/api-client';
import { useReadPixBrCode } from '@ipe/api-client/react-query';
import {
  brCodeField,
  parseBrCode,
  pixPaymentDetails,
  setField,
  formatSaoPauloDateTime,
} from '@ipe/domain';
import { Button, Card, DescriptionList, Inline, Notify, Spinner, Text, TextField } from '@ipe/ui';
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
import { bankDataOf, RecipientSummary } from '../payment/RecipientSummary';
import { PIX_TEXTS } from '../texts';
import { QrScannerDialog } from './QrScannerDialog';

const copyPasteForm = z.object({ code: brCodeField, ...pixPaymentDetails.shape });

/**
 * pix/copyPaste: a pasted or scanned BR Code is checked here first (its CRC and fields, with the
 * parser's own reason), then read by the server: who it pays, how much, and for a dynamic code
 * the charge its issuer signed (docs/architecture/pix-payments.md, "Copy and paste").
 */
export function CopyPastePage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const { state, dispatch } = useClientState();
  const { consult } = useConsultMode();
  // A code handed over by another screen arrives in the shared state's copyPaste.
  const [initialCode] = useState(() => state.copyPaste);
  const form = useBankForm(copyPasteForm, {
    defaultValues: {
      code: initialCode as never,
      amount_cents: null as unknown as number,
      description: '',
    },
  });
  const errorOf = useFieldErrors(form);
  const [scanning, setScanning] = useState(false);
  const [read, setRead] = useState<{ code: string; reading: PixBrCodeReading } | null>(null);
  const { order, propose, close } = useOrder(form);

  const reader = useReadPixBrCode({
    mutation: {
      onSuccess: (answer, { data }) => {
        setRead({ code: data.code, reading: answer.data });
        if (answer.data.amount_cents !== null) {
          form.setValue('amount_cents', answer.data.amount_cents, { shouldValidate: true });
        }
        dispatch(setField('copyPaste', data.code));
        dispatch(setField('typeTransactionPix', 'copyPaste'));
        dispatch(setField('keyPix', answer.data.recipient.key));
        dispatch(setField('keyBankData', bankDataOf(answer.data.recipient)));
      },
      onError: (error) => {
        const code = apiFailureOf(error).body?.code;
        if (code) form.setError('code', { type: 'server', message: code });
      },
    },
  });
  const { mutate: readCode, reset: resetReader } = reader;

  // The typed text, before the form's schema reads it.
  const typed = (form.watch('code') as unknown as string | undefined)?.trim() ?? '';
  const reading = read?.code === typed ? read.reading : null;
  useEffect(() => {
    resetReader();
    if (typed === '') return undefined;
    const parsed = parseBrCode(typed);
    if (!parsed.ok) {
      form.setError('code', { type: 'client', message: t(`brCode.${parsed.code}`) });
      return undefined;
    }
    form.clearErrors('code');
    const timer = setTimeout(() => readCode({ sub, data: { code: typed } }), 0);
    return () => clearTimeout(timer);
  }, [typed, sub, readCode, resetReader, form, t]);

  const review = form.handleSubmit((values) => {
    if (!reading) {
      if (!form.getFieldState('code').error) {
        form.setError('root.server', { type: 'client', message: t('copyPaste.needsCode') });
      }
      return;
    }
    const { recipient } = reading;
    return propose({
      channel: 'br_code',
      code: values.code.text,
      to: `${recipient.name} · ${recipient.institution.name}`,
      document: recipient.document,
      amountCents: values.amount_cents,
      description: values.description,
    });
  });

  return (
    <Page
      help="pix-copia-e-cola"
      title={t('copyPaste.title')}
      description={t('copyPaste.description')}
    >
      {consult ? <Notify variant="warning" message={t('payKey.consult')} /> : null}
      <BankForm form={form} onSubmit={review}>
        <TextField
          label={t('copyPaste.code')}
          hint={t('copyPaste.codeHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={512}
          error={errorOf('code')}
          required
          {...form.register('code')}
        />
        <div>
          <Button type="button" variant="secondary" onClick={() => setScanning(true)}>
            {t('copyPaste.scan')}
          </Button>
        </div>
        {reader.isPending ? (
          <Inline space="sm" alignY="center">
            <Spinner size="sm" />
            <Text size="sm" tone="muted">
              {t('copyPaste.reading')}
            </Text>
          </Inline>
        ) : null}
        {reading ? (
          <>
            <RecipientSummary recipient={reading.recipient} />
            <ChargeSummary reading={reading} />
          </>
        ) : null}
        <PaymentDetailsFields
          form={form}
          consult={consult}
          fixedAmount={reading !== null && !reading.amount_editable}
        />
      </BankForm>
      {scanning ? (
        <QrScannerDialog
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false);
            form.setValue('code', code as never, { shouldDirty: true });
          }}
        />
      ) : null}
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Page>
  );
}

/** What the code says besides who is paid: the charge's id, validity and message. */
function ChargeSummary({ reading }: { reading: PixBrCodeReading }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const items = [
    ...(reading.txid ? [{ term: t('copyPaste.txid'), description: reading.txid }] : []),
    ...(reading.expires_at
      ? [
          {
            term: t('copyPaste.expiresAt'),
            description: formatSaoPauloDateTime(new Date(reading.expires_at)),
          },
        ]
      : []),
    ...(reading.description
      ? [{ term: t('copyPaste.receiverMessage'), description: reading.description }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <Card as="section" title={t('copyPaste.charge')} headingLevel={2} tone="muted">
      <DescriptionList items={items} />
    </Card>
  );
}
