import { z } from 'zod';

import { accountParams, amountCents, encodedPin, idempotencyHeaders } from '../schemas/shared';

export { accountParams, idempotencyHeaders };

/** Request and answer shapes of the transfer routes; they are also the OpenAPI contract. */
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
    amount_cents: amountCents,
    description: z.string().trim().max(140).optional(),
    pin: encodedPin,
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
