import type { RouteObject } from 'react-router-dom';
import { paymentRoutes } from '../features/payment/routes';
import { pixRoutes } from '../features/pix/routes';
import { receiveRoutes } from '../features/receive/routes';
import { settingsRoutes } from '../features/settings/routes';
import { statementRoutes } from '../features/statement/routes';
import { transferRoutes } from '../features/transfer/routes';
import { IncomingMoneyWatcher } from '../features/statement/IncomingMoneyWatcher';
import { page } from './routePage';

// The frame around every screen below, in this file's chunk (./routes.tsx says why).
export { BankLayout } from './layout/BankLayout';

/**
 * The bank's screens under /bank, patched into the route table on the first navigation there
 * (./routes.tsx): the sign-in screen does not download every feature's route table.
 */
export const bankRoutes: RouteObject[] = [
  {
    // Tells of money that arrived, on the next screen (statement feature). It is around every
    // bank screen, so it is imported here: lazily, its file was asked for only once this table had
    // run, a round trip before any screen could draw (docs/architecture/performance.md, "Home's
    // files in fewer rounds").
    element: <IncomingMoneyWatcher />,
    children: [
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
];
