import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/leaderboard`. */
export const leaderboardRoutes: FeatureRoute[] = [
  {
    path: 'leaderboard',
    head: { title: 'leaderboard:title', description: 'leaderboard:subtitle' },
    Page: lazyPage(
      () => import('./pages/LeaderboardPage'),
      (m) => m.LeaderboardPage,
      ['leaderboard', 'players'],
    ),
  },
];
