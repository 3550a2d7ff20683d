import { ACCOUNT_STATUS_CODES, USER_TYPES, type AccountStatus } from './accountStatus';
import { transactionFlags } from './transactionPermission';

/** SPEC §9: an account operates only with status ≤ 1 and user_type ≤ 2. */
export const CONSULT_THRESHOLDS = Object.freeze({
  status: ACCOUNT_STATUS_CODES.ACTIVE,
  userType: USER_TYPES.OPERATOR,
});

export interface ConsultModeContext {
  /** Device session id (storage ID_SESSION); present once this device has been enabled. */
  idSession?: string | null;
}

/**
 * Why the account is read-only here, in the order someone can act on it: the account's own
 * standing first (nothing on this device fixes it), then the user's permission, then this device.
 */
export type ConsultReason = 'account' | 'user' | 'device';

/**
 * The reason for consult mode, or null when operating: transactionFlags, the server's own rule
 * for a 423, read from the stored status. SPEC §4/§6: provider_status not REGULAR or status > 1
 * (account), user_type > 2 or no permission to transact (user), a registered device key hash
 * without a device session id on this device (device). Without any status: 'account', the safe
 * side.
 */
export function consultReason(
  status: AccountStatus | null | undefined,
  { idSession }: ConsultModeContext = {},
): ConsultReason | null {
  if (!status) return 'account';
  const flags = transactionFlags({
    status: status.status,
    provider_status: status.provider_status,
    user_type: status.user_type,
    can_transact: status.can_transact,
    deviceEnabled: !status.unique_id_key_hash || Boolean(idSession),
  });
  if (!flags.status_account_transaction) return 'account';
  if (!flags.user_transaction) return 'user';
  if (!flags.device_match) return 'device';
  return null;
}

/** Consult (read-only) mode, SPEC §4/§6: any reason at all. */
export function isConsultMode(
  status: AccountStatus | null | undefined,
  context: ConsultModeContext = {},
): boolean {
  return consultReason(status, context) !== null;
}
