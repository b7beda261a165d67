import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** `/games`, `/games/:gameId` and a player's game list `/players/:steamId/games`. */
export const gameResultsRoutes: FeatureRoute[] = [
  { path: 'games', Page: lazyPage(() => import('./pages/GamesPage'), (m) => m.GamesPage) },
  { path: 'games/:gameId', Page: lazyPage(() => import('./pages/GamePage'), (m) => m.GamePage) },
  { path: 'players/:steamId/games', Page: lazyPage(() => import('./pages/PlayerGamesPage'), (m) => m.PlayerGamesPage) },
];
