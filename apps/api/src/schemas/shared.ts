import { emailField, encodedPinField } from '@ipe/domain';
import { z } from 'zod';

/**
 * Schemas many routes share, defined once so they cannot drift (each one was written by hand in
 * up to five route modules before). Route modules compose these; nothing here imports a feature.
 */

/** An e-mail as sign-in reads it: trimmed, lowercase (@ipe/domain's field, as the forms use it). */
export const emailAddress = emailField;

/** The path's {sub}: the account the caller acts on, always their own (checked by ownAccount). */
export const accountParams = z.object({
  sub: z
    .string()
    .min(1)
    .max(64)
    .describe('Identidade da conta: o sub do token (só a própria conta)'),
});

/** A PIN as the client sends it: encodePin() of @ipe/domain. */
export const encodedPin = z
  .pipe(encodedPinField, z.string())
  .describe('encodePin(PIN): SHA-256 do PIN, 64 caracteres hexadecimais minúsculos');

/** Money in integer centavos, more than zero. */
export const amountCents = z
  .number()
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER)
  .describe('Valor em centavos (inteiro, maior que zero)');

/** The header of every money-moving POST (docs/decisions/0003-idempotency.md). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'Use apenas caracteres ASCII visíveis')
    .describe('Chave única por operação: repetir a chave devolve a primeira resposta'),
});

/** A keyset page's position: the next_cursor of the page before. */
export const pageCursor = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .describe('next_cursor da página anterior');
