/**
 * Matchmaking lobbies (docs/game-rules.md "Matchmaking lobbies"): the events of a `lobby-{lobbyId}` stream and the pure rules
 * (rating range, seats, password, host handover). The lobby service keeps the live state in
 * Redis and records these events as the lobbies' history.
 */
export type { LobbyChatSent, LobbyClosed, LobbyCreated, LobbyEvent, LobbyHostChanged, LobbyJoined, LobbyLeft, LobbyLocked } from './events';
export {
  CHAT_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  hostAfterLeaving,
  isLobbyPassword,
  isLobbyRange,
  LOBBY_LOCKED_SECONDS,
  LOBBY_MMR_MAXIMUMS,
  LOBBY_MMR_MINIMUMS,
  LOBBY_PASSWORD_ALPHABET,
  LOBBY_PASSWORD_LENGTH,
  LOBBY_REGIONS,
  LOBBY_SIZE,
  lobbyClosesAt,
  lobbyPasswordFrom,
  lobbyStream,
  ratingFits,
} from './rules';
export type { LobbyRegion } from './rules';
