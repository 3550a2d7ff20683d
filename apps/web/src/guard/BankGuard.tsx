import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { requiredServices } from '@ipe/domain';
import { useHealth } from '../health/healthContext';
import { useClientState } from '../session/clientStateContext';
import { useSession } from '../session/sessionContext';
import { guardTarget } from './guardTarget';

/**
 * Runs the route guard on every location inside /bank, however it was reached: a link, a typed
 * URL, the back button. A screen that needs a service checks health again as it opens, and the
 * session ends on its own when the token expires.
 */
export function BankGuard({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const { state } = useClientState();
  const health = useHealth();
  const { check } = health;
  const expiresAt = session.claims?.expiresAt ?? null;

  useEffect(() => {
    if (requiredServices(pathname).length > 0) void check();
  }, [pathname, check]);

  useEffect(() => {
    if (expiresAt === null) return;
    // setTimeout takes at most a 32-bit delay; a longer token is re-checked on the next visit.
    const delay = Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1);
    const timer = setTimeout(() => navigate('/logout', { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [expiresAt, navigate]);

  const target = guardTarget(pathname, {
    session,
    health: health.flags,
    healthFailed: state.checkHealth.onError || health.failed,
  });
  if (target !== null) return <Navigate to={target} replace />;
  return children;
}
