/**
 * The matchmaking lobby service (docs/architecture.md "Lobby service"): WebSocket lobbies over Redis, any number of
 * instances. `startLobbyService` runs one; `main.ts` runs it as a process from the environment.
 */
export { CLOSE_INVALID_TICKET, startLobbyService, type LobbyService, type LobbyServiceOptions } from './service';
export { loadLobbyConfig, type LobbyConfig } from './config';
export { lobbyKeys, LOBBY_ID_PATTERN, type LobbyKeys } from './keys';
export { textOf } from './protocol';
