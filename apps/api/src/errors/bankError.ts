import type { ErrorCode, FieldErrorCode } from '@ipe/domain';

/**
 * The one refusal of the bank server: a stable code from @ipe/domain's catalogue, and the fields
 * that travel beside it in the answer (the 423 flags, remaining_attempts, retry_after_seconds,
 * per-field codes). Services and the ledger throw or return it; its HTTP status and pt-BR
 * message are chosen at the edge (errorAnswers.ts). `detail` is for the log, never the answer.
 */
/** What travels beside the code; `fields` names each refused field's FieldErrorCode. */
export interface BankErrorExtra {
  fields?: Record<string, FieldErrorCode>;
  [key: string]: unknown;
}

export class BankError extends Error {
  readonly code: ErrorCode;
  readonly extra: BankErrorExtra;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, extra: BankErrorExtra = {}, detail?: string) {
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
