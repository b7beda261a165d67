/*
 * The lobbies' numbers and lists (regions, rating limits, seats, closing delay, chat length, the
 * `error` event's codes) are written once, in libs/domain's lobbies constants (docs/game-rules.md
 * "Lobby ranges and regions"), a module of plain constants that the site bundles alone; the protocol
 * (libs/contract) reads the same module. Below them, the page's own numbers.
 */
export {
  CHAT_MAX_LENGTH,
  LOBBY_ERROR_CODES,
  LOBBY_LOCKED_SECONDS,
  LOBBY_MMR_MAXIMUMS,
  LOBBY_MMR_MINIMUMS,
  LOBBY_REGIONS,
  LOBBY_SIZE,
} from '@arena/domain/lobbies/constants';

/** The server pings every 30 s; a client that sees no ping for this long closes ("Lobby presence"). */
export const PING_TIMEOUT_MS = 31_000;
/** The close code of a socket whose ticket (or session) the lobby service refused. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
/** Chat lines kept on the page (the oldest go first). */
export const CHAT_HISTORY_LIMIT = 200;
