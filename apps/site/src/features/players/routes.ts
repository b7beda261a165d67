import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** A player's profile at `/players/:steamId`. */
export const playersRoutes: FeatureRoute[] = [
  {
    path: 'players/:steamId',
    head: { title: 'players:headTitle', description: 'players:headDescription' },
    preload: ['/api/players/:steamId'],
    Page: lazyPage(
      () => import('./pages/PlayerPage'),
      (m) => m.PlayerPage,
      ['players', 'game-results'],
    ),
  },
];
