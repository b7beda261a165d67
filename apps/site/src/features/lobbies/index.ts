/**
 * Lobbies: the `/matchmaking` page (docs/game-rules.md "Matchmaking lobbies"): the open lobbies, hosting one, the player's lobby
 * with its players and chat, the locked lobby's password and countdown, over the lobby service's
 * WebSocket (opened on this page only, for signed-in players).
 */
export { lobbiesRoutes, MATCHMAKING_PATH } from './routes';
