import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PixPayment } from '@ipe/api-client';
import { useGetPixPayment } from '@ipe/api-client/react-query';
import { formatSaoPauloDateTime } from '@ipe/domain';
import { Button, Inline, Link } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { PAYMENT_STATUS_TONE } from '../../../app/layout/statusTones';
import { useSession } from '../../../app/session/sessionContext';
import { ContestPixButton, isContestable } from '../disputes/ContestPixButton';
import { SaveFavoriteButton } from '../favorites/SaveFavoriteButton';
import { ReceiptView, saveFile } from '../../../app/documents';
import { PIX_TEXTS } from '../texts';
import { receiptFileName, receiptPdf, receiptSections, receiptTitle } from './receiptPdf';

/**
 * A sent Pix's receipt (comprovante): the end-to-end id, both parties with masked documents,
 * institutions, date and time in America/Sao_Paulo. Shown after paying and from the statement.
 */
export function PixReceiptPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { paymentId = '' } = useParams();
  const sub = useSession().session.accountId ?? '';
  const receipt = useGetPixPayment(sub, paymentId, {
    query: { enabled: sub !== '' && paymentId !== '', select: (answer) => answer.data },
  });
  const payment = receipt.data;

  return (
    <Page help="extrato" title={payment ? receiptTitle(payment, t) : t('receipt.title')}>
      <Loaded read={receipt} failed={t('receipt.loadError')} placeholder={['40%', '70%', '60%']}>
        {(sent) => <ReceiptCard payment={sent} />}
      </Loaded>
    </Page>
  );
}

/** Where the browser can share files (phones, mostly): the share sheet; elsewhere, no button. */
const canShareFiles = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.share === 'function' &&
  typeof navigator.canShare === 'function';

/** Keep or send the receipt: a PDF made here, downloaded or handed to the share sheet. */
function ReceiptActions({ payment, when }: { payment: PixPayment; when: string }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const file = async () =>
    new File([await receiptPdf(payment, t, when)], receiptFileName(payment), {
      type: 'application/pdf',
    });
  const download = async () => {
    setBusy('download');
    try {
      const pdf = await file();
      saveFile(pdf, pdf.name);
    } finally {
      setBusy(null);
    }
  };
  const share = async () => {
    setBusy('share');
    try {
      const pdf = await file();
      if (navigator.canShare({ files: [pdf] })) {
        await navigator
          .share({ files: [pdf], title: receiptTitle(payment, t) })
          .catch(() => undefined);
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <Inline space="sm">
      <Button variant="secondary" loading={busy === 'download'} onClick={() => void download()}>
        {t('receipt.download')}
      </Button>
      {canShareFiles() ? (
        <Button variant="secondary" loading={busy === 'share'} onClick={() => void share()}>
          {t('receipt.share')}
        </Button>
      ) : null}
    </Inline>
  );
}

function ReceiptCard({ payment }: { payment: PixPayment }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const when = formatSaoPauloDateTime(new Date(payment.created_at), 'seconds');
  return (
    <ReceiptView
      sections={receiptSections(payment, t, when)}
      amount={payment.amount_cents}
      tone={PAYMENT_STATUS_TONE[payment.status]}
      refusal={payment.reason ? tErrors(payment.reason) : null}
    >
      <Inline space="sm">
        <ReceiptActions payment={payment} when={when} />
        {/* Only someone actually paid can be saved (a returned Pix may name a wrong account). */}
        {payment.status === 'completed' ? <SaveFavoriteButton payment={payment} /> : null}
      </Inline>
      {isContestable(payment) ? <ContestPixButton payment={payment} /> : null}
      <Inline space="md">
        <Link asChild>
          <RouterLink to="/bank/pix/pay/key">{t('receipt.newPix')}</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="/bank/statement/account">{t('receipt.statement')}</RouterLink>
        </Link>
      </Inline>
    </ReceiptView>
  );
}
