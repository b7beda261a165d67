import type {
  CHAT_MAX_LENGTH as CONTRACT_CHAT_MAX_LENGTH,
  LOBBY_ERROR_CODES as CONTRACT_ERROR_CODES,
  LOBBY_LOCKED_SECONDS as CONTRACT_LOCKED_SECONDS,
  LOBBY_MMR_MAXIMUMS as CONTRACT_MMR_MAXIMUMS,
  LOBBY_MMR_MINIMUMS as CONTRACT_MMR_MINIMUMS,
  LOBBY_REGIONS as CONTRACT_REGIONS,
  LOBBY_SIZE as CONTRACT_LOBBY_SIZE,
} from '@arena/contract';

/*
 * The protocol's constant lists, as the matchmaking page needs them. They MIRROR
 * libs/contract/src/lobbies/messages.ts (docs/game-rules.md "Matchmaking lobbies"): the site may import
 * only types from the contract (dependency-cruiser), so the values are copied here. The
 * `Same<...>` checks below compare their types with the contract's (`typeof` of the contract's
 * constants, a type-only import): `tsc -p apps/site` fails as soon as the two lists differ.
 */

/** Regions a lobby is hosted in. */
export const LOBBY_REGIONS = ['NA', 'SA', 'EU West', 'EU East', 'SEA', 'China'] as const;
/** Minimum ladder ratings a host may pick (besides null: no limit). */
export const LOBBY_MMR_MINIMUMS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500] as const;
/** Maximum ladder ratings a host may pick (besides null: no limit). */
export const LOBBY_MMR_MAXIMUMS = [499, 999, 1499, 1999, 2499, 2999, 3499, 3999, 4499] as const;
/** Players a lobby holds; at this many it locks. */
export const LOBBY_SIZE = 8;
/** A lobby closes this many seconds after it locked. */
export const LOBBY_LOCKED_SECONDS = 300;
/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;
/** The codes of the server's `error` event. */
export const LOBBY_ERROR_CODES = [
  'invalid_data',
  'failed_lobby_requirements',
  'already_in_lobby',
  'lobby_doesnt_exist',
  'lobby_full',
  'lobby_locked',
  'rate_limited',
] as const;

/** The server pings every 30 s; a client that sees no ping for this long closes ("Lobby presence"). */
export const PING_TIMEOUT_MS = 31_000;
/** The close code of a socket whose ticket (or session) the lobby service refused. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
/** Chat lines kept on the page (the oldest go first). */
export const CHAT_HISTORY_LIMIT = 200;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

/** Compile-time proof that the lists above are the contract's (never used at run time). */
export type MirrorsContract = [
  Assert<Same<typeof LOBBY_REGIONS, typeof CONTRACT_REGIONS>>,
  Assert<Same<typeof LOBBY_MMR_MINIMUMS, typeof CONTRACT_MMR_MINIMUMS>>,
  Assert<Same<typeof LOBBY_MMR_MAXIMUMS, typeof CONTRACT_MMR_MAXIMUMS>>,
  Assert<Same<typeof LOBBY_SIZE, typeof CONTRACT_LOBBY_SIZE>>,
  Assert<Same<typeof LOBBY_LOCKED_SECONDS, typeof CONTRACT_LOCKED_SECONDS>>,
  Assert<Same<typeof CHAT_MAX_LENGTH, typeof CONTRACT_CHAT_MAX_LENGTH>>,
  Assert<Same<typeof LOBBY_ERROR_CODES, typeof CONTRACT_ERROR_CODES>>,
];
