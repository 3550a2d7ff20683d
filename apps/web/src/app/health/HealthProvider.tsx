import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isGuardedPath, setField } from '@ipe/domain';
import { useLoadingOverlay } from '@ipe/ui';
import { checkHealth } from '@ipe/api-client';
import { whenIdleAfterPaint } from '../paint/whenIdleAfterPaint';
import { useClientState } from '../session/clientStateContext';
import { HealthContext, type HealthApi, type HealthState } from './healthContext';

export interface HealthProviderProps {
  /** Where the app opened: whether the route guard waits for the first answer. */
  startPath: string;
  children?: ReactNode;
}

/**
 * Startup (SPEC §2): the health check runs while the loading overlay is shown. Only the route
 * guard needs its answer (paths with a `bank` segment; the others are always allowed). Opened at
 * a guarded path, the check goes at once and the screen comes with its answer; opened at a public
 * one, the screen is drawn beneath the overlay, inert, once the overlay has painted, and the check
 * goes once that screen is painted, so it is not kept waiting for the HTTP client's chunk and the
 * answer on a phone. A bank screen reached before the answer (sign-in sends someone signed in
 * on) waits in BankGuard (docs/product/routes.md). Its failure is kept in the shared state's
 * checkHealth.onError, which the route guard reads; later checks run in the background.
 */
export function HealthProvider({ startPath, children }: HealthProviderProps) {
  const { t } = useTranslation();
  const { show, hide } = useLoadingOverlay();
  const { dispatch } = useClientState();
  const [state, setState] = useState<HealthState>({
    flags: undefined,
    failed: false,
    pending: true,
    checking: true,
  });
  const latest = useRef(state);
  const running = useRef<Promise<HealthState> | null>(null);

  const check = useCallback((): Promise<HealthState> => {
    // Checks asked for while one runs share its answer.
    running.current ??= (async () => {
      setState((current) => ({ ...current, checking: true }));
      let next: HealthState;
      try {
        const flags = await checkHealth();
        next = { flags, failed: false, pending: false, checking: false };
      } catch {
        next = { ...latest.current, failed: true, pending: false, checking: false };
      }
      const first = latest.current.pending;
      latest.current = next;
      running.current = null;
      const publish = () => {
        setState(next);
        dispatch(setField('checkHealth', { onError: next.failed }));
      };
      // The first answer may draw the first screen (a guarded one): as a transition React
      // renders it in slices, not one long task on a phone (docs/architecture/performance.md).
      // A later answer is published at once: the route guard acts on the check it awaited, so
      // the flags it reads must be that check's by then.
      if (first) startTransition(publish);
      else publish();
      return next;
    })();
    return running.current;
  }, [dispatch]);

  const [guarded] = useState(() => isGuardedPath(startPath));
  // A public screen goes beneath the overlay after the overlay's first paint, not in it: that
  // frame stays small, and on a phone it is the page's first paint. A guarded one would only show
  // the guard's wait there, so it comes with the answer, as before
  // (docs/architecture/performance.md, "Public screens beneath the startup check").
  const [screenDrawn, setScreenDrawn] = useState(false);
  useEffect(() => {
    if (guarded) void check();
  }, [check, guarded]);
  const drawScreen = useCallback(() => startTransition(() => setScreenDrawn(true)), []);
  useAfterPaint(!guarded, drawScreen);
  const checkAfterScreen = useCallback(() => void check(), [check]);
  useAfterPaint(screenDrawn, checkAfterScreen);

  useEffect(() => {
    if (state.pending) show(t('app.checkingHealth'));
    else hide();
  }, [state.pending, show, hide, t]);

  const value = useMemo<HealthApi>(() => ({ ...state, check }), [state, check]);
  return (
    <HealthContext.Provider value={value}>
      {screenDrawn || !state.pending ? children : null}
    </HealthContext.Provider>
  );
}

/**
 * Runs `action` once `when` holds and the page has painted since (whenIdleAfterPaint); not if the
 * component has gone or `when` changed by then.
 */
function useAfterPaint(when: boolean, action: () => void) {
  useEffect(() => {
    if (!when) return;
    let current = true;
    void whenIdleAfterPaint().then(() => {
      if (current) action();
    });
    return () => {
      current = false;
    };
  }, [when, action]);
}
