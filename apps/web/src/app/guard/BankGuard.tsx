import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { waitsForHealthAnswer } from '@ipe/domain';
import { PageFallback } from '../PageFallback';
import { useHealth } from '../health/healthContext';
import { useClientState } from '../session/clientStateContext';
import { expiredSessionPath } from '../session/returnPath';
import { useSession } from '../session/sessionContext';
import { guardTarget } from './guardTarget';

/**
 * Runs the route guard on every location inside /bank, however it was reached: a link, a typed
 * URL, the back button. A screen that needs a service checks health again as it opens, and the
 * session ends on its own when the token expires.
 */
export function BankGuard({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { session } = useSession();
  const { state } = useClientState();
  const health = useHealth();
  const { check } = health;
  const expiresAt = session.claims?.expiresAt ?? null;
  // Whether the health answer's flags decide this screen: it needs a service (SPEC §2, rule 3).
  const needsServices = waitsForHealthAnswer(pathname);
  // The path whose opening check has answered; until then the flags may predate a switch-back.
  const [checkedPath, setCheckedPath] = useState<string | null>(null);
  // Whether this screen had a session: losing it under the screen (a 401, another tab signing
  // out) ends it, and the person is told so whichever redirect lands first.
  const signedIn = session.accountStatus !== null && session.token !== null;
  const [hadSession, setHadSession] = useState(signedIn);
  if (signedIn && !hadSession) setHadSession(true);

  useEffect(() => {
    if (!needsServices) return;
    let current = true;
    void check().then(() => {
      if (current) setCheckedPath(pathname);
    });
    return () => {
      current = false;
      setCheckedPath(null);
    };
  }, [pathname, needsServices, check]);

  useEffect(() => {
    if (expiresAt === null) return;
    // setTimeout takes at most a 32-bit delay; a longer token is re-checked on the next visit.
    const delay = Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1);
    const timer = setTimeout(
      () => navigate(expiredSessionPath(pathname + search), { replace: true }),
      delay,
    );
    return () => clearTimeout(timer);
  }, [expiresAt, navigate, pathname, search]);

  // A screen that needs a service, reached before the startup check's first answer, waits for
  // it: the answer's flags decide it. Any other is drawn beneath the overlay meanwhile, and the
  // answer can only send it to /error (HealthProvider).
  if (health.pending && needsServices) return <PageFallback />;
  const target = guardTarget(pathname, {
    session,
    health: health.flags,
    healthFailed: state.checkHealth.onError || health.failed,
    sessionEnded: hadSession && !signedIn,
  });
  if (target === null) return children;
  // A navigation already under way decides first: a 401 clears the session and sends the person
  // to /logout saying it expired, and that route loads lazily; redirecting to a bare /logout
  // here meanwhile would overtake it and lose the reason. The guard runs again where it lands.
  if (navigation.state !== 'idle') return <PageFallback />;
  // An older answer may say a service is off that is back on: only the fresh check sends away.
  const healthRedirect = target === '/error' || target.startsWith('/bank/error');
  if (healthRedirect && needsServices && checkedPath !== pathname) return <PageFallback />;
  return <Navigate to={target} replace />;
}
