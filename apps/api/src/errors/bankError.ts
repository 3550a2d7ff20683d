import type { ErrorCode } from '@ipe/domain';

/**
 * The one refusal of the bank server: a stable code from @ipe/domain's catalogue, and the fields
 * that travel beside it in the answer (the 423 flags, remaining_attempts, retry_after_seconds,
 * per-field messages). Services and the ledger throw or return it; its HTTP status and pt-BR
 * message are chosen at the edge (errorAnswers.ts). `detail` is for the log, never the answer.
 */
export class BankError extends Error {
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, extra: Record<string, unknown> = {}, detail?: string) {
    super(detail ?? code);
    this.name = 'BankError';
    this.code = code;
    this.extra = extra;
    this.detail = detail;
  }
}

export function isBankError(error: unknown, code?: ErrorCode): error is BankError {
  return error instanceof BankError && (code === undefined || error.code === code);
}
