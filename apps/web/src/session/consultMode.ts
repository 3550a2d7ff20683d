import { CONSULT_THRESHOLDS, REGULAR_PROVIDER_STATUS, isConsultMode } from '@ipe/domain';
import type { Session } from './session';

/** Why the account is read-only, which decides the way out the banner offers. */
export type ConsultReason = 'account' | 'user' | 'device';

export interface ConsultMode {
  consult: boolean;
  /** The first reason that applies, in the order someone can act on them; null when operating. */
  reason: ConsultReason | null;
}

/**
 * Consult mode (SPEC §4/§6) from @ipe/domain, with the reason. The account's own standing comes
 * first (nothing on this device fixes it), then the user's permission, then this device.
 */
export function consultModeOf(session: Pick<Session, 'accountStatus' | 'idSession'>): ConsultMode {
  const status = session.accountStatus;
  if (!isConsultMode(status, { idSession: session.idSession })) {
    return { consult: false, reason: null };
  }
  if (
    !status ||
    status.provider_status !== REGULAR_PROVIDER_STATUS ||
    !(Number(status.status) <= CONSULT_THRESHOLDS.status)
  ) {
    return { consult: true, reason: 'account' };
  }
  if (!(Number(status.user_type) <= CONSULT_THRESHOLDS.userType)) {
    return { consult: true, reason: 'user' };
  }
  return { consult: true, reason: 'device' };
}
