/**
 * Game results: the list of games, a game's page, a player's game list, the signed-in player's
 * match history and stats (`/profile/games`, `/profile/stats`), and the tables and queries other
 * features embed (the home page's recent games, the profiles' recent games).
 */
export { gameResultsRoutes } from './routes';
export { MATCH_HISTORY_PATH, MY_STATS_PATH } from './paths';
export { gamesQuery, playerGamesQuery } from './api';
export { GamesTable } from './components/GamesList';
export { PlayerGamesTable } from './components/PlayerGamesTable';
