import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ensureDeviceKey } from '@ipe/api-client';
import type { ClientState } from '@ipe/domain';
import { bindWebClients } from '../api/clients';
import { AppProviders } from '../AppProviders';
import { createNotifyPort } from '../notifyPort';
import { routerNavigator } from '../routerNavigator';
import { appRoutes, discoverBankRoutes } from '../routes';
import { ensureBankTexts } from '../i18n/bankTexts';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { observableStore } from '../session/observableStore';
import { createTestBank, type TestBank } from './testBank';

export interface RenderAppOptions {
  api?: TestBank;
  language?: Language;
  initialClientState?: ClientState;
  /**
   * Whether to return only once the startup check has answered and nothing is inert (the
   * default): a screen is drawn beneath the check's overlay before that, and cannot be used.
   * False for tests that hold the check to see what is drawn meanwhile.
   */
  untilUsable?: boolean;
}

/**
 * The whole app (providers, every route, guard) at `path`, on a memory router, its real clients
 * answered by a fake bank: what a person sees, without a server.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const api = options.api ?? createTestBank();
  const i18n = await createI18n(options.language);
  ensureBankTexts(i18n);
  const store = observableStore(window.localStorage, window);
  const notifyPort = createNotifyPort();
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverBankRoutes,
  });
  ensureDeviceKey(store);
  bindWebClients({
    baseUrl: 'http://localhost',
    storage: store,
    navigator: routerNavigator(router),
    notifier: notifyPort,
    adapter: api.adapter,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders
      i18n={i18n}
      store={store}
      notifyPort={notifyPort}
      startPath={path}
      firstScreenLoaded={() => router.state.initialized}
      initialClientState={options.initialClientState}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await modulesLoaded(router);
  if (options.untilUsable ?? true) await usable();
  return { ...view, api, router, store, user, i18n, notifyPort, screen };
}

/**
 * Resolves once the router has fetched the lazy screens of its first location. In a test run
 * that is Vite transforming them on first use, which on a busy 2-core machine can outlast a
 * findBy's wait: the wait is then for the screen's behaviour, not for the build.
 * It asks rather than subscribes: RouterProvider mounts in a transition (beneath the startup
 * overlay, or with the first health answer) and catches up on an update it missed only when it
 * is the router's first subscriber (see App.tsx); a subscriber here made screens hang on the
 * router's fallback under load.
 */
async function modulesLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  while (!router.state.initialized) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The router's current path and query, e.g. '/bank/error?from=%2Fbank%2Fpix'. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/**
 * Resolves once no loading overlay keeps the app inert: home and the public screens are drawn
 * beneath the startup check's overlay before it answers, and cannot be used until then
 * (docs/decisions/0021-home-beneath-the-startup-check.md). Generous, as modulesLoaded is: on a
 * busy machine the first check waits for Vite to transform the HTTP client.
 */
async function usable(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector('[inert]')) throw new Error('The app is still inert.');
    },
    { timeout: 15_000 },
  );
}
