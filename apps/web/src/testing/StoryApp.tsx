import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ClientState } from '@ipe/domain';
import type { BankApi } from '../api/bankApi';
import { AppProviders } from '../app/AppProviders';
import { observableStore } from '../session/observableStore';
import { createDemoBankApi } from './demoBankApi';

export interface StoryAppProps {
  /** Where the app opens. */
  path: string;
  /** The screens of the story, loaded eagerly so the story renders in one go. */
  routes: RouteObject[];
  i18n: I18n;
  api?: BankApi;
  clientState?: ClientState;
}

/** A screen of the app as it runs, on the demo bank API and a memory router, for stories. */
export function StoryApp({ path, routes, i18n, api, clientState }: StoryAppProps) {
  const [store] = useState(() => observableStore(window.localStorage));
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  const [bankApi] = useState(() => api ?? createDemoBankApi());
  return (
    <AppProviders i18n={i18n} api={bankApi} store={store} initialClientState={clientState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
