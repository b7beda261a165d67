import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/profile`: the signed-in player's quests, rewards, earnings, subscriptions and recent games. */
export const profileRoutes: FeatureRoute[] = [
  {
    path: 'profile',
    head: { title: 'profile:title', description: 'profile:subtitle' },
    Page: lazyPage(
      () => import('./pages/ProfilePage'),
      (m) => m.ProfilePage,
      ['profile', 'game-results', 'players', 'store', 'orders'],
    ),
  },
];
