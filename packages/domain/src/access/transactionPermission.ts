import { ACCOUNT_STATUS_CODES, USER_TYPES } from './accountStatus';

/** The provider status of an account allowed to operate. */
export const REGULAR_PROVIDER_STATUS = 'REGULAR';

/**
 * The three answers to "may this user move money here now?", as a 423 carries them (SPEC §3/§8):
 * this device is enabled, this user may transact, the account (as this user sees it) may operate.
 */
export type TransactionFlags = {
  device_match: boolean;
  user_transaction: boolean;
  status_account_transaction: boolean;
};

export interface TransactionPermissionInput {
  /** The status code as this user sees it (see statusSeenBy). */
  status: number;
  provider_status: string;
  user_type: number;
  /** The holder gave this user permission to move money; absent counts as given. */
  can_transact?: boolean | undefined;
  /** This device was enabled with a one-time code (server), or holds an ID_SESSION (browser). */
  deviceEnabled: boolean;
}

/**
 * The one rule for moving money, on the server (which refuses with 423 and these flags) and in
 * the browser (which shows consult mode and its reason from them). `!(x <= t)` rather than
 * `x > t`, so a missing or non-numeric value also means "no".
 */
export function transactionFlags(input: TransactionPermissionInput): TransactionFlags {
  return {
    device_match: input.deviceEnabled,
    user_transaction:
      Number(input.user_type) <= USER_TYPES.OPERATOR && input.can_transact !== false,
    status_account_transaction:
      input.provider_status === REGULAR_PROVIDER_STATUS &&
      Number(input.status) <= ACCOUNT_STATUS_CODES.ACTIVE,
  };
}

/** Every flag holds: money may move. */
export function mayMoveMoney(flags: TransactionFlags): boolean {
  return flags.device_match && flags.user_transaction && flags.status_account_transaction;
}
