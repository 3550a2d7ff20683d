import type { AccountStatus } from './accountStatus';
import type { HealthFlags } from './health';
import { pathSegments } from './pathSegments';
import { requiredServices } from './requiredServices';

export interface RouteGuardContext {
  /** Stored ACCOUNT_STATUS; null/undefined when none is stored. */
  accountStatus: AccountStatus | null | undefined;
  /** Latest health answer; null/undefined while none has arrived. */
  health: Partial<HealthFlags> | null | undefined;
  /** The health check call itself failed (client state checkHealth.onError). */
  healthFailed: boolean;
}

export type RouteDecision =
  { allow: true } | { redirect: '/logout' } | { redirect: '/error' } | { redirect: '/bank/error' };

const ALLOW: RouteDecision = Object.freeze({ allow: true });

/**
 * Whether SPEC §2's route guard decides this path: those with a `bank` segment. The others are
 * always allowed, so they need no health answer to be shown.
 */
export function isGuardedPath(path: string): boolean {
  return pathSegments(path).includes('bank');
}

/**
 * Whether a path's screen must wait for the startup health check's answer before it is drawn: a
 * guarded path that needs a service, since the answer's flags decide whether it is shown or sent
 * to /bank/error. Any other path is drawn whatever the flags say: the answer can only send a
 * guarded one to /error, once it has arrived (docs/decisions/0021-home-beneath-the-startup-check.md).
 */
export function waitsForHealthAnswer(path: string): boolean {
  return isGuardedPath(path) && requiredServices(path).length > 0;
}

/**
 * The route guard of SPEC §2, for paths with a `bank` segment, in the spec's order:
 * no stored account status (or one that is not an object) → /logout; health check failed or general_failure → /error;
 * a needed service flag explicitly false → /bank/error. Everything else is allowed.
 * Only an explicit `false` blocks: a flag the answer leaves out is not reported down.
 * '/bank/error' needs no service, so it can never redirect to itself.
 */
export function guardRoute(path: string, context: RouteGuardContext): RouteDecision {
  if (!isGuardedPath(path)) return ALLOW;
  // A stored value that is not an object (corrupt or legacy) is as good as none.
  if (typeof context.accountStatus !== 'object' || context.accountStatus === null) {
    return { redirect: '/logout' };
  }
  if (context.healthFailed || context.health?.general_failure === true) {
    return { redirect: '/error' };
  }
  const health = context.health;
  if (health && requiredServices(path).some((service) => health[service] === false)) {
    return { redirect: '/bank/error' };
  }
  return ALLOW;
}
