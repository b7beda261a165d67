import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The content pages: tournaments, the change log, the FAQ, the credits and the privacy notice. */
export const contentRoutes: FeatureRoute[] = [
  {
    path: 'tournaments',
    Page: lazyPage(
      () => import('./pages/TournamentsPage'),
      (m) => m.TournamentsPage,
      ['content'],
    ),
  },
  {
    path: 'changelog',
    Page: lazyPage(
      () => import('./pages/ChangelogPage'),
      (m) => m.ChangelogPage,
      ['content'],
    ),
  },
  {
    path: 'faq',
    Page: lazyPage(
      () => import('./pages/FaqPage'),
      (m) => m.FaqPage,
      ['content'],
    ),
  },
  {
    path: 'credits',
    Page: lazyPage(
      () => import('./pages/CreditsPage'),
      (m) => m.CreditsPage,
      ['content'],
    ),
  },
  {
    path: 'privacy',
    Page: lazyPage(
      () => import('./pages/PrivacyPage'),
      (m) => m.PrivacyPage,
      ['content'],
    ),
  },
];
