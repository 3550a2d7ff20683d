import type { TFunction } from 'i18next';
import {
  formatBasisPoints,
  formatBoletoLine,
  formatBrl,
  formatCnpj,
  formatCpf,
  lastPayableDate,
  readBrCodeAmount,
} from '@ipe/domain';
import type { PixCharge } from '../../../app/api/types';
import { formatDay } from '../dateTime';
import { chargeAmount } from './chargeState';

/** A4 in points. The ITF module is 0.72 pt (0.25 mm, FEBRABAN's narrowest bar). */
const PAGE = { width: 595, margin: 48, line: 16, gap: 10 } as const;
const BARCODE = { module: 0.72, height: 37 } as const;
const QR_SIZE = 130;

/** A share as the Pix API writes it ('2.00') as a person reads it: 2,00%. */
const formatPercent = (valorPerc: string) => formatBasisPoints(readBrCodeAmount(valorPerc) ?? 0);

/** Who issued the boleto, as it prints: the account holder and the key the money goes to. */
export interface Beneficiary {
  name: string;
}

/** The payer's CPF or CNPJ as written on paper. */
export const payerDocument = (charge: Pick<PixCharge, 'devedor'>) =>
  charge.devedor?.cpf
    ? formatCpf(charge.devedor.cpf)
    : charge.devedor?.cnpj
      ? formatCnpj(charge.devedor.cnpj)
      : '';

/** The terms a charge with due date carries, as sentences (the PDF's and the screen's). */
export function boletoInstructions(charge: PixCharge, t: TFunction<'pix'>): string[] {
  const { valor, calendario } = charge;
  const lines: string[] = [];
  const discount = valor.desconto?.descontoDataFixa[0];
  if (discount) {
    lines.push(
      t('boleto.discountInstruction', {
        amount: formatBrl(readBrCodeAmount(discount.valorPerc) ?? 0),
        date: formatDay(discount.data),
      }),
    );
  }
  if (valor.abatimento) {
    lines.push(
      t('boleto.abatementInstruction', {
        amount: formatBrl(readBrCodeAmount(valor.abatimento.valorPerc) ?? 0),
      }),
    );
  }
  if (valor.multa) {
    lines.push(t('boleto.fineInstruction', { percent: formatPercent(valor.multa.valorPerc) }));
  }
  if (valor.juros) {
    lines.push(t('boleto.interestInstruction', { percent: formatPercent(valor.juros.valorPerc) }));
  }
  if (
    calendario.dataDeVencimento !== undefined &&
    calendario.validadeAposVencimento !== undefined
  ) {
    // The last payable day by the server's own rule, not the UTC date of its last instant.
    const last = lastPayableDate({
      dueDate: calendario.dataDeVencimento,
      validityAfterDue: calendario.validadeAposVencimento,
    });
    lines.push(t('boleto.validityInstruction', { date: formatDay(last) }));
  }
  return lines;
}

/** The boleto's label/value lines, top to bottom. */
export function boletoLines(
  charge: PixCharge,
  beneficiary: Beneficiary,
  t: TFunction<'pix'>,
): Array<[string, string]> {
  return [
    [t('boleto.beneficiary'), beneficiary.name],
    [t('boleto.pixKey'), charge.chave],
    [t('boleto.payer'), `${charge.devedor?.nome ?? ''} · ${payerDocument(charge)}`],
    [t('boleto.dueDate'), formatDay(charge.calendario.dataDeVencimento ?? '')],
    [t('boleto.documentAmount'), formatBrl(chargeAmount(charge))],
    [t('boleto.ourNumber'), charge.txid],
    ...(charge.solicitacaoPagador
      ? [[t('boleto.message'), charge.solicitacaoPagador] as [string, string]]
      : []),
  ];
}

/**
 * A boleto with Pix as a PDF (jsPDF, loaded only when asked for): the terms as text, the Pix QR
 * Code, the typeable line and the ITF barcode drawn as vectors (JsBarcode's bars, qrcode's
 * modules), so it prints sharp and a reader finds every word.
 */
export async function boletoPdf(
  charge: PixCharge,
  beneficiary: Beneficiary,
  t: TFunction<'pix'>,
): Promise<Blob> {
  const [{ jsPDF }, { default: JsBarcode }, QRCode] = await Promise.all([
    import('jspdf'),
    import('jsbarcode'),
    import('qrcode'),
  ]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = PAGE.margin;
  const textWidth = PAGE.width - PAGE.margin * 2;
  doc.setProperties({ title: t('boleto.pdfTitle'), subject: charge.txid });

  let y = PAGE.margin;
  doc.setFont('helvetica', 'bold').setFontSize(18);
  doc.text(t('boleto.pdfTitle'), left, y);
  y += PAGE.line * 2;

  doc.setFontSize(10);
  for (const [label, value] of boletoLines(charge, beneficiary, t)) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, left, y);
    doc.setFont('helvetica', 'normal');
    const wrapped = doc.splitTextToSize(value, textWidth - 150) as string[];
    doc.text(wrapped, left + 150, y);
    y += PAGE.line * wrapped.length;
  }
  y += PAGE.gap;
  doc.setFont('helvetica', 'bold').text(t('boleto.instructions'), left, y);
  doc.setFont('helvetica', 'normal');
  for (const instruction of boletoInstructions(charge, t)) {
    y += PAGE.line;
    doc.text(instruction, left + 150, y);
  }
  y += PAGE.line * 2;

  // The Pix QR Code, module by module, beside how to pay with it and the code itself.
  const qr = QRCode.create(charge.pixCopiaECola, { errorCorrectionLevel: 'M' }).modules;
  const cell = QR_SIZE / qr.size;
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.get(row, col)) doc.rect(left + col * cell, y + row * cell, cell, cell, 'F');
    }
  }
  const besideQr = left + QR_SIZE + 20;
  doc
    .setFontSize(10)
    .text(
      doc.splitTextToSize(t('boleto.payWithPix'), textWidth - QR_SIZE - 20) as string[],
      besideQr,
      y + PAGE.line,
    );
  doc
    .setFontSize(7)
    .text(
      doc.splitTextToSize(charge.pixCopiaECola, textWidth - QR_SIZE - 20) as string[],
      besideQr,
      y + PAGE.line * 4,
    );
  y += QR_SIZE + PAGE.line * 2;

  if (charge.boleto) {
    doc.setFont('helvetica', 'bold').setFontSize(10).text(t('boleto.line'), left, y);
    y += PAGE.line;
    doc.setFont('courier', 'bold').setFontSize(12);
    doc.text(formatBoletoLine(charge.boleto.linhaDigitavel) ?? '', left, y);
    y += PAGE.line;
    // Interleaved 2 of 5 of the 44 digits: JsBarcode encodes it, each '1' a bar module.
    const encoded: { encodings?: Array<{ data: string }> } = {};
    JsBarcode(encoded, charge.boleto.codigoDeBarras, { format: 'ITF' });
    const bars = encoded.encodings?.[0]?.data ?? '';
    for (const run of bars.matchAll(/1+/g)) {
      doc.rect(
        left + run.index * BARCODE.module,
        y,
        run[0].length * BARCODE.module,
        BARCODE.height,
        'F',
      );
    }
  }
  return doc.output('blob');
}

/** `boleto-pix-<txid>.pdf` */
export const boletoFileName = (charge: Pick<PixCharge, 'txid'>) => `boleto-pix-${charge.txid}.pdf`;
