import type { RouteObject } from 'react-router-dom';
import { hubRoute, upcomingRoute, type FeatureEntry } from '../../app/upcoming/featureRoute';

const BASE = '/bank/transfer';

/** Transfers (SPEC §2): same bank (contaQyon), other banks, favourites. */
export const TRANSFER_FEATURES: readonly FeatureEntry[] = [
  { path: 'contaQyon', feature: 'transferContaQyon', movesMoney: true },
  { path: 'outrosBancos', feature: 'transferOutrosBancos', movesMoney: true },
  { path: 'favoritesTransfers', feature: 'transferFavorites', movesMoney: false },
];

export const transferRoutes: RouteObject = {
  path: 'transfer',
  children: [
    hubRoute('transfer', BASE, TRANSFER_FEATURES),
    ...TRANSFER_FEATURES.map((entry) => upcomingRoute(entry, BASE, TRANSFER_FEATURES)),
  ],
};
