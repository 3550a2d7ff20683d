import type { TFunction } from 'i18next';
import type { PixPayment } from '@ipe/api-client';
import { formatBrl } from '@ipe/domain';
import { labelledPdf, type PdfSection } from '../../../app/documents';
import { typedKeyText } from '../keys/keyText';

/** A same-bank transfer's receipt is titled as one; every other payment is a Pix. */
export const receiptTitle = (payment: Pick<PixPayment, 'channel'>, t: TFunction<'pix'>) =>
  t(
    payment.channel === 'account'
      ? 'receipt.transferTitle'
      : payment.channel === 'refund'
        ? 'receipt.refundTitle'
        : 'receipt.title',
  );

/** The payment's state as its receipt says it. */
export const receiptStatus = (
  payment: Pick<PixPayment, 'channel' | 'status'>,
  t: TFunction<'pix'>,
) =>
  payment.status !== 'completed'
    ? t(`receipt.${payment.status}`)
    : payment.channel === 'account'
      ? t('receipt.transferCompleted')
      : payment.channel === 'refund'
        ? t('receipt.refundCompleted')
        : t('receipt.completed');

/**
 * The receipt's sections, in the person's language: what the screen and the PDF show, the amount
 * apart (ReceiptView shows it large; the PDF leads with it).
 */
export function receiptSections(
  payment: PixPayment,
  t: TFunction<'pix'>,
  when: string,
): PdfSection[] {
  const { payer, payee } = payment;
  const party = (title: string, lines: PdfSection['lines']): PdfSection => ({
    title,
    lines: lines.filter((line) => line[1] !== null),
  });
  return [
    party(receiptStatus(payment, t), [
      [t('receipt.when'), when],
      [t('receipt.message'), payment.description],
      [t('receipt.fee'), payment.fee_cents > 0 ? formatBrl(payment.fee_cents) : null],
      [t('receipt.endToEndId'), payment.end_to_end_id],
    ]),
    party(t('receipt.payee'), [
      [t('receipt.name'), payee.name ?? t('receipt.unknownName')],
      [t('receipt.document'), payee.document],
      [t('receipt.institution'), payee.institution.name],
      [
        t('receipt.branchAccount'),
        payee.branch && payee.account ? `${payee.branch} · ${payee.account}` : null,
      ],
      [
        t('receipt.key'),
        payee.key && payee.key_type ? typedKeyText(t, payee.key_type, payee.key) : null,
      ],
    ]),
    party(t('receipt.payer'), [
      [t('receipt.name'), payer.name],
      [t('receipt.document'), payer.document],
      [t('receipt.institution'), payer.institution.name],
      [t('receipt.branchAccount'), `${payer.branch} · ${payer.account}`],
    ]),
  ];
}

/**
 * The receipt as a PDF (jsPDF, fetched only when someone asks for it): what the screen shows, to
 * keep or send. The text is real text, so it can be searched, copied and read aloud.
 */
export async function receiptPdf(
  payment: PixPayment,
  t: TFunction<'pix'>,
  when: string,
): Promise<Blob> {
  return labelledPdf({
    title: receiptTitle(payment, t),
    subject: payment.end_to_end_id,
    lead: [t('receipt.amount'), formatBrl(payment.amount_cents)],
    sections: receiptSections(payment, t, when),
  });
}

/** `comprovante-pix-<end-to-end id>.pdf` */
export function receiptFileName(payment: PixPayment): string {
  const kind = payment.channel === 'account' ? 'transferencia' : 'pix';
  return `comprovante-${kind}-${payment.end_to_end_id}.pdf`;
}
