import { MOVEMENT_CATEGORIES } from '@ipe/domain';
import { z } from 'zod';
import { pageCursor } from '../schemas/shared';
import { transferParty } from '../transfer';
import { EXPORT_FORMATS } from './export/statementExport';

/** Request and answer shapes of the statement routes; they are also the OpenAPI contract. */
const day = z.iso.date();

export const statementQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: pageCursor.optional(),
  from: day.optional().describe('Primeiro dia (São Paulo), incluído'),
  to: day.optional().describe('Último dia (São Paulo), incluído'),
  direction: z.enum(['debit', 'credit']).optional().describe('Só saídas ou só entradas'),
  category: z
    .enum(MOVEMENT_CATEGORIES)
    .optional()
    .describe('Pix, transferência, boleto, cartão, tarifa'),
  q: z.string().trim().max(80).optional().describe('Busca por nome ou descrição'),
});

export const statementItem = z
  .object({
    id: z.string(),
    created_at: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    kind: z.string(),
    category: z.enum(MOVEMENT_CATEGORIES).nullable(),
    direction: z.enum(['debit', 'credit']),
    amount_cents: z.number().int(),
    signed_amount_cents: z.number().int().describe('Negativo quando o dinheiro saiu da conta'),
    status: z.enum(['pending', 'posted', 'voided']),
    counterparty: transferParty.nullable(),
    counterparty_name: z
      .string()
      .nullable()
      .describe('Quem estava do outro lado, em qualquer banco'),
    pix_payment_id: z
      .string()
      .nullable()
      .describe('O Pix enviado (GET …/pix/payments/{id}): o comprovante'),
    boleto_payment_id: z
      .string()
      .nullable()
      .describe('O boleto pago (GET …/boletos/payments/{id}): o comprovante'),
    pix_received_id: z
      .string()
      .nullable()
      .describe('O Pix recebido (end-to-end id): o que pode ser devolvido (…/pix/received/{id})'),
  })
  .meta({ id: 'StatementItem' });

export const statementPage = z
  .object({
    items: z.array(statementItem),
    days: z
      .array(z.object({ date: day, closing_balance_cents: z.number().int() }))
      .describe('Os dias desta página, cada um com o saldo ao fim do dia'),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'StatementPage' });

export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS)
    .describe('pdf; csv (planilhas em português); csv-plain (programas); ofx (2.2); ofx1 (1.0.2)'),
  from: day.optional().describe('Primeiro dia (São Paulo), incluído; 30 dias atrás se ausente'),
  to: day.optional().describe('Último dia (São Paulo), incluído; hoje se ausente'),
});

/** The file itself (PDF, CSV or OFX), streamed. */
export const exportFile = z.string().meta({ format: 'binary' });

export const summaryQuery = z.object({
  from: day.optional().describe('Primeiro dia (São Paulo), incluído; 30 dias atrás se ausente'),
  to: day.optional().describe('Último dia (São Paulo), incluído; hoje se ausente'),
});

export const summaryAnswer = z
  .object({
    from: day,
    to: day,
    by_category: z.array(
      z.object({
        category: z.enum([...MOVEMENT_CATEGORIES, 'other']),
        debit_cents: z.number().int(),
        credit_cents: z.number().int(),
      }),
    ),
    by_month: z.array(
      z.object({
        month: z.string().describe('aaaa-mm'),
        credit_cents: z.number().int(),
        debit_cents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StatementSummary' });
