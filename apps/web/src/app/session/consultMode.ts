import { consultReason, type ConsultReason } from '@ipe/domain';
import type { Session } from './session';

export type { ConsultReason };

export interface ConsultMode {
  consult: boolean;
  /** The first reason that applies, in the order someone can act on them; null when operating. */
  reason: ConsultReason | null;
}

/**
 * Consult mode (SPEC §4/§6) with its reason: @ipe/domain's consultReason, the same rule the server
 * answers a 423 by (docs/product/consult-mode.md).
 */
export function consultModeOf(session: Pick<Session, 'accountStatus' | 'idSession'>): ConsultMode {
  const reason = consultReason(session.accountStatus, { idSession: session.idSession });
  return { consult: reason !== null, reason };
}
