import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The learn pages: `/learn/spells`, `/learn/gods`. */
export const catalogRoutes: FeatureRoute[] = [
  {
    path: 'learn/spells',
    head: { title: 'catalog:spells.title', description: 'catalog:spells.subtitle' },
    preload: ['/api/spells', '/api/heroes'],
    Page: lazyPage(
      () => import('./pages/SpellsPage'),
      (m) => m.SpellsPage,
      ['catalog'],
    ),
  },
  {
    path: 'learn/gods',
    head: { title: 'catalog:gods.title', description: 'catalog:gods.subtitle' },
    preload: ['/api/gods'],
    Page: lazyPage(
      () => import('./pages/GodsPage'),
      (m) => m.GodsPage,
      ['catalog'],
    ),
  },
];
