import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/store`. */
export const storeRoutes: FeatureRoute[] = [
  {
    path: 'store',
    Page: lazyPage(
      () => import('./pages/StorePage'),
      (m) => m.StorePage,
      ['store', 'orders'],
    ),
  },
];
