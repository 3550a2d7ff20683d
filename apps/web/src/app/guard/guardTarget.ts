import { guardRoute, isGuardedPath, type HealthFlags } from '@ipe/domain';
import type { Session } from '../session/session';
import { expiredSessionPath } from '../session/returnPath';
import { isExpired } from '../session/token';

export interface GuardContext {
  session: Pick<Session, 'accountStatus' | 'token' | 'claims'>;
  health: Partial<HealthFlags> | null | undefined;
  /** The health check failed (shared state checkHealth.onError). */
  healthFailed: boolean;
  /** The session this screen had is gone (cleared by a 401 or another tab): say it expired. */
  sessionEnded?: boolean;
  now?: number;
}

/**
 * Where a path must go instead, or null to show it. SPEC §2's guard from @ipe/domain, in its
 * order (no account status → /logout; health failed or general_failure → /error; a service the
 * path needs is off → /bank/error, told which path failed so it can name the function); then a
 * path the guard decides (isGuardedPath) without a live token → /logout, as the server would
 * answer 401 anyway. A session that ended under the screen says it expired, whether its 401's own
 * navigation has landed yet or not.
 */
export function guardTarget(path: string, context: GuardContext): string | null {
  const decision = guardRoute(path, {
    accountStatus: context.session.accountStatus,
    health: context.health,
    healthFailed: context.healthFailed,
  });
  if ('redirect' in decision) {
    if (decision.redirect === '/logout' && context.sessionEnded) return expiredSessionPath(path);
    if (decision.redirect === '/bank/error') {
      return `/bank/error?from=${encodeURIComponent(path)}`;
    }
    return decision.redirect;
  }
  if (!isGuardedPath(path)) return null;
  if (!context.session.token) {
    return context.sessionEnded ? expiredSessionPath(path) : '/logout';
  }
  if (isExpired(context.session.claims, context.now ?? Date.now())) {
    return expiredSessionPath(path);
  }
  return null;
}
