/**
 * Every refusal the bank server answers, by its stable code (docs/product/errors.md). The server
 * maps each to an HTTP status and a pt-BR message at its edge; the web shows its own text for
 * each through i18next. A code is added here first, so both sides learn of it together.
 */
export const ERROR_CODES = [
  // Any route
  'VALIDATION_ERROR',
  'INVALID_CHARACTERS',
  'INVALID_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sign-in and session
  'INVALID_CREDENTIALS',
  'CAPTCHA_INVALID',
  'NO_ACCOUNT',
  'SESSION_REQUIRED',
  'SESSION_INVALID',
  'ACCOUNT_MISMATCH',
  'ACCOUNT_NOT_FOUND',
  'INVALID_DEVICE_KEY',
  'TRANSACTION_HASH_INVALID',
  'XSRF_MISMATCH',
  'ADMIN_TOKEN_INVALID',
  // Who may move money (423, SPEC §8)
  'DEVICE_NOT_ENABLED',
  'USER_TRANSACTIONS_NOT_ALLOWED',
  'ACCOUNT_TRANSACTIONS_NOT_ALLOWED',
  // PIN
  'INVALID_PIN',
  'PIN_ATTEMPTS_EXCEEDED',
  'PIN_NOT_SET',
  'SAME_PIN',
  'USER_NOT_FOUND',
  // Devices
  'DEVICE_NOT_FOUND',
  'INVALID_OTP',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_CHALLENGE_NOT_FOUND',
  'TOTP_NOT_ENROLLED',
  // Password
  'WRONG_PASSWORD',
  'INVALID_RESET_CODE',
  // People bound to an account
  'NOT_ACCOUNT_HOLDER',
  'USER_ALREADY_BOUND',
  'USER_ALREADY_EXISTS',
  'CANNOT_REMOVE_HOLDER',
  'CANNOT_CHANGE_HOLDER',
  'BOUND_USER_NOT_FOUND',
  'INVALID_INVITATION_CODE',
  // Addresses
  'CEP_NOT_FOUND',
  // Money
  'INSUFFICIENT_FUNDS',
  'INVALID_AMOUNT',
  'SAME_ACCOUNT',
  'DESTINATION_NOT_FOUND',
  'DESTINATION_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_CONFLICT',
  'INVALID_TRANSFER',
  'INVALID_PAGE',
  'STATEMENT_PERIOD_INVALID',
  'INCOME_REPORT_NOT_AVAILABLE',
  'CARD_NOT_FOUND',
  'CARD_PURCHASE_NOT_FOUND',
  'CARD_PURCHASE_ALREADY_RESOLVED',
  'TRANSFER_NOT_FOUND',
  'TRANSFER_NOT_PENDING',
  'TRANSFER_ALREADY_POSTED',
  'TRANSFER_ALREADY_VOIDED',
  // Pix
  'PIX_KEY_NOT_FOUND',
  'PIX_PAYMENT_NOT_FOUND',
  // The receiving participant refused an outgoing Pix (the money is back in the account)
  'PIX_REJECTED_ACCOUNT_CLOSED',
  'PIX_REJECTED_WRONG_DOCUMENT',
  'PIX_REJECTED_TIMEOUT',
  // A dynamic Pix code's charge, as its issuing participant answered it
  'PIX_CHARGE_NOT_FOUND',
  'PIX_CHARGE_EXPIRED',
  'PIX_CHARGE_ALREADY_PAID',
  'PIX_CHARGE_NOT_TRUSTED',
  // Charges this bank's customers issue, and refunds of a Pix received
  'PIX_CHARGE_TXID_TAKEN',
  'PIX_RECEIVED_NOT_FOUND',
  'PIX_REFUND_OVER_ORIGINAL',
  'PIX_REFUND_WINDOW_CLOSED',
  // Registering Pix keys, and claims on keys held elsewhere (portability, ownership)
  'PIX_KEY_LIMIT_REACHED',
  'PIX_KEY_ALREADY_YOURS',
  'PIX_KEY_HELD_ELSEWHERE',
  'PIX_KEY_CLAIM_OPEN',
  'PIX_KEY_CLAIM_NOT_NEEDED',
  'PIX_KEY_CLAIM_NOT_FOUND',
  // Disputes of a Pix (MED 2.0)
  'PIX_DISPUTE_NOT_AVAILABLE',
  'PIX_DISPUTE_WINDOW_CLOSED',
  'PIX_DISPUTE_ALREADY_OPEN',
  'PIX_DISPUTE_NOT_FOUND',
  'PIX_DISPUTE_CLOSED',
  // Pix limits: a payment past the day's or the night's limit
  'PIX_LIMIT_EXCEEDED',
  // Scheduled Pix: one the holder no longer has, or whose day has come
  'PIX_SCHEDULE_NOT_FOUND',
  'PIX_SCHEDULE_NOT_EDITABLE',
  // Pix Automático: an authorisation or charge the payer does not have, or not in that state
  'PIX_AUTOMATIC_NOT_FOUND',
  'PIX_AUTOMATIC_NOT_PENDING',
  'PIX_AUTOMATIC_NOT_ACTIVE',
  'PIX_AUTOMATIC_CHARGE_NOT_FOUND',
  'PIX_AUTOMATIC_CHARGE_NOT_CANCELLABLE',
  'PIX_AUTOMATIC_CHARGE_DUPLICATE',
  // The Pix API (/pix/v2) a shop's system calls with its own client credentials
  'PIX_API_CLIENT_INVALID',
  'PIX_API_TOKEN_INVALID',
  'PIX_API_CLIENT_NOT_FOUND',
  'PIX_API_CLIENT_LIMIT_REACHED',
  // Boletos: a bill the registry does not know, or cannot be paid, or refused once paid
  'BOLETO_NOT_FOUND',
  'BOLETO_ALREADY_PAID',
  'BOLETO_EXPIRED',
  'BOLETO_REJECTED',
  'BOLETO_PAYMENT_NOT_FOUND',
  // Boletos scheduled for their due date: too late to schedule, or no longer the holder's to change
  'BOLETO_SCHEDULE_NOT_AHEAD',
  'BOLETO_ALREADY_SCHEDULED',
  'BOLETO_SCHEDULE_NOT_FOUND',
  'BOLETO_SCHEDULE_NOT_CANCELLABLE',
  'BOLETO_AMOUNT_CHANGED',
  // Saved recipients
  'FAVORITE_NOT_FOUND',
  'FAVORITE_ALREADY_SAVED',
  // Opening an account, and proving one's identity again (REMAKE_KYC)
  'ONBOARDING_CODE_INVALID',
  'ONBOARDING_SESSION_INVALID',
  'ONBOARDING_STEP_NOT_READY',
  'ONBOARDING_ALREADY_SUBMITTED',
  'ALREADY_CUSTOMER',
  'ACCOUNT_NOT_IN_ANALYSIS',
  'REVERIFICATION_NOT_NEEDED',
  'IDENTITY_NOT_CONFIRMED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

// Built on first use: a bundle that never asks (the sign-in route) carries no list of the codes.
let known: ReadonlySet<string> | undefined;

/** True when `value` is one of the catalogue's codes (an answer from another server may not be). */
export function isErrorCode(value: unknown): value is ErrorCode {
  known ??= new Set(ERROR_CODES);
  return typeof value === 'string' && known.has(value);
}
