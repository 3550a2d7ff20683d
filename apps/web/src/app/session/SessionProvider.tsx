import { useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { clearSession, saveEnabledDevice, saveSession } from '@ipe/api-client';
import { createTypedStorage } from '@ipe/domain';
import { LANGUAGE_STORAGE_NAME } from '../i18n/languages';
import { warmUpIntl } from '../intl/warmUpIntl';
import type { ObservableStore } from './observableStore';
import { readSession, type Session } from './session';
import { SessionContext, type SessionApi } from './sessionContext';

export interface SessionProviderProps {
  store: ObservableStore;
  children?: ReactNode;
}

/** The stored session as React state: re-read whenever storage changes, whoever changed it. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  const cache = useRef<{ version: number; session: Session } | null>(null);
  const session = useSyncExternalStore(store.subscribe, () => {
    const version = store.version();
    if (cache.current?.version !== version)
      cache.current = { version, session: readSession(store) };
    return cache.current.session;
  });

  const actions = useMemo(() => {
    const storage = createTypedStorage(store);
    return {
      startSession(answer) {
        // Home is next, and its first amount comes formatted sooner (warmUpIntl).
        warmUpIntl();
        // Details of another account must not show under this one.
        const previous = readSession(store).accountStatus?.account_id;
        if (previous !== answer.account_status.account_id) storage.remove('ACCOUNT_INFORMATION');
        saveSession(store, answer);
      },
      deviceEnabled(enabled) {
        saveEnabledDevice(store, enabled);
      },
      setAccountInformation(information) {
        storage.set('ACCOUNT_INFORMATION', information as unknown as Record<string, unknown>);
        storage.set('ACCOUNT_STATUS', information.account_status);
      },
      setAccountStatus(status) {
        storage.set('ACCOUNT_STATUS', status);
      },
      setIdSession(idSession) {
        if (idSession) storage.set('ID_SESSION', idSession);
        else storage.remove('ID_SESSION');
      },
      endSession() {
        const language = storage.get(LANGUAGE_STORAGE_NAME);
        clearSession(store);
        if (language !== null) storage.set(LANGUAGE_STORAGE_NAME, language);
      },
    } satisfies Omit<SessionApi, 'session' | 'store'>;
  }, [store]);

  const value = useMemo<SessionApi>(
    () => ({ ...actions, session, store }),
    [actions, session, store],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
