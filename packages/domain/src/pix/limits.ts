/** Regulated Pix facts (Banco Central do Brasil), DESIGN.md §7. */
export const PIX_KEY_LIMITS = { person: 5, company: 20 } as const;
/** DICT's claim flow: the donor has 7 days to confirm or cancel a portability or ownership claim. */
export const PIX_KEY_CLAIM_RESOLUTION_DAYS = 7;
/** The kinds of key a holder registers by proving the address or number is theirs (a code). */
export const CONFIRMED_PIX_KEY_TYPES = ['email', 'phone'] as const;
export type ConfirmedPixKeyType = (typeof CONFIRMED_PIX_KEY_TYPES)[number];

/** Whether a kind of key is registered only with the code sent to it (e-mail, phone). */
export function isConfirmedPixKeyType(type: string): type is ConfirmedPixKeyType {
  return (CONFIRMED_PIX_KEY_TYPES as readonly string[]).includes(type);
}
export const PIX_REFUND_WINDOW_DAYS = 90;
export const REFUND_NATURES = ['ORIGINAL', 'RETIRADA'] as const;
export type RefundNature = (typeof REFUND_NATURES)[number];
export const PIX_NIGHT_PERIOD = { start: '20:00', end: '06:00' } as const;
/** Resolução BCB 402/2024: a device never used for Pix, until registered. */
export const UNREGISTERED_DEVICE_LIMITS = { perPaymentCents: 20000, perDayCents: 100000 } as const;
/** A raise takes effect between 24 h and 48 h after the request; a cut at once. */
export const LIMIT_INCREASE_DELAY_HOURS = { min: 24, max: 48 } as const;

/**
 * MED 2.0 (Mecanismo Especial de Devolução, in force since 2025-10-01): a payer contests a Pix of
 * fraud, scam or coercion within 80 days; the receiving bank blocks what is there at once,
 * analyses within 7 days and gives it back within 11.
 */
export const PIX_DISPUTE_WINDOW_DAYS = 80;
export const PIX_DISPUTE_ANALYSIS_DAYS = 7;
export const PIX_DISPUTE_REFUND_DAYS = 11;
export const PIX_DISPUTE_REASONS = ['FRAUD', 'SCAM', 'COERCION'] as const;
export type PixDisputeReason = (typeof PIX_DISPUTE_REASONS)[number];
/** What a payer may contest: a Pix it paid, not a refund nor a transfer between accounts. */
export const PIX_CONTESTABLE_CHANNELS = ['key', 'bank_data', 'br_code'] as const;

/**
 * The Pix API (/pix/v2) a shop's system calls with its own credentials: how many an account may
 * hold at once, and how long an access token lasts (the central bank's API uses one hour).
 */
export const PIX_API_CLIENT_LIMIT = 5;
export const PIX_API_TOKEN_SECONDS = 3600;
