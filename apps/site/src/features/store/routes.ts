import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/store`. */
export const storeRoutes: FeatureRoute[] = [
  {
    path: 'store',
    head: { title: 'store:title', description: 'store:subtitle' },
    Page: lazyPage(
      () => import('./pages/StorePage'),
      (m) => m.StorePage,
      ['store', 'orders'],
    ),
  },
];
