import type { RouteObject } from 'react-router-dom';
import { upcomingRoute } from '../../app/upcoming/featureRoute';

/** Payments (SPEC §2): one screen. */
export const paymentRoutes: RouteObject = {
  path: 'payment',
  children: [upcomingRoute({ feature: 'payment', movesMoney: true }, '/bank/payment')],
};
