import { barcodeToLine } from '@ipe/domain';
import { z } from 'zod';
import { errorCode } from '../errors';
import { maskDocument, payerAddress } from '../pix';
import type { BankAccountRecord } from '../transfer';
import type { IssuedBoleto, PublicBoleto } from './issued';
import type { BoletoBill, BoletoBreakdown, BoletoPayment } from './payments';
import type { BoletoSchedule } from './schedules';

/** A CPF is shown masked and a CNPJ whole, as a printed boleto shows its beneficiary's. */
const shownDocument = (document: string) =>
  maskDocument(document.length === 11 ? 'person' : 'company', document);

const party = z.object({ name: z.string(), document: z.string() });

const breakdown = z
  .object({
    abatement_cents: z.number().int(),
    discount_cents: z.number().int(),
    fine_cents: z.number().int(),
    interest_cents: z.number().int(),
  })
  .describe('Do que o valor de hoje é feito: abatimento e desconto saem, multa e juros entram');

const breakdownView = (parts: BoletoBreakdown) => ({
  abatement_cents: parts.abatement,
  discount_cents: parts.discount,
  fine_cents: parts.fine,
  interest_cents: parts.interest,
});

const billFields = {
  barcode: z.string().describe('Código de barras (44 dígitos)'),
  line: z.string().describe('Linha digitável (47 dígitos, ou 48 numa conta de consumo)'),
  kind: z.enum(['bank', 'collection']).describe('collection: conta de consumo ou tributo'),
  beneficiary: party,
  due_date: z.string().nullable(),
  face_amount_cents: z.number().int().describe('Valor do documento'),
  amount_cents: z.number().int().describe('Valor a pagar no dia do processamento'),
  breakdown,
};

/** A bill before it is paid. */
export const boletoBill = z
  .object({
    ...billFields,
    payer: party.nullable().describe('A quem o boleto é dirigido'),
    processing_date: z
      .string()
      .describe('Dia útil em que é processado: depois das 22h, ou fora de dia útil, o seguinte'),
    processing_deferred: z.boolean().describe('Processado num dia depois de hoje'),
    schedule: z
      .object({
        date: z
          .string()
          .describe('O dia do pagamento agendado: o vencimento, ou o dia útil seguinte'),
        amount_cents: z.number().int().describe('O que o boleto cobra nesse dia'),
      })
      .nullable()
      .describe('Agendar para o vencimento: null quando já venceu ou não tem vencimento'),
  })
  .meta({ id: 'BoletoBill' });

export function billView(bill: BoletoBill): z.infer<typeof boletoBill> {
  return {
    barcode: bill.barcode,
    line: bill.line,
    kind: bill.kind,
    beneficiary: {
      name: bill.beneficiary.name,
      document: shownDocument(bill.beneficiary.document),
    },
    payer: bill.payer && { name: bill.payer.name, document: shownDocument(bill.payer.document) },
    due_date: bill.dueDate,
    face_amount_cents: bill.faceAmount,
    amount_cents: bill.amount,
    breakdown: breakdownView(bill.breakdown),
    processing_date: bill.payDate,
    processing_deferred: bill.deferred,
    schedule: bill.schedule && { date: bill.schedule.date, amount_cents: bill.schedule.amount },
  };
}

/** A boleto paid: the receipt. */
export const boletoPayment = z
  .object({
    id: z.string(),
    status: z.enum(['settling', 'completed', 'rejected', 'refused']),
    reason: errorCode.nullable().describe('Por que não foi concluído'),
    ...billFields,
    description: z.string().nullable(),
    processing_date: z.string(),
    authentication: z.string().describe('Autenticação do comprovante'),
    created_at: z.string(),
    settled_at: z.string().nullable(),
    payer: z.object({
      name: z.string(),
      document: z.string(),
      branch: z.string(),
      account: z.string(),
    }),
  })
  .meta({ id: 'BoletoPayment' });

export function paymentView(
  payment: BoletoPayment,
  payer: BankAccountRecord,
): z.infer<typeof boletoPayment> {
  return {
    id: payment.id,
    status: payment.status,
    reason: payment.reason,
    barcode: payment.barcode,
    line: payment.line,
    kind: payment.kind,
    beneficiary: {
      name: payment.beneficiary.name,
      document: shownDocument(payment.beneficiary.document),
    },
    due_date: payment.dueDate,
    face_amount_cents: payment.faceAmount,
    amount_cents: payment.amount,
    breakdown: breakdownView(payment.breakdown),
    description: payment.description,
    processing_date: payment.processingDate,
    authentication: payment.authentication,
    created_at: payment.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
    payer: {
      name: payer.holderName,
      document: maskDocument(payer.holderKind, payer.document),
      branch: payer.branch,
      account: payer.number,
    },
  };
}

