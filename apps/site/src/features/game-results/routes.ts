import { lazyPage, type FeatureRoute } from '../../shared/routing';

/**
 * `/games`, `/games/:gameId`, a player's game list `/players/:steamId/games`, and the signed-in
 * player's `/profile/games` (match history) and `/profile/stats`.
 */
export const gameResultsRoutes: FeatureRoute[] = [
  {
    path: 'games',
    Page: lazyPage(
      () => import('./pages/GamesPage'),
      (m) => m.GamesPage,
      ['game-results'],
    ),
  },
  {
    path: 'games/:gameId',
    Page: lazyPage(
      () => import('./pages/GamePage'),
      (m) => m.GamePage,
      ['game-results'],
    ),
  },
  {
    path: 'players/:steamId/games',
    Page: lazyPage(
      () => import('./pages/PlayerGamesPage'),
      (m) => m.PlayerGamesPage,
      ['game-results', 'players'],
    ),
  },
  {
    path: 'profile/games',
    Page: lazyPage(
      () => import('./pages/MyGamesPage'),
      (m) => m.MyGamesPage,
      ['game-results', 'players'],
    ),
  },
  {
    path: 'profile/stats',
    Page: lazyPage(
      () => import('./pages/MyStatsPage'),
      (m) => m.MyStatsPage,
      ['game-results'],
    ),
  },
];
