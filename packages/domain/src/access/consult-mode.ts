import type { AccountStatus } from './account-status';

/** SPEC §9: an account operates only with status ≤ 1 and user_type ≤ 2. */
export const CONSULT_THRESHOLDS = Object.freeze({ status: 1, userType: 2 });

/** The provider status of an account allowed to operate. */
export const REGULAR_PROVIDER_STATUS = 'REGULAR';

export interface ConsultModeContext {
  /** Device session id (storage ID_SESSION); present once this device has been enabled. */
  idSession?: string | null;
}

/**
 * Consult (read-only) mode, SPEC §4/§6. Any one rule is enough:
 * provider_status not REGULAR, status > 1, user_type > 2, or a registered device key hash
 * without a device session id on this device.
 * Without any account status we answer true: read-only is the safe side.
 */
export function isConsultMode(
  status: AccountStatus | null | undefined,
  { idSession }: ConsultModeContext = {},
): boolean {
  if (!status) return true;
  if (status.provider_status !== REGULAR_PROVIDER_STATUS) return true;
  // `!(x <= t)` rather than `x > t` so a missing or non-numeric value also means read-only.
  if (!(Number(status.status) <= CONSULT_THRESHOLDS.status)) return true;
  if (!(Number(status.user_type) <= CONSULT_THRESHOLDS.userType)) return true;
  if (status.unique_id_key_hash && !idSession) return true;
  return false;
}
