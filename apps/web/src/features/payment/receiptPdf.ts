import type { TFunction } from 'i18next';
import type { BoletoPayment } from '@ipe/api-client';
import { formatBoletoLine, formatBrl, formatDay } from '@ipe/domain';
import { labelledPdf, type PdfSection } from '../../app/documents';

/** The authentication as printed: groups of four, so it can be read over the phone. */
export const groupedAuthentication = (authentication: string) =>
  authentication.match(/.{1,4}/g)?.join(' ') ?? authentication;

/**
 * The receipt's sections, in the person's language: what the screen and the PDF show, the amount
 * apart (ReceiptView shows it large; the PDF leads with it).
 */
export function receiptSections(
  payment: BoletoPayment,
  t: TFunction<'payment'>,
  when: string,
): PdfSection[] {
  return [
    {
      title: t(`receipt.${payment.status}`),
      lines: [
        [t('receipt.when'), when],
        [t('receipt.processingDate'), formatDay(payment.processing_date)],
        [t('receipt.line'), formatBoletoLine(payment.line) ?? payment.line],
        [t('receipt.dueDate'), payment.due_date && formatDay(payment.due_date)],
        [t('receipt.faceAmount'), formatBrl(payment.face_amount_cents)],
        [t('receipt.message'), payment.description],
        [t('receipt.authentication'), groupedAuthentication(payment.authentication)],
      ],
    },
    {
      title: t('receipt.beneficiary'),
      lines: [
        [t('receipt.name'), payment.beneficiary.name],
        [t('receipt.document'), payment.beneficiary.document],
      ],
    },
    {
      title: t('receipt.payer'),
      lines: [
        [t('receipt.name'), payment.payer.name],
        [t('receipt.document'), payment.payer.document],
        [t('receipt.branchAccount'), `${payment.payer.branch} · ${payment.payer.account}`],
      ],
    },
  ];
}

/** The receipt as a PDF, with real text (the authentication and the line can be copied). */
export function receiptPdf(payment: BoletoPayment, t: TFunction<'payment'>, when: string) {
  return labelledPdf({
    title: t('receipt.title'),
    subject: payment.authentication,
    lead: [t('receipt.amount'), formatBrl(payment.amount_cents)],
    sections: receiptSections(payment, t, when),
  });
}

/** `comprovante-boleto-<authentication>.pdf` */
export const receiptFileName = (payment: BoletoPayment) =>
  `comprovante-boleto-${payment.authentication}.pdf`;
