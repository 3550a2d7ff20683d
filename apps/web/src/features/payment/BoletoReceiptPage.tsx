import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { BoletoPayment } from '@ipe/api-client';
import { useGetBoletoPayment } from '@ipe/api-client/react-query';
import { formatSaoPauloDateTime } from '@ipe/domain';
import { Button, Inline, Link } from '@ipe/ui';
import { ReceiptView, saveFile } from '../../app/documents';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { Loaded } from '../../app/layout/Loaded';
import { Page } from '../../app/layout/Page';
import { PAYMENT_STATUS_TONE } from '../../app/layout/statusTones';
import { useSession } from '../../app/session/sessionContext';
import { receiptFileName, receiptPdf, receiptSections } from './receiptPdf';
import { PAYMENT_TEXTS } from './texts';

/** A boleto payment's receipt (comprovante) with its authentication, as shown and as a PDF. */
export function BoletoReceiptPage() {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const { paymentId = '' } = useParams();
  const sub = useSession().session.accountId ?? '';
  const receipt = useGetBoletoPayment(sub, paymentId, {
    query: { enabled: sub !== '' && paymentId !== '', select: (answer) => answer.data },
  });
  return (
    <Page help="pagar-boleto" title={t('receipt.title')}>
      <Loaded read={receipt} failed={t('receipt.loadError')} placeholder={['40%', '70%']}>
        {(payment) => <ReceiptCard payment={payment} />}
      </Loaded>
    </Page>
  );
}

function ReceiptCard({ payment }: { payment: BoletoPayment }) {
  const { t } = useFeatureTranslation(PAYMENT_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const [busy, setBusy] = useState(false);
  const when = formatSaoPauloDateTime(new Date(payment.created_at), 'seconds');
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await receiptPdf(payment, t, when), receiptFileName(payment));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReceiptView
      sections={receiptSections(payment, t, when)}
      amount={payment.amount_cents}
      tone={PAYMENT_STATUS_TONE[payment.status]}
      refusal={payment.reason ? tErrors(payment.reason) : null}
    >
      <div>
        <Button variant="secondary" loading={busy} onClick={() => void download()}>
          {t('receipt.download')}
        </Button>
      </div>
      <Inline space="md">
        <Link asChild>
          <RouterLink to="/bank/payment">{t('receipt.newPayment')}</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="/bank/statement/account">{t('receipt.statement')}</RouterLink>
        </Link>
      </Inline>
    </ReceiptView>
  );
}
