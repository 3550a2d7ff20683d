import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { PageFallback } from './PageFallback';
import { PublicLayout } from './layout/PublicLayout';
import { paymentRoutes } from '../features/payment/routes';
import { pixRoutes } from '../features/pix/routes';
import { receiveRoutes } from '../features/receive/routes';
import { settingsRoutes } from '../features/settings/routes';
import { statementRoutes } from '../features/statement/routes';
import { transferRoutes } from '../features/transfer/routes';

/** A route whose screen is fetched only when it is opened (route-level code splitting). */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const help = page(
  () => import('../features/help/HelpPage'),
  (module) => module.HelpPage,
);

/** Every route of SPEC §2, hash-routed. */
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
            ...page(
              () => import('../features/signin/SignInPage'),
              (module) => module.SignInPage,
            ),
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
        path: 'bank',
        ...page(
          () => import('./layout/BankLayout'),
          (module) => module.BankLayout,
        ),
        children: [
          {
            // Tells of money that arrived, on the next screen (statement feature).
            ...page(
              () => import('../features/statement/IncomingMoneyWatcher'),
              (module) => module.IncomingMoneyWatcher,
            ),
            children: [
              { index: true, element: <Navigate to="home" replace /> },
              {
                path: 'home',
                ...page(
                  () => import('../features/home/HomePage'),
                  (module) => module.HomePage,
                ),
              },
              statementRoutes,
              paymentRoutes,
              receiveRoutes,
              pixRoutes,
              settingsRoutes,
              transferRoutes,
              {
                // REMAKE_KYC's way back: the identity again, then a new PIN (activate feature).
                path: 'verify-identity',
                ...page(
                  () => import('../features/activate/ReverifyPage'),
                  (module) => module.ReverifyPage,
                ),
              },
              {
                path: 'error',
                ...page(
                  () => import('./errors/BankErrorPage'),
                  (module) => module.BankErrorPage,
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
        ],
      },
    ],
  },
];
