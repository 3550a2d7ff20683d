import { z } from 'zod';

/** Request and answer shapes of the transfer routes; they are also the OpenAPI contract. */
export const accountParams = z.object({
  sub: z.string().min(1).max(64).describe('Identidade da conta (claim sub do token)'),
});

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'Use apenas caracteres ASCII visíveis')
    .describe('Chave única por transferência: repetir a chave devolve a primeira resposta'),
});

const branch = z.string().regex(/^\d{4}$/, 'Agência com 4 dígitos');
const accountNumber = z
  .string()
  .regex(/^\d{1,13}(-?[0-9Xx])?$/, 'Número da conta inválido')
  .describe('Número da conta com dígito, ex. 12345-6');

export const destinationSchema = z.union([
  z.object({ account_id: z.string().min(1).max(64) }).strict(),
  z.object({ branch, number: accountNumber }).strict(),
]);

export const internalTransferBody = z
  .object({
    destination: destinationSchema.describe('Conta de destino: por id, ou por agência e número'),
    amount_cents: z
      .number()
      .int()
      .min(1)
      .max(Number.MAX_SAFE_INTEGER)
      .describe('Valor em centavos (inteiro, maior que zero)'),
    description: z.string().trim().max(140).optional(),
    pin: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'Envie o PIN codificado (SHA-256 em hexadecimal).')
      .describe('encodePin(PIN): SHA-256 do PIN em hexadecimal minúsculo'),
  })
  .strict()
  .meta({ id: 'InternalTransferRequest' });

export const transferParty = z
  .object({
    account_id: z.string(),
    branch: z.string(),
    number: z.string(),
    holder_name: z.string(),
  })
  .meta({ id: 'TransferParty' });

export const transferReceipt = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'posted', 'voided']),
    amount_cents: z.number().int(),
    description: z.string().nullable(),
    created_at: z.string(),
    source: transferParty,
    destination: transferParty,
    replayed: z.boolean(),
  })
  .meta({ id: 'TransferReceipt' });

export const statementQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional()
    .describe('next_cursor da página anterior'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const statementItem = z
  .object({
    id: z.string(),
    created_at: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    kind: z.string(),
    direction: z.enum(['debit', 'credit']),
    amount_cents: z.number().int(),
    signed_amount_cents: z.number().int().describe('Negativo quando o dinheiro saiu da conta'),
    status: z.enum(['pending', 'posted', 'voided']),
    counterparty: transferParty.nullable(),
  })
  .meta({ id: 'StatementItem' });

export const statementPage = z
  .object({
    items: z.array(statementItem),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'StatementPage' });
