import type { RouteObject } from 'react-router-dom';
import { hubRoute, upcomingRoute, type FeatureEntry } from '../../app/upcoming/featureRoute';

const BASE = '/bank/pix';

/** The twelve Pix screens of SPEC §2: the hub and its eleven functions. */
export const PIX_FEATURES: readonly FeatureEntry[] = [
  { path: 'pay/key', feature: 'pixPayKey', movesMoney: true },
  { path: 'copyPaste', feature: 'pixCopyPaste', movesMoney: true },
  { path: 'bankData', feature: 'pixBankData', movesMoney: true },
  { path: 'scheduling', feature: 'pixScheduling', movesMoney: true },
  { path: 'receive/qrcode', feature: 'pixQrcode', movesMoney: false },
  { path: 'receive/boletoPix', feature: 'pixBoleto', movesMoney: false },
  { path: 'requests', feature: 'pixRequests', movesMoney: false },
  { path: 'keys', feature: 'pixKeys', movesMoney: false },
  { path: 'favorites', feature: 'pixFavorites', movesMoney: false },
  { path: 'limit', feature: 'pixLimit', movesMoney: false },
  { path: 'refund', feature: 'pixRefund', movesMoney: true },
];

/** The functions built so far; the others are still announced by their upcoming page. */
const SCREENS: Record<string, RouteObject['lazy']> = {
  'pay/key': () =>
    import('./payKey/PayByKeyPage').then((module) => ({ Component: module.PayByKeyPage })),
  copyPaste: () =>
    import('./copyPaste/CopyPastePage').then((module) => ({ Component: module.CopyPastePage })),
  favorites: () =>
    import('./favorites/FavoritesPage').then((module) => ({ Component: module.FavoritesPage })),
  bankData: () =>
    import('./bankData/PayByBankDataPage').then((module) => ({
      Component: module.PayByBankDataPage,
    })),
  'receive/qrcode': () =>
    import('./charges/CreateChargePage').then((module) => ({
      Component: module.CreateChargePage,
    })),
  'receive/boletoPix': () =>
    import('./charges/BoletoPixPage').then((module) => ({ Component: module.BoletoPixPage })),
  keys: () => import('./keys/KeysPage').then((module) => ({ Component: module.KeysPage })),
  requests: () =>
    import('./charges/ChargesPage').then((module) => ({ Component: module.ChargesPage })),
  scheduling: () =>
    import('./scheduling/SchedulesPage').then((module) => ({ Component: module.SchedulesPage })),
  limit: () =>
    import('./limit/PixLimitsPage').then((module) => ({ Component: module.PixLimitsPage })),
  refund: () =>
    import('./refund/ReceivedPixPage').then((module) => ({ Component: module.ReceivedPixPage })),
};

export const pixRoutes: RouteObject = {
  path: 'pix',
  children: [
    hubRoute('pix', BASE, PIX_FEATURES),
    ...PIX_FEATURES.map((entry) => {
      const lazy = SCREENS[entry.path];
      return lazy ? { path: entry.path, lazy } : upcomingRoute(entry, BASE, PIX_FEATURES);
    }),
    {
      // A favourite, paid again (and renamed or removed).
      path: 'favorites/:favoriteId',
      lazy: () =>
        import('./favorites/PayFavoritePage').then((module) => ({
          Component: module.PayFavoritePage,
        })),
    },
    {
      // A charge issued (pix/requests): its code while payable, the Pix that paid it.
      path: 'requests/:txid',
      lazy: () =>
        import('./charges/ChargePage').then((module) => ({ Component: module.ChargePage })),
    },
    {
      // Pix Automático: companies' recurring authorisations, linked from pix/scheduling.
      path: 'automatic',
      lazy: () =>
        import('./automatic/AutomaticPage').then((module) => ({
          Component: module.AutomaticPage,
        })),
    },
    {
      // The credentials a shop's system calls the Pix API with.
      path: 'api',
      lazy: () => import('./api/PixApiPage').then((module) => ({ Component: module.PixApiPage })),
    },
    {
      // A Pix received, given back whole or in part.
      path: 'refund/:endToEndId',
      lazy: () =>
        import('./refund/RefundPage').then((module) => ({ Component: module.RefundPage })),
    },
    {
      // A sent Pix's receipt: after paying, and from the statement.
      path: 'payments/:paymentId',
      lazy: () =>
        import('./receipt/PixReceiptPage').then((module) => ({ Component: module.PixReceiptPage })),
    },
  ],
};
