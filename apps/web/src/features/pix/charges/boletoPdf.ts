import type { TFunction } from 'i18next';
import {
  formatBasisPoints,
  formatBrl,
  formatCnpj,
  formatCpf,
  formatAddressLine,
  formatDay,
  lastPayableDate,
  readBrCodeAmount,
} from '@ipe/domain';
import type { PixCharge } from '../../../app/api/types';
import { boletoSheetPdf } from '../../../app/documents';
import { chargeAmount } from './chargeState';

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
  // The issuer's own words come after the terms, as a printed boleto lists them.
  if (charge.boleto?.instrucoes) lines.push(charge.boleto.instrucoes);
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
    ...(charge.chave ? [[t('boleto.pixKey'), charge.chave] as [string, string]] : []),
    [t('boleto.payer'), `${charge.devedor?.nome ?? ''} · ${payerDocument(charge)}`],
    ...(charge.boleto?.enderecoPagador
      ? [
          [t('boleto.payerAddress'), formatAddressLine(charge.boleto.enderecoPagador)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('boleto.dueDate'), formatDay(charge.calendario.dataDeVencimento ?? '')],
    [t('boleto.documentAmount'), formatBrl(chargeAmount(charge))],
    [t('boleto.ourNumber'), charge.txid],
    ...(charge.solicitacaoPagador
      ? [[t('boleto.message'), charge.solicitacaoPagador] as [string, string]]
      : []),
  ];
}

/** A boleto with Pix as a PDF: its lines, its terms, its QR Code, line and barcode. */
export function boletoPdf(
  charge: PixCharge,
  beneficiary: Beneficiary,
  t: TFunction<'pix'>,
): Promise<Blob> {
  return boletoSheetPdf({
    title: t('boleto.pdfTitle'),
    subject: charge.txid,
    stubTitle: t('boleto.stubTitle'),
    slipTitle: t('boleto.slipTitle'),
    cutLabel: t('boleto.cutLabel'),
    rows: boletoLines(charge, beneficiary, t),
    instructionsLabel: t('boleto.instructions'),
    instructions: boletoInstructions(charge, t),
    pix: charge.pixCopiaECola
      ? { code: charge.pixCopiaECola, caption: t('boleto.payWithPix') }
      : undefined,
    lineLabel: t('boleto.line'),
    line: charge.boleto?.linhaDigitavel ?? '',
    barcode: charge.boleto?.codigoDeBarras ?? '',
  });
}

/** `boleto-pix-<txid>.pdf` */
export const boletoFileName = (charge: Pick<PixCharge, 'txid'>) => `boleto-pix-${charge.txid}.pdf`;
