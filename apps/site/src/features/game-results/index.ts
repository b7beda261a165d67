/**
 * Game results: the list of games, a game's page, a player's game list, and the tables and queries
 * other features embed (the home page's recent games, the profile's recent games).
 */
export { gameResultsRoutes } from './routes';
export { gamesQuery, playerGamesQuery } from './api';
export { GamesTable } from './components/GamesList';
export { PlayerGamesTable } from './components/PlayerGamesTable';
