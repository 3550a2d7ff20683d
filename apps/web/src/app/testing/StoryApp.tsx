import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ensureDeviceKey } from '@ipe/api-client';
import { createFakeBank, type FakeBankHandlers } from '@ipe/api-client/testing';
import type { ClientState } from '@ipe/domain';
import { bindWebClients } from '../api/clients';
import { AppProviders } from '../AppProviders';
import { createNotifyPort } from '../notifyPort';
import { routerNavigator } from '../routerNavigator';
import { observableStore } from '../session/observableStore';
import { demoBankHandlers } from './demoBank';

export interface StoryAppProps {
  /** Where the app opens. */
  path: string;
  /** The screens of the story, loaded eagerly so the story renders in one go. */
  routes: RouteObject[];
  i18n: I18n;
  /** Answers that differ from the demo server's for Maria. */
  bank?: FakeBankHandlers;
  clientState?: ClientState;
}

/**
 * A screen of the app as it runs, on a memory router, its real clients answered by the fake
 * bank (the demo server's answers for Maria, and the story's own). One story at a time binds
 * the clients, as the test runner renders them.
 */
export function StoryApp({ path, routes, i18n, bank, clientState }: StoryAppProps) {
  const [store] = useState(() => observableStore(window.localStorage));
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  const [notifyPort] = useState(() => {
    const port = createNotifyPort();
    ensureDeviceKey(store);
    bindWebClients({
      baseUrl: window.location.origin,
      storage: store,
      navigator: routerNavigator(router),
      notifier: port,
      adapter: createFakeBank({ ...demoBankHandlers(), ...bank }).adapter,
    });
    return port;
  });
  return (
    <AppProviders
      i18n={i18n}
      store={store}
      notifyPort={notifyPort}
      startPath={path}
      initialClientState={clientState}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
