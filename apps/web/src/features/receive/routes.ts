import type { RouteObject } from 'react-router-dom';
import { hubRoute, upcomingRoute, type FeatureEntry } from '../../app/upcoming/featureRoute';

const BASE = '/bank/receive';

/** Receiving (SPEC §2): root, title (issue a boleto), security. */
export const RECEIVE_FEATURES: readonly FeatureEntry[] = [
  { path: 'title', feature: 'receiveTitle', movesMoney: false },
  { path: 'security', feature: 'receiveSecurity', movesMoney: false },
];

/**
 * The hub leads to every way of receiving: Pix's (QR Code, charges, boleto with Pix, keys,
 * refunds) and this section's own.
 */
const RECEIVE_WAYS: readonly FeatureEntry[] = [
  { path: '/bank/pix/receive/qrcode', feature: 'pixQrcode', movesMoney: false },
  { path: '/bank/pix/requests', feature: 'pixRequests', movesMoney: false },
  { path: '/bank/pix/receive/boletoPix', feature: 'pixBoleto', movesMoney: false },
  { path: '/bank/pix/keys', feature: 'pixKeys', movesMoney: false },
  ...RECEIVE_FEATURES,
  { path: '/bank/pix/refund', feature: 'pixRefund', movesMoney: true },
];

/** The functions built so far; the others are still announced by their upcoming page. */
const SCREENS: Record<string, RouteObject['lazy']> = {
  title: () =>
    import('./title/IssueBoletoPage').then((module) => ({ Component: module.IssueBoletoPage })),
  security: () =>
    import('./security/ProtectionPage').then((module) => ({ Component: module.ProtectionPage })),
};

export const receiveRoutes: RouteObject = {
  path: 'receive',
  children: [
    hubRoute('receive', BASE, RECEIVE_WAYS),
    ...RECEIVE_FEATURES.map((entry) => {
      const lazy = SCREENS[entry.path];
      return lazy ? { path: entry.path, lazy } : upcomingRoute(entry, BASE, RECEIVE_FEATURES);
    }),
  ],
};
