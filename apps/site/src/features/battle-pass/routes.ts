import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/profile/battlepass`: the signed-in player's battle pass, level by level. */
export const battlePassRoutes: FeatureRoute[] = [
  {
    path: 'profile/battlepass',
    Page: lazyPage(
      () => import('./pages/BattlePassPage'),
      (m) => m.BattlePassPage,
      ['battle-pass', 'profile', 'store'],
    ),
  },
];
