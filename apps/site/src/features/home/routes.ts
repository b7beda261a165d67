import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** The landing page at `/`. */
export const homeRoutes: FeatureRoute[] = [
  {
    index: true,
    head: { description: 'home:heroText' },
    Page: lazyPage(
      () => import('./pages/HomePage'),
      (m) => m.HomePage,
      ['home', 'game-results', 'leaderboard', 'players'],
    ),
  },
];
