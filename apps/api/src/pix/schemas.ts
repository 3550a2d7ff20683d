import { ACCOUNT_TYPES, PIX_KEY_TYPES, REFUND_NATURES } from '@ipe/domain';
import { z } from 'zod';
import { errorCode, moneyMovementRefusals } from '../errors';

/** A Pix participant as an answer names it: its ISPB and its name. */
export const institution = z.object({ ispb: z.string(), name: z.string() });

/** A payment as the API answers it: the receipt (views.ts paymentView). */
export const pixPayment = z
  .object({
    id: z.string(),
    end_to_end_id: z.string().describe('Identificador fim a fim do Pix (32 caracteres)'),
    channel: z
      .enum(['key', 'bank_data', 'br_code', 'account', 'refund'])
      .describe(
        'account: transferência para outra conta do Ipê; refund: devolução de um Pix recebido',
      ),
    status: z.enum(['settling', 'completed', 'rejected', 'refused']),
    reason: errorCode.nullable().describe('Por que não foi concluído'),
    amount_cents: z.number().int(),
    description: z.string().nullable(),
    txid: z.string().nullable().describe('A cobrança paga (Pix Copia e Cola), quando houve'),
    refund_of: z
      .object({ end_to_end_id: z.string(), nature: z.enum(REFUND_NATURES) })
      .nullable()
      .describe('Numa devolução: o Pix recebido que ela devolve'),
    created_at: z.string(),
    settled_at: z.string().nullable(),
    payer: z.object({
      name: z.string(),
      document: z.string(),
      institution,
      branch: z.string(),
      account: z.string(),
    }),
    payee: z.object({
      name: z
        .string()
        .nullable()
        .describe('Desconhecido num Pix por dados bancários a outro banco'),
      document: z.string(),
      institution,
      branch: z.string().nullable(),
      account: z.string().nullable(),
      account_type: z.enum(ACCOUNT_TYPES),
      key_type: z.enum(PIX_KEY_TYPES).nullable(),
      key: z.string().nullable(),
    }),
  })
  .meta({ id: 'PixPayment' });

/** What a payment route answers: the payment made, or why not. */
export const paymentAnswers = { 201: z.object({ data: pixPayment }), ...moneyMovementRefusals };
