/**
 * Account statuses and their numeric codes (SPEC §3 `status`: a number; above 1 means consult
 * mode, SPEC §9). Only ACTIVE may move money.
 */
export const ACCOUNT_STATUS_CODES = {
  ACTIVE: 1,
  IN_ANALYSIS: 2,
  PENDING_ACTIVATION: 3,
  REMAKE_KYC: 4,
  BLOCKED: 5,
  CLOSED: 6,
} as const;

export type AccountStatusName = keyof typeof ACCOUNT_STATUS_CODES;

export const ACCOUNT_STATUS_NAMES = Object.keys(ACCOUNT_STATUS_CODES) as AccountStatusName[];

/**
 * Kinds of user bound to an account (SPEC §3 `user_type`; above 2 is read-only, SPEC §6):
 * the holder, an operator invited by the holder, and a viewer.
 */
export const USER_TYPES = { HOLDER: 1, OPERATOR: 2, VIEWER: 3 } as const;
