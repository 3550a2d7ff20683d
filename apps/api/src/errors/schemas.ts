import { ERROR_CODES, FIELD_ERROR_CODES } from '@ipe/domain';
import { z } from 'zod';

/**
 * The one error body of every route: a stable `code` from @ipe/domain's catalogue and a pt-BR
 * `message`. Invalid input adds
 * `fields` (field → code). Never a stack trace.
 */
/** The catalogue's codes, one component of the contract that every error body refers to. */
export const errorCode = z
  .enum(ERROR_CODES)
  .meta({ id: 'ErrorCode', description: 'Código estável do erro (docs/product/errors.md)' });

/** Why one field was refused: the same codes as the forms' own checks (@ipe/domain). */
const fieldErrorCode = z
  .enum(FIELD_ERROR_CODES)
  .meta({ id: 'FieldErrorCode', description: 'Código estável do erro de um campo' });

export const errorBody = z
  .object({
    code: errorCode,
    message: z.string().describe('Mensagem em português para a pessoa'),
    fields: z
      .record(z.string(), fieldErrorCode)
      .optional()
      .describe('Erros por campo (400): nome do campo → código (docs/product/errors.md)'),
    remaining_attempts: z
      .number()
      .int()
      .optional()
      .describe('Tentativas de PIN que restam antes do bloqueio'),
    retry_after_seconds: z.number().int().optional().describe('Quando tentar de novo (429)'),
    payment_id: z
      .string()
      .optional()
      .describe('O pagamento recusado ou devolvido (o comprovante mostra o motivo)'),
    claim_type: z
      .enum(['portability', 'ownership'])
      .optional()
      .describe('PIX_KEY_HELD_ELSEWHERE: o pedido que traria a chave para esta conta'),
    limit: z
      .number()
      .int()
      .optional()
      .describe('PIX_KEY_LIMIT_REACHED: quantas chaves a conta pode ter'),
    period: z
      .enum(['daytime', 'nighttime'])
      .optional()
      .describe('PIX_LIMIT_EXCEEDED: o limite de qual período o Pix passaria'),
    available_cents: z
      .number()
      .int()
      .optional()
      .describe('PIX_LIMIT_EXCEEDED: o que ainda cabe num Pix agora'),
  })
  .meta({ id: 'ErrorBody' });

/**
 * 423 Locked (SPEC §3/§8): which permission is missing. `device_match: false` means this device
 * must be enabled; `user_transaction`/`status_account_transaction: false` mean the user or the
 * account may not move money.
 */
export const lockedBody = errorBody
  .extend({
    device_match: z.boolean(),
    user_transaction: z.boolean(),
    status_account_transaction: z.boolean(),
  })
  .meta({ id: 'LockedBody' });

/** 429 after too many wrong PINs: the message is literally `exceeded_attempts` (SPEC §8). */
export const pinExceededBody = z
  .object({ code: z.literal('PIN_ATTEMPTS_EXCEEDED'), message: z.literal('exceeded_attempts') })
  .meta({ id: 'PinAttemptsExceededBody' });

export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The refusals of a route that changes the account without moving money (its Pix keys, its API
 * credentials): invalid input, no session, not found, a conflict, a wrong code or PIN (422),
 * consult mode (423), too many tries.
 */
export const accountChangeRefusals = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  423: lockedBody,
  429: errorBody,
};

/**
 * The refusals of a route that moves money, by status: invalid input, no session, not the
 * caller's account, not found, a reused key, a refusal, consult mode (423), the PIN lock (429),
 * the service off. The success answer is the route's own.
 */
export const moneyMovementRefusals = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  423: lockedBody,
  429: z.union([pinExceededBody, errorBody]),
  503: errorBody,
};
