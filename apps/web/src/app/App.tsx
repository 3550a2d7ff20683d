import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LOGOUT_ROUTE } from '@ipe/domain';
import { createBankApi } from '../api/bankApi';
import { createWebClients } from '../api/clients';
import type { ObservableStore } from '../session/observableStore';
import { expiredSessionPath } from '../session/returnPath';
import { AppProviders } from './AppProviders';
import { createNotifyPort } from './notifyPort';
import { appRoutes } from './routes';

export interface AppProps {
  i18n: I18n;
  store: ObservableStore;
  /** The bank server's origin. */
  baseUrl: string;
}

/** The web app: hash router, the clients of SPEC §7 wired to it, and the providers. */
export function App({ i18n, store, baseUrl }: AppProps) {
  const [notifyPort] = useState(createNotifyPort);
  const [router] = useState(() => createHashRouter(appRoutes));
  const [api] = useState(() =>
    createBankApi(
      createWebClients({
        baseUrl,
        storage: store,
        navigator: {
          // The client goes to /logout only on a 401: the session expired on the server, so
          // say so and remember the screen to come back to.
          navigate: (path) => {
            const { pathname, search } = router.state.location;
            if (path !== LOGOUT_ROUTE) return void router.navigate(path);
            // Signing out with an expired token answers 401 too: /logout is already showing.
            if (pathname === LOGOUT_ROUTE) return;
            void router.navigate(expiredSessionPath(pathname + search));
          },
        },
        notifier: notifyPort,
      }),
      baseUrl,
    ),
  );
  return (
    <AppProviders i18n={i18n} api={api} store={store} notifyPort={notifyPort}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
