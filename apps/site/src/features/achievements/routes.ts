import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/profile/achievements`: the signed-in player's achievements and their tiers. */
export const achievementsRoutes: FeatureRoute[] = [
  {
    path: 'profile/achievements',
    Page: lazyPage(
      () => import('./pages/AchievementsPage'),
      (m) => m.AchievementsPage,
      ['achievements', 'profile', 'store'],
    ),
  },
];
