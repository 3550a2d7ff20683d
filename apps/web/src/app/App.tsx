import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { bindWebClients } from './api/clients';
import type { ObservableStore } from './session/observableStore';
import { AppProviders } from './AppProviders';
import { createNotifyPort } from './notifyPort';
import { appRoutes, discoverBankRoutes } from './routes';
import { routerNavigator } from './routerNavigator';

export interface AppProps {
  i18n: I18n;
  store: ObservableStore;
  /** The bank server's origin. */
  baseUrl: string;
}

/** The web app: hash router, the clients of SPEC §7 bound for the generated hooks, providers. */
export function App({ i18n, store, baseUrl }: AppProps) {
  const [notifyPort] = useState(createNotifyPort);
  const [router] = useState(() =>
    createHashRouter(appRoutes, { patchRoutesOnNavigation: discoverBankRoutes }),
  );
  // Bound once, before the first screen calls the server.
  useState(() =>
    bindWebClients({
      baseUrl,
      storage: store,
      navigator: routerNavigator(router),
      notifier: notifyPort,
    }),
  );
  // RouterProvider mounts in a transition rendered in slices (beneath the startup overlay once it
  // painted, or with the first health answer); the router may finish loading the first screen
  // between its render and its subscription.
  // react-router replays such an update only when nothing else subscribed to the router first
  // (remix-run/react-router#15527), so nothing else may: it would hang on the page fallback.
  return (
    <AppProviders
      i18n={i18n}
      store={store}
      notifyPort={notifyPort}
      startPath={router.state.location.pathname}
      firstScreenLoaded={() => router.state.initialized}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
