import { lazyPage, type FeatureRoute } from '../../shared/routing';

/**
 * `/payment/:orderId` (where the providers send the player back) and `/pay/local/:sessionId` (the
 * local provider's page); not prerendered: their ids are not digits.
 */
export const ordersRoutes: FeatureRoute[] = [
  {
    path: 'payment/:orderId',
    Page: lazyPage(
      () => import('./ui'),
      (m) => m.PaymentResultPage,
      ['orders', 'store'],
    ),
    prerender: false,
  },
  {
    path: 'pay/local/:sessionId',
    Page: lazyPage(
      () => import('./ui'),
      (m) => m.LocalPaymentPage,
      ['orders', 'store'],
    ),
    prerender: false,
  },
];
