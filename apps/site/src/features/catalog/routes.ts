import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The learn pages: `/learn/spells`, `/learn/gods`. */
export const catalogRoutes: FeatureRoute[] = [
  {
    path: 'learn/spells',
    Page: lazyPage(
      () => import('./pages/SpellsPage'),
      (m) => m.SpellsPage,
      ['catalog'],
    ),
  },
  {
    path: 'learn/gods',
    Page: lazyPage(
      () => import('./pages/GodsPage'),
      (m) => m.GodsPage,
      ['catalog'],
    ),
  },
];
