import type { RouteObject } from 'react-router-dom';

/** Payments (SPEC §2): boletos and utility bills, and a payment's receipt. */
export const paymentRoutes: RouteObject = {
  path: 'payment',
  children: [
    {
      index: true,
      lazy: () =>
        import('./BoletoPaymentPage').then((module) => ({ Component: module.BoletoPaymentPage })),
    },
    {
      path: 'boletos/:paymentId',
      lazy: () =>
        import('./BoletoReceiptPage').then((module) => ({ Component: module.BoletoReceiptPage })),
    },
  ],
};
