import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/redirect`: where a player lands after signing in. */
export const authRoutes: FeatureRoute[] = [
  {
    path: 'redirect',
    Page: lazyPage(
      () => import('./pages/RedirectPage'),
      (m) => m.RedirectPage,
    ),
  },
];
