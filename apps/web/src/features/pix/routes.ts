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

export const pixRoutes: RouteObject = {
  path: 'pix',
  children: [
    hubRoute('pix', BASE, PIX_FEATURES),
    ...PIX_FEATURES.map((entry) => upcomingRoute(entry, BASE, PIX_FEATURES)),
  ],
};
