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
import { setField, waitsForHealthAnswer } from '@ipe/domain';
import { useLoadingOverlay } from '@ipe/ui';
import { checkHealth } from '@ipe/api-client';
import { whenIdleAfterPaint } from '../paint/whenIdleAfterPaint';
import { useClientState } from '../session/clientStateContext';
import { HealthContext, type HealthApi, type HealthState } from './healthContext';

export interface HealthProviderProps {
  /** Where the app opened: whether the route guard waits for the first answer. */
  startPath: string;
  /** Whether the router has loaded the first screen's lazy modules (home's, say); yes if unsaid. */
  firstScreenLoaded?: () => boolean;
  children?: ReactNode;
}

/**
 * Startup (SPEC §2): the health check runs while the loading overlay is shown. Only the route
 * guard needs its answer, and its flags decide only the bank screens that need a service. Opened
 * at such a path, the check goes at once and the screen comes with its answer; opened at any
 * other (sign-in, home), the screen is drawn beneath the overlay, inert, once the overlay has
 * painted, and the check goes once that screen is painted, so it is not kept waiting for the
 * HTTP client's chunk and the answer on a phone; a failed check then sends a bank screen to
 * /error (docs/decisions/0021-home-beneath-the-startup-check.md). A screen that needs a service,
 * reached before the answer, waits in BankGuard (docs/product/routes.md). Its failure is kept in
 * the shared state's checkHealth.onError, which the route guard reads; later checks run in the
 * background.
 */
export function HealthProvider({
  startPath,
  firstScreenLoaded = always,
  children,
}: HealthProviderProps) {
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

  const [answerFirst] = useState(() => waitsForHealthAnswer(startPath));
  // The screen goes beneath the overlay after the overlay's first paint, not in it: that frame
  // stays small, and on a phone it is the page's first paint. One that needs a service would only
  // show the guard's wait there, so it comes with the answer (docs/architecture/performance.md,
  // "Public screens beneath the startup check" and "Home beneath the startup check").
  const [screenDrawn, setScreenDrawn] = useState(false);
  useEffect(() => {
    if (answerFirst) void check();
  }, [check, answerFirst]);
  const drawScreen = useCallback(() => startTransition(() => setScreenDrawn(true)), []);
  useAfterPaint(!answerFirst, drawScreen);
  // Home's files may still be on their way when the overlay has painted: the check waits for the
  // paint of the screen itself, not of the router's wait for it.
  const loaded = useRef(firstScreenLoaded);
  const checkAfterScreen = useCallback(() => {
    void (async () => {
      while (!loaded.current()) await whenIdleAfterPaint();
      await check();
    })();
  }, [check]);
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

const always = () => true;

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
