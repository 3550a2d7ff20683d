import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { PublicBoleto } from '@ipe/api-client';
import { useGetPublicBoleto } from '@ipe/api-client/react-query';
import { formatAddressLine, formatBasisPoints, formatBrl, formatDay } from '@ipe/domain';
import {
  Amount,
  Badge,
  BarcodeView,
  Button,
  Card,
  CopyField,
  DescriptionList,
  Notify,
  QRCodeView,
  Stack,
  Text,
} from '@ipe/ui';
import { boletoSheetPdf, itfModules, saveFile } from '../../app/documents';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { Loaded } from '../../app/layout/Loaded';
import { Page } from '../../app/layout/Page';
import { BOLETO_STATUS_TONE } from '../../app/layout/statusTones';
import { BOLETO_TEXTS } from './texts';

/**
 * /boleto/{identifier}: a boleto issued here, for anyone with its link and without signing in
 * (docs/architecture/boletos.md): what it asks today, the line to copy, the barcode, the Pix QR
 * Code while it can be paid, the PDF; a paid or cancelled boleto says so.
 */
export function BoletoPage() {
  const { t } = useFeatureTranslation(BOLETO_TEXTS);
  const { identifier = '' } = useParams();
  const boleto = useGetPublicBoleto(identifier, {
    query: { enabled: identifier !== '', select: (answer) => answer.data, retry: false },
  });
  return (
    <Page title={t('title')} description={t('description')}>
      {/* A signed-out page: the bank's codes have no texts here, so the refusal is its own. */}
      <Loaded
        read={boleto}
        failed={t('loadError')}
        refused={t('notFound')}
        placeholder={['40%', '70%']}
      >
        {(found) => <BoletoSheet boleto={found} />}
      </Loaded>
    </Page>
  );
}

/** The terms a printed boleto lists, as sentences. */
function instructions(boleto: PublicBoleto, t: TFunction<'boleto'>): string[] {
  const { terms } = boleto;
  return [
    terms.discount &&
      t('discountInstruction', {
        amount: formatBrl(terms.discount.amount_cents),
        date: formatDay(terms.discount.until),
      }),
    terms.abatement_cents &&
      t('abatementInstruction', { amount: formatBrl(terms.abatement_cents) }),
    terms.fine_bps && t('fineInstruction', { percent: formatBasisPoints(terms.fine_bps) }),
    terms.monthly_interest_bps &&
      t('interestInstruction', { percent: formatBasisPoints(terms.monthly_interest_bps) }),
    t('validityInstruction', { date: formatDay(terms.last_payable_date) }),
    // The issuer's own words come after the terms, as a printed boleto lists them.
    boleto.instructions,
  ].filter((line): line is string => typeof line === 'string');
}

/** The label/value lines of the boleto, as the screen and the PDF show them. */
function rows(boleto: PublicBoleto, t: TFunction<'boleto'>): Array<[string, string]> {
  return [
    [t('beneficiary'), `${boleto.beneficiary.name} · ${boleto.beneficiary.document}`],
    [t('payer'), `${boleto.payer.name} · ${boleto.payer.document}`],
    ...(boleto.payer_address
      ? [[t('payerAddress'), formatAddressLine(boleto.payer_address)] as [string, string]]
      : []),
    [t('dueDate'), formatDay(boleto.due_date)],
    [t('faceAmount'), formatBrl(boleto.face_amount_cents)],
    [t('ourNumber'), boleto.txid],
    ...(boleto.description ? [[t('message'), boleto.description] as [string, string]] : []),
  ];
}

function BoletoSheet({ boleto }: { boleto: PublicBoleto }) {
  const { t } = useFeatureTranslation(BOLETO_TEXTS);
  const [bars, setBars] = useState('');
  const [saving, setSaving] = useState(false);
  // The barcode library is fetched with the boleto, not with the app.
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live) setBars(itfModules(JsBarcode, boleto.barcode));
    });
    return () => {
      live = false;
    };
  }, [boleto.barcode]);
  const payable = boleto.amount_today_cents !== null;
  const notice = { paid: 'paidNotice', cancelled: 'cancelledNotice', expired: 'expiredNotice' }[
    boleto.status as 'paid' | 'cancelled' | 'expired'
  ] as 'paidNotice' | 'cancelledNotice' | 'expiredNotice' | undefined;
  const download = async () => {
    setSaving(true);
    try {
      const pdf = await boletoSheetPdf({
        title: t('title'),
        subject: boleto.txid,
        stubTitle: t('stubTitle'),
        slipTitle: t('slipTitle'),
        cutLabel: t('cutLabel'),
        rows: rows(boleto, t),
        instructionsLabel: t('instructions'),
        instructions: instructions(boleto, t),
        pix: boleto.pix_code ? { code: boleto.pix_code, caption: t('payWithPix') } : undefined,
        lineLabel: t('line'),
        line: boleto.line,
        barcode: boleto.barcode,
      });
      saveFile(pdf, `boleto-${boleto.txid}.pdf`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack space="lg">
      <Card as="article">
        <Stack space="md">
          <div>
            <Badge tone={BOLETO_STATUS_TONE[boleto.status]}>{t(`status.${boleto.status}`)}</Badge>
          </div>
          {notice ? <Notify variant="warning" message={t(notice)} /> : null}
          {payable ? (
            <Stack space="xs">
              <Text size="sm" tone="muted">
                {t('amountToday')}
              </Text>
              <Amount value={boleto.amount_today_cents!} size="xl" />
            </Stack>
          ) : null}
          <DescriptionList
            items={rows(boleto, t).map(([term, description]) => ({ term, description }))}
          />
        </Stack>
      </Card>
      <Card as="section" title={t('instructions')} headingLevel={2}>
        <Stack space="xs">
          {instructions(boleto, t).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Card>
      {payable ? (
        <Card as="section" title={t('line')} headingLevel={2}>
          <Stack space="md">
            <CopyField label={t('line')} value={boleto.line} />
            {bars ? <BarcodeView modules={bars} label={t('barcode')} /> : null}
          </Stack>
        </Card>
      ) : null}
      {payable && boleto.pix_code ? (
        <Card as="section" title={t('pix')} headingLevel={2}>
          <QRCodeView
            value={boleto.pix_code}
            label={t('pixLabel', { amount: formatBrl(boleto.amount_today_cents!) })}
            description={formatBrl(boleto.amount_today_cents!)}
            copyFieldLabel={t('pixCode')}
          />
        </Card>
      ) : null}
      <div>
        <Button variant="primary" loading={saving} onClick={() => void download()}>
          {t('download')}
        </Button>
      </div>
    </Stack>
  );
}
