import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The content pages: tournaments, the change log, the FAQ, the credits and the privacy notice. */
export const contentRoutes: FeatureRoute[] = [
  {
    path: 'tournaments',
    head: { title: 'content:tournaments.title', description: 'content:tournaments.subtitle' },
    Page: lazyPage(
      () => import('./pages/TournamentsPage'),
      (m) => m.TournamentsPage,
      ['content'],
    ),
  },
  {
    path: 'changelog',
    head: { title: 'content:changelog.title', description: 'content:changelog.subtitle' },
    Page: lazyPage(
      () => import('./pages/ChangelogPage'),
      (m) => m.ChangelogPage,
      ['content'],
    ),
  },
  {
    path: 'faq',
    head: { title: 'content:faq.title', description: 'content:faq.subtitle' },
    Page: lazyPage(
      () => import('./pages/FaqPage'),
      (m) => m.FaqPage,
      ['content'],
    ),
  },
  {
    path: 'credits',
    head: { title: 'content:credits.title', description: 'content:credits.subtitle' },
    Page: lazyPage(
      () => import('./pages/CreditsPage'),
      (m) => m.CreditsPage,
      ['content'],
    ),
  },
  {
    path: 'privacy',
    head: { title: 'content:privacy.title', description: 'content:privacy.subtitle' },
    Page: lazyPage(
      () => import('./pages/PrivacyPage'),
      (m) => m.PrivacyPage,
      ['content'],
    ),
  },
];
