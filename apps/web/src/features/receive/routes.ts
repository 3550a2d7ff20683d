import type { RouteObject } from 'react-router-dom';
import { hubRoute, upcomingRoute, type FeatureEntry } from '../../app/upcoming/featureRoute';

const BASE = '/bank/receive';

/** Receiving (SPEC §2): root, title (issue a boleto), security. */
export const RECEIVE_FEATURES: readonly FeatureEntry[] = [
  { path: 'title', feature: 'receiveTitle', movesMoney: false },
  { path: 'security', feature: 'receiveSecurity', movesMoney: false },
];

export const receiveRoutes: RouteObject = {
  path: 'receive',
  children: [
    hubRoute('receive', BASE, RECEIVE_FEATURES),
    ...RECEIVE_FEATURES.map((entry) => upcomingRoute(entry, BASE, RECEIVE_FEATURES)),
  ],
};
