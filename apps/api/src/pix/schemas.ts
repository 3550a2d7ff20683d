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
    fee_cents: z
      .number()
      .int()
      .describe('Tarifa cobrada com o Pix (conta PJ; 0 quando não há), fora do valor enviado'),
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

const CHARGE_STATUSES = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
] as const;
export const chargeStatus = z.enum(CHARGE_STATUSES);

/** A fine, interest or abatement as the central bank's API writes it. */
const chargeShare = z.object({
  modalidade: z.number().int().describe('1 valor fixo, 2 percentual (juros: 3 = % ao mês)'),
  valorPerc: z.string().describe('Em reais ou em pontos percentuais, com ponto: 2.00'),
});

/**
 * A charge as the central bank's Pix API writes it, immediate (`cob`: `calendario.expiracao`)
 * or with due date (`cobv`: `dataDeVencimento`, `devedor`, fine, interest, abatement, discount
 * and `valor.final`, what it asks on the day asked). What a location answers (signed) and the
 * base of what the account's own routes answer.
 */
export const pixChargePayload = z.object({
  txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/),
  revisao: z.number().int().min(0),
  status: chargeStatus,
  calendario: z.object({
    criacao: z.iso.datetime({ offset: true }),
    apresentacao: z.iso.datetime({ offset: true }),
    expiracao: z.number().int().positive().optional().describe('cob: validade em segundos'),
    dataDeVencimento: z.iso.date().optional().describe('cobv: o vencimento, como emitido'),
    validadeAposVencimento: z.number().int().min(0).optional().describe('cobv: dias corridos'),
  }),
  devedor: z
    .object({
      cpf: z.string().optional(),
      cnpj: z.string().optional(),
      nome: z.string(),
      logradouro: z.string().optional().describe('cobv: rua e número do pagador'),
      cidade: z.string().optional(),
      uf: z.string().optional(),
      cep: z.string().optional(),
    })
    .optional(),
  valor: z.object({
    original: z.string().describe('Em reais, com ponto: 12.34'),
    modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional(),
    multa: chargeShare.optional(),
    juros: chargeShare.optional(),
    abatimento: chargeShare.optional(),
    desconto: z
      .object({
        modalidade: z.number().int(),
        descontoDataFixa: z.array(z.object({ data: z.iso.date(), valorPerc: z.string() })),
      })
      .optional(),
    final: z.string().optional().describe('cobv: o valor devido no dia consultado'),
  }),
  chave: z.string(),
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: z
    .array(z.object({ nome: z.string().max(50), valor: z.string().max(200) }))
    .max(50)
    .optional(),
});
