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
import { setField } from '@ipe/domain';
import { useLoadingOverlay } from '@ipe/ui';
import { checkHealth } from '@ipe/api-client';
import { useClientState } from '../session/clientStateContext';
import { HealthContext, type HealthApi, type HealthState } from './healthContext';

/**
 * Startup (SPEC §2): the health check runs while the loading overlay is shown, and the app
 * renders once it answered or failed. Its failure is kept in the shared state's
 * checkHealth.onError, which the route guard reads; later checks run in the background.
 */
export function HealthProvider({ children }: { children?: ReactNode }) {
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
      // The first answer draws the first screen in place of the overlay: as a transition React
      // renders it in slices, not one long task on a phone (docs/architecture/performance.md).
      // A later answer is published at once: the route guard acts on the check it awaited, so
      // the flags it reads must be that check's by then.
      if (first) startTransition(publish);
      else publish();
      return next;
    })();
    return running.current;
  }, [dispatch]);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => {
    if (state.pending) show(t('app.checkingHealth'));
    else hide();
  }, [state.pending, show, hide, t]);

  const value = useMemo<HealthApi>(() => ({ ...state, check }), [state, check]);
  return (
    <HealthContext.Provider value={value}>{state.pending ? null : children}</HealthContext.Provider>
  );
}
