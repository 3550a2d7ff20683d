import { Navigate, type RouteObject } from 'react-router-dom';

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
    {
      path: 'card',
      lazy: () =>
        import('./StatementCardPage').then((module) => ({ Component: module.StatementCardPage })),
    },
    {
      path: 'ticket',
      lazy: () =>
        import('./StatementTicketPage').then((module) => ({
          Component: module.StatementTicketPage,
        })),
    },
  ],
};
