import type { RouteObject } from 'react-router-dom';
import { hubRoute, upcomingRoute, type FeatureEntry } from '../../app/upcoming/featureRoute';

const BASE = '/bank/transfer';

/** Transfers (SPEC §2): same bank (contaQyon), other banks, favourites. */
export const TRANSFER_FEATURES: readonly FeatureEntry[] = [
  { path: 'contaQyon', feature: 'transferContaQyon', movesMoney: true },
  { path: 'outrosBancos', feature: 'transferOutrosBancos', movesMoney: true },
  { path: 'favoritesTransfers', feature: 'transferFavorites', movesMoney: false },
];

/** The functions built so far; the others are still announced by their upcoming page. */
const SCREENS: Record<string, RouteObject['lazy']> = {
  contaQyon: () =>
    import('./sameBank/SameBankTransferPage').then((module) => ({
      Component: module.SameBankTransferPage,
    })),
  outrosBancos: () =>
    import('./otherBanks/OtherBanksPage').then((module) => ({ Component: module.OtherBanksPage })),
  favoritesTransfers: () =>
    import('../pix').then((module) => ({ Component: module.TransferFavoritesPage })),
};

export const transferRoutes: RouteObject = {
  path: 'transfer',
  children: [
    hubRoute('transfer', BASE, TRANSFER_FEATURES),
    ...TRANSFER_FEATURES.map((entry) => {
      const lazy = SCREENS[entry.path];
      return lazy ? { path: entry.path, lazy } : upcomingRoute(entry, BASE, TRANSFER_FEATURES);
    }),
  ],
};
