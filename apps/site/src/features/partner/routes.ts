import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The partner pages, each loaded on its first visit (nothing of them is in the home page's JavaScript). */
export const partnerRoutes: FeatureRoute[] = [
  {
    path: 'gaimin',
    head: { title: 'partner:gaimin.title', description: 'partner:gaimin.subtitle' },
    Page: lazyPage(
      () => import('./pages/GaiminPage'),
      (m) => m.GaiminPage,
      ['partner'],
    ),
  },
  {
    path: 'connect_gaimin',
    Page: lazyPage(
      () => import('./pages/ConnectGaiminPage'),
      (m) => m.ConnectGaiminPage,
      ['partner', 'store'],
    ),
  },
  {
    path: 'tournaments/check_gaimin',
    Page: lazyPage(
      () => import('./pages/CheckGaiminPage'),
      (m) => m.CheckGaiminPage,
      ['partner', 'players'],
    ),
  },
];
