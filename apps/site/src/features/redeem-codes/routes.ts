import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** Where the redeem-code page is (the header's user menu links to it). */
export const REDEEM_CODE_PATH = '/redeem_code';

/** `/redeem_code`: the signed-in player redeems a code for gold and items. */
export const redeemCodeRoutes: FeatureRoute[] = [
  {
    path: 'redeem_code',
    head: { title: 'redeem-codes:title', description: 'redeem-codes:subtitle' },
    Page: lazyPage(
      () => import('./pages/RedeemCodePage'),
      (m) => m.RedeemCodePage,
      ['redeem-codes', 'store'],
    ),
  },
];
