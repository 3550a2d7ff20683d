/** Every way a ledger operation can be refused, with the HTTP status it maps to. */
export const LEDGER_ERRORS = {
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente para realizar esta operação.' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'Esta chave de idempotência já foi usada em outra operação com dados diferentes.',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Conta não encontrada.' },
  SAME_ACCOUNT: {
    status: 422,
    message: 'A conta de origem e a conta de destino precisam ser diferentes.',
  },
  INVALID_AMOUNT: {
    status: 400,
    message: 'O valor precisa ser um número inteiro de centavos maior que zero.',
  },
  INVALID_TRANSFER: { status: 400, message: 'Dados da transferência inválidos.' },
  TRANSFER_NOT_FOUND: { status: 404, message: 'Transferência não encontrada.' },
  TRANSFER_NOT_PENDING: {
    status: 409,
    message: 'Esta transferência não é uma reserva pendente.',
  },
  TRANSFER_ALREADY_POSTED: { status: 409, message: 'Esta transferência já foi efetivada.' },
  TRANSFER_ALREADY_VOIDED: { status: 409, message: 'Esta transferência já foi cancelada.' },
} as const;

export type LedgerErrorCode = keyof typeof LEDGER_ERRORS;

/**
 * A refused ledger operation. `statusCode` and `code` are what Fastify's error handler reads, so
 * the answer is `{ code, message }` with a pt-BR message and the right status.
 */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  readonly statusCode: number;

  constructor(code: LedgerErrorCode, message: string = LEDGER_ERRORS[code].message) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
    this.statusCode = LEDGER_ERRORS[code].status;
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
