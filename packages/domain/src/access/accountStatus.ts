/**
 * Account statuses and their numeric codes (SPEC §3 `status`: a number; above 1 means consult
 * mode, SPEC §9). Only ACTIVE may move money. Higher codes are stronger: a lock never lowers one.
 */
export const ACCOUNT_STATUS_CODES = Object.freeze({
  ACTIVE: 1,
  IN_ANALYSIS: 2,
  PENDING_ACTIVATION: 3,
  REMAKE_KYC: 4,
  BLOCKED: 5,
  CLOSED: 6,
  /** An account opening the identity analysis refused (docs/product/account-opening.md). */
  REJECTED: 7,
} as const);

export type AccountStatusName = keyof typeof ACCOUNT_STATUS_CODES;

/** Every status name, in the order of its code. */
export const ACCOUNT_STATUS_NAMES = Object.freeze(
  Object.keys(ACCOUNT_STATUS_CODES) as AccountStatusName[],
);

/**
 * Kinds of user bound to an account (SPEC §3 `user_type`; above 2 is read-only, SPEC §6): the
 * holder, an operator invited by the holder, and a viewer.
 */
export const USER_TYPES = Object.freeze({ HOLDER: 1, OPERATOR: 2, VIEWER: 3 } as const);

/** What the server says about the account (SPEC §3), kept in storage under ACCOUNT_STATUS. */
export interface AccountStatus {
  account_id: string;
  /** 'REGULAR' when the account may operate; anything else means consult mode. */
  provider_status: string;
  status: number;
  /** The status's name (the server sends it; the code in `status` is what rules read). */
  status_name?: string;
  user_type: number;
  /** This user may move money on this account; absent (older sessions) counts as allowed. */
  can_transact?: boolean;
  /** Hash of the device key registered for the account; null/absent when none is registered. */
  unique_id_key_hash?: string | null;
  /** The person signed in (not the account's name); absent in older stored values. */
  user_name?: string;
}

/**
 * The status a user sees on an account. A PIN belongs to its user (docs/decisions/0001), so a
 * locked PIN shows as REMAKE_KYC to that user on every account they operate, and never lowers a
 * stronger status of the account itself (BLOCKED, CLOSED).
 */
export function statusSeenBy(
  accountStatus: AccountStatusName,
  user: { pinLocked: boolean },
): AccountStatusName {
  if (!user.pinLocked) return accountStatus;
  return ACCOUNT_STATUS_CODES[accountStatus] > ACCOUNT_STATUS_CODES.REMAKE_KYC
    ? accountStatus
    : 'REMAKE_KYC';
}

/**
 * A stored account status once this user's PIN is locked (429 `exceeded_attempts`): REMAKE_KYC,
 * unless the account's own status is stronger. The app shows consult mode at once with it.
 */
export function withPinLocked(status: AccountStatus): AccountStatus {
  if (Number(status.status) > ACCOUNT_STATUS_CODES.REMAKE_KYC) return status;
  return { ...status, status: ACCOUNT_STATUS_CODES.REMAKE_KYC, status_name: 'REMAKE_KYC' };
}
