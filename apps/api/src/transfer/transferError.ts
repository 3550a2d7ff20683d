/** Ways an internal transfer is refused before it reaches the ledger. */
export const TRANSFER_ERRORS = {
  DESTINATION_NOT_FOUND: { status: 404, message: 'Conta de destino não encontrada.' },
  DESTINATION_UNAVAILABLE: {
    status: 422,
    message: 'A conta de destino não pode receber transferências.',
  },
  SAME_ACCOUNT: {
    status: 422,
    message: 'A conta de origem e a conta de destino precisam ser diferentes.',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Conta não encontrada.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'Envie o cabeçalho Idempotency-Key para movimentar dinheiro.',
  },
} as const;

export type TransferErrorCode = keyof typeof TRANSFER_ERRORS;

export class TransferError extends Error {
  readonly code: TransferErrorCode;
  readonly statusCode: number;

  constructor(code: TransferErrorCode) {
    super(TRANSFER_ERRORS[code].message);
    this.name = 'TransferError';
    this.code = code;
    this.statusCode = TRANSFER_ERRORS[code].status;
  }
}
