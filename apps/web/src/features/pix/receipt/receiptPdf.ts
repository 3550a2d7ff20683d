import type { TFunction } from 'i18next';
import type { PixPayment } from '@ipe/api-client';
import { formatBrl } from '@ipe/domain';

/** A4 in points; the receipt is a single page of label/value lines. */
const PAGE = { width: 595, margin: 56, line: 18, gap: 12 } as const;

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

/** The receipt's lines, in the person's language: what the PDF prints, top to bottom. */
export function receiptLines(payment: PixPayment, t: TFunction<'pix'>, when: string) {
  const { payer, payee } = payment;
  const party = (title: string, lines: Array<[string, string | null]>) => ({
    title,
    lines: lines.filter((line): line is [string, string] => line[1] !== null),
  });
  return [
    party(receiptStatus(payment, t), [
      [t('receipt.amount'), formatBrl(payment.amount_cents)],
      [t('receipt.when'), when],
      [t('receipt.message'), payment.description],
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
      [t('receipt.key'), payee.key],
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
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: receiptTitle(payment, t), subject: payment.end_to_end_id });
  let y = PAGE.margin;
  doc.setFont('helvetica', 'bold').setFontSize(18);
  doc.text(receiptTitle(payment, t), PAGE.margin, y);
  y += PAGE.line * 2;
  for (const section of receiptLines(payment, t, when)) {
    doc.setFont('helvetica', 'bold').setFontSize(13);
    doc.text(section.title, PAGE.margin, y);
    y += PAGE.line;
    doc.setFontSize(10);
    for (const [label, value] of section.lines) {
      doc.setFont('helvetica', 'normal');
      doc.text(label, PAGE.margin, y);
      doc.text(
        doc.splitTextToSize(value, PAGE.width - PAGE.margin * 2 - 140),
        PAGE.margin + 140,
        y,
      );
      y += PAGE.line;
    }
    y += PAGE.gap;
  }
  return doc.output('blob');
}

/** `comprovante-pix-<end-to-end id>.pdf` */
export function receiptFileName(payment: PixPayment): string {
  const kind = payment.channel === 'account' ? 'transferencia' : 'pix';
  return `comprovante-${kind}-${payment.end_to_end_id}.pdf`;
}
