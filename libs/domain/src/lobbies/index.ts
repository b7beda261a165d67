/**
 * Matchmaking lobbies (docs/game-rules.md "Matchmaking lobbies"): the events of a `lobby-{lobbyId}` stream and the pure rules
 * (rating range, seats, password, host handover). The lobby service keeps the live state in
 * Redis and records these events as the lobbies' history.
 */
export type { LobbyChatSent, LobbyClosed, LobbyCreated, LobbyEvent, LobbyHostChanged, LobbyJoined, LobbyLeft, LobbyLocked } from './events';
export {
  CHAT_MAX_LENGTH,
  isLobbyRange,
  LIVE_NO_MAXIMUM,
  LOBBY_ERROR_CODES,
  LOBBY_LOCKED_SECONDS,
  LOBBY_MMR_MAXIMUMS,
  LOBBY_MMR_MINIMUMS,
  LOBBY_REGION_NAMES,
  LOBBY_REGIONS,
  LOBBY_SIZE,
  lobbyRangeOf,
  lobbyRegionOf,
  ratingFits,
} from './constants';
export type { LobbyRegion, LobbyRegionName } from './constants';
export {
  CHAT_RATE_LIMIT,
  hostAfterLeaving,
  isLobbyPassword,
  LOBBY_PASSWORD_ALPHABET,
  LOBBY_PASSWORD_LENGTH,
  lobbyClosesAt,
  lobbyPasswordFrom,
  lobbyStream,
} from './rules';