/** A boleto of this bank as its public page shows it. */
export const publicBoleto = z
  .object({
    status: z
      .enum(['open', 'overdue', 'paid', 'cancelled', 'expired'])
      .describe('overdue: vencido, ainda pagável; expired: não pode mais ser pago'),
    beneficiary: party,
    payer: party.describe('Como o boleto impresso mostra: nome e documento mascarado'),
    payer_address: payerAddress.nullable().describe('O endereço do pagador, como o boleto imprime'),
    instructions: z.string().nullable().describe('Instruções livres de quem emitiu'),
    due_date: z.string(),
    face_amount_cents: z.number().int(),
    amount_today_cents: z
      .number()
      .int()
      .nullable()
      .describe('O que pede hoje; nulo se não pode ser pago'),
    line: z.string(),
    barcode: z.string(),
    pix_code: z.string().nullable().describe('Pix Copia e Cola, enquanto pode ser pago'),
    description: z.string().nullable(),
    txid: z.string(),
    terms: z
      .object({
        fine_bps: z.number().int().nullable(),
        monthly_interest_bps: z.number().int().nullable(),
        abatement_cents: z.number().int().nullable(),
        discount: z.object({ amount_cents: z.number().int(), until: z.string() }).nullable(),
        last_payable_date: z.string(),
      })
      .describe('As instruções do boleto: multa, juros, abatimento, desconto, último dia'),
  })
  .meta({ id: 'PublicBoleto' });

export function publicView(boleto: PublicBoleto): z.infer<typeof publicBoleto> {
  return {
    status: boleto.status,
    beneficiary: {
      name: boleto.beneficiary.name,
      document: shownDocument(boleto.beneficiary.document),
    },
    payer: { name: boleto.payer.name, document: shownDocument(boleto.payer.document) },
    payer_address: boleto.payerAddress,
    instructions: boleto.instructions,
    due_date: boleto.dueDate,
    face_amount_cents: boleto.faceAmount,
    amount_today_cents: boleto.amountToday,
    line: boleto.line,
    barcode: boleto.barcode,
    pix_code: boleto.pixCode,
    description: boleto.description,
    txid: boleto.txid,
    terms: {
      fine_bps: boleto.terms.fineBps,
      monthly_interest_bps: boleto.terms.monthlyInterestBps,
      abatement_cents: boleto.terms.abatement,
      discount: boleto.terms.discount && {
        amount_cents: boleto.terms.discount.amount,
        until: boleto.terms.discount.until,
      },
      last_payable_date: boleto.terms.lastPayableDate,
    },
  };
}

/** A boleto in its issuer's list. */
export const issuedBoleto = z
  .object({
    txid: z.string(),
    identifier: z.string().describe('Da página pública, /boleto/{identifier}'),
    payer_name: z.string(),
    due_date: z.string(),
    face_amount_cents: z.number().int(),
    amount_today_cents: z.number().int().nullable(),
    status: publicBoleto.shape.status,
    paid_amount_cents: z.number().int().nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'IssuedBoleto' });

export function issuedView(boleto: IssuedBoleto): z.infer<typeof issuedBoleto> {
  return {
    txid: boleto.txid,
    identifier: boleto.publicId,
    payer_name: boleto.payerName,
    due_date: boleto.dueDate,
    face_amount_cents: boleto.faceAmount,
    amount_today_cents: boleto.amountToday,
    status: boleto.status,
    paid_amount_cents: boleto.paid?.amount ?? null,
    paid_at: boleto.paid?.at.toISOString() ?? null,
    created_at: boleto.createdAt.toISOString(),
  };
}

/** A boleto scheduled for its due date. */
export const boletoSchedule = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
    barcode: billFields.barcode,
    line: billFields.line,
    kind: billFields.kind,
    beneficiary: party,
    due_date: z.string(),
    scheduled_for: z.string().describe('O dia em que é pago'),
    amount_cents: z.number().int().describe('O que o titular confirmou: o valor do boleto no dia'),
    description: z.string().nullable(),
    attempt: z.number().int().describe('A tentativa em curso ou a próxima (1 a 4 no dia)'),
    next_attempt_at: z.string().nullable().describe('A próxima tentativa, se pendente'),
    payment_id: z.string().nullable().describe('O pagamento feito (o comprovante) ou recusado'),
    reason: errorCode.nullable().describe('Por que não foi pago'),
    created_at: z.string(),
  })
  .meta({ id: 'BoletoSchedule' });

export function scheduleView(schedule: BoletoSchedule): z.infer<typeof boletoSchedule> {
  return {
    id: schedule.id,
    status: schedule.status,
    barcode: schedule.barcode,
    line: barcodeToLine(schedule.barcode)!,
    kind: schedule.kind,
    beneficiary: {
      name: schedule.beneficiary.name,
      document: shownDocument(schedule.beneficiary.document),
    },
    due_date: schedule.dueDate,
    scheduled_for: schedule.scheduledFor,
    amount_cents: schedule.amount,
    description: schedule.description,
    attempt: schedule.attempt,
    next_attempt_at: schedule.nextAttemptAt?.toISOString() ?? null,
    payment_id: schedule.paymentId,
    reason: schedule.reason,
    created_at: schedule.createdAt.toISOString(),
  };
}
