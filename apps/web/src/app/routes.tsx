import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { PageFallback } from './PageFallback';
import { PublicLayout } from './layout/PublicLayout';
import { page } from './routePage';
import { SignInPage } from '../features/signin/SignInPage';

const help = page(
  () => import('../features/help/HelpPage'),
  (module) => module.HelpPage,
);

const BANK_ROUTE_ID = 'bank';

/** Every route of SPEC §2, hash-routed; the bank's screens join with discoverBankRoutes. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            id: 'signin',
            // Where every visit starts, so in the startup files rather than a lazy route: on a
            // first visit over a phone's network its 17 small chunks, fetched beside the startup
            // files, made 22 requests on six connections before it drew; now it is 5
            // (docs/architecture/performance.md, "Every run a first visit").
            Component: SignInPage,
          },
          {
            path: 'forgotPassword',
            ...page(
              () => import('../features/forgotPassword/ForgotPasswordPage'),
              (module) => module.ForgotPasswordPage,
            ),
          },
          {
            path: 'status',
            ...page(
              () => import('../features/status/StatusPage'),
              (module) => module.StatusPage,
            ),
          },
          {
            path: 'logout',
            ...page(
              () => import('../features/logout/LogoutPage'),
              (module) => module.LogoutPage,
            ),
          },
          {
            path: 'error',
            ...page(
              () => import('./errors/ErrorPage'),
              (module) => module.ErrorPage,
            ),
          },
          {
            path: 'activate',
            ...page(
              () => import('../features/activate/ActivatePage'),
              (module) => module.ActivatePage,
            ),
          },
          { path: 'ajuda', ...help },
          { path: 'ajuda/:topic', ...help },
          { path: 'help', ...help },
          { path: 'help/:topic', ...help },
          {
            path: 'boleto/:identifier',
            ...page(
              () => import('../features/boleto/BoletoPage'),
              (module) => module.BoletoPage,
            ),
          },
          {
            path: '*',
            ...page(
              () => import('./errors/NotFoundPage'),
              (module) => module.NotFoundPage,
            ),
          },
        ],
      },
      {
        id: BANK_ROUTE_ID,
        path: 'bank',
        // The bank's frame is in the file of its route table, which discoverBankRoutes fetches
        // for the same navigation: one request, and the frame's imports leave with the table's
        // instead of a round trip after it (docs/architecture/performance.md, "The bank's frame
        // with its routes").
        ...page(
          () => import('./bankRoutes'),
          (module) => module.BankLayout,
        ),
        // /bank/home and the rest arrive with discoverBankRoutes; /bank itself goes home.
        children: [{ index: true, element: <Navigate to="home" replace /> }],
      },
    ],
  },
];

/**
 * The router's `patchRoutesOnNavigation`: the first navigation under /bank fetches the bank's
 * route table (./bankRoutes.tsx) and adds it; a path it already knows does not ask again.
 */
export const discoverBankRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/bank(\/|$)/.test(path)) return;
  // Home, where every sign-in lands, is asked for beside the table, not once the table has
  // arrived and run: on a phone that is a round trip less (docs/architecture/performance.md,
  // "Home's files in fewer rounds"). The route's own import then finds it loaded.
  if (path === '/bank/home') void import('../features/home/HomePage');
  const { bankRoutes } = await import('./bankRoutes');
  patch(BANK_ROUTE_ID, bankRoutes);
};
