import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** Where the signed-in player's gods are (the header's user menu links to it). */
export const GODS_PATH = '/profile/gods';

/** `/profile/gods`: the signed-in player's gods (owned or not, why, progress to the gold card). */
export const godsRoutes: FeatureRoute[] = [
  {
    path: 'profile/gods',
    Page: lazyPage(
      () => import('./pages/PlayerGodsPage'),
      (m) => m.PlayerGodsPage,
      ['gods', 'chests'],
    ),
  },
];
