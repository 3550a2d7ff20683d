import { Navigate, type RouteObject } from 'react-router-dom';
import { upcomingRoute } from '../../app/upcoming/featureRoute';

/** Statements (SPEC §2): account, card, ticket. */
export const statementRoutes: RouteObject = {
  path: 'statement',
  lazy: () => import('./StatementLayout').then((module) => ({ Component: module.StatementLayout })),
  children: [
    { index: true, element: <Navigate to="account" replace /> },
    {
      path: 'account',
      lazy: () =>
        import('./StatementAccountPage').then((module) => ({
          Component: module.StatementAccountPage,
        })),
    },
    upcomingRoute({ path: 'card', feature: 'statementCard', movesMoney: false }, '/bank/statement'),
    upcomingRoute(
      { path: 'ticket', feature: 'statementTicket', movesMoney: false },
      '/bank/statement',
    ),
  ],
};
