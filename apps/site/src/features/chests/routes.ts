import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** Where the armory is (the header's user menu links to it). */
export const ARMORY_PATH = '/profile/armory';

/** `/profile/armory`: the signed-in player's items. */
export const armoryRoutes: FeatureRoute[] = [
  {
    path: 'profile/armory',
    Page: lazyPage(
      () => import('./pages/ArmoryPage'),
      (m) => m.ArmoryPage,
      ['chests', 'store'],
    ),
  },
];
