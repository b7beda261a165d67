import { lazyPage, type FeatureRoute } from '../../shared/routing';

/**
 * `/games`, `/games/:gameId`, a player's game list `/players/:steamId/games`, and the signed-in
 * player's `/profile/games` (match history) and `/profile/stats`.
 */
export const gameResultsRoutes: FeatureRoute[] = [
  {
    path: 'games',
    head: { title: 'game-results:games.title', description: 'game-results:games.subtitle' },
    Page: lazyPage(
      () => import('./pages/GamesPage'),
      (m) => m.GamesPage,
      ['game-results'],
    ),
  },
  {
    path: 'games/:gameId',
    head: { title: 'game-results:game.headTitle', description: 'game-results:game.headDescription' },
    preload: ['/api/games/:gameId', '/api/gods', '/api/spells', '/api/heroes'],
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
    head: { title: 'game-results:myGames.title', description: 'game-results:myGames.subtitle' },
    Page: lazyPage(
      () => import('./pages/MyGamesPage'),
      (m) => m.MyGamesPage,
      ['game-results', 'players'],
    ),
  },
  {
    path: 'profile/stats',
    head: { title: 'game-results:myStats.title', description: 'game-results:myStats.subtitle' },
    Page: lazyPage(
      () => import('./pages/MyStatsPage'),
      (m) => m.MyStatsPage,
      ['game-results'],
    ),
  },
];
