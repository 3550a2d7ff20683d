import { useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ClientState } from '@ipe/domain';
import { LoadingOverlayProvider, LocaleProvider, NotifyProvider, type UiMessages } from '@ipe/ui';
import { HealthProvider } from './health/HealthProvider';
import { ClientStateProvider } from './session/ClientStateProvider';
import type { ObservableStore } from './session/observableStore';
import { SessionProvider } from './session/SessionProvider';
import { NotifierBridge } from './NotifierBridge';
import { ServerCacheProvider } from './ServerCacheProvider';
import { createNotifyPort, type NotifyPort } from './notifyPort';

export interface AppProvidersProps {
  i18n: I18n;
  store: ObservableStore;
  /** Where the api-client's notifier sends its messages; wired to the kit's notifications here. */
  notifyPort?: NotifyPort;
  initialClientState?: ClientState;
  /** Where the app opened (the router's first path): the startup check's order follows it. */
  startPath: string;
  /**
   * Whether the router has loaded the first screen's lazy modules: the startup check waits for
   * that screen's paint (HealthProvider). The router's `state.initialized`.
   */
  firstScreenLoaded?: () => boolean;
  children?: ReactNode;
}

/** The kit speaks the app's language, and follows it when the person switches. */
function KitLocale({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  // switchLanguage loads them with the app's texts; pt-BR (the kit's default) has none to load.
  const messages = i18n.getResourceBundle(i18n.language, 'ui') as UiMessages | undefined;
  return <LocaleProvider messages={messages}>{children}</LocaleProvider>;
}

/**
 * Everything a screen needs around it: texts, session, the server cache, shared state,
 * notifications, the loading overlay and the startup health check. The app and the tests build
 * the same tree; only the clients' adapter (the network or the fake bank) and the router differ.
 */
export function AppProviders({
  i18n,
  store,
  notifyPort,
  initialClientState,
  startPath,
  firstScreenLoaded,
  children,
}: AppProvidersProps) {
  const [ownPort] = useState(createNotifyPort);
  return (
    <I18nextProvider i18n={i18n}>
      <KitLocale>
        <SessionProvider store={store}>
          <ServerCacheProvider>
            <ClientStateProvider initialState={initialClientState}>
              <NotifyProvider
                label={i18n.t('app.notifications')}
                closeLabel={i18n.t('app.closeNotification')}
              >
                <NotifierBridge port={notifyPort ?? ownPort} />
                <LoadingOverlayProvider label={i18n.t('app.loading')}>
                  <HealthProvider startPath={startPath} firstScreenLoaded={firstScreenLoaded}>
                    {children}
                  </HealthProvider>
                </LoadingOverlayProvider>
              </NotifyProvider>
            </ClientStateProvider>
          </ServerCacheProvider>
        </SessionProvider>
      </KitLocale>
    </I18nextProvider>
  );
}
