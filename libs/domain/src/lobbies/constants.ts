/**
 * The numbers and lists of matchmaking lobbies (docs/game-rules.md, "Lobby ranges and regions") and the
 * rating-range rule, written once: the domain's rules, the lobby protocol (`@arena/contract`) and
 * the site's matchmaking page all read them from here. Plain constants and pure functions with no
 * imports, so that the site can bundle this module alone (`@arena/domain/lobbies/constants`).
 */

/** Regions a lobby is hosted in. */
export const LOBBY_REGIONS = ['NA', 'SA', 'EU West', 'EU East', 'SEA', 'China'] as const;
export type LobbyRegion = (typeof LOBBY_REGIONS)[number];

/**
 * The live site's client's region labels (docs/game-rules.md "Lobby ranges and regions"), each with
 * the region it names: `make_lobby` accepts them as well as our names, and stores our name.
 */
export const LIVE_REGION_LABELS = {
  'North America': 'NA',
  'South America': 'SA',
  'Europe West': 'EU West',
  'Europe East': 'EU East',
  'South East Asia': 'SEA',
} as const satisfies Record<string, LobbyRegion>;
/** Every region name `make_lobby` accepts: ours, then the live client's labels. */
export const LOBBY_REGION_NAMES = [...LOBBY_REGIONS, ...(Object.keys(LIVE_REGION_LABELS) as (keyof typeof LIVE_REGION_LABELS)[])] as const;
export type LobbyRegionName = (typeof LOBBY_REGION_NAMES)[number];

/** The region a name of `LOBBY_REGION_NAMES` names. */
export function lobbyRegionOf(name: LobbyRegionName): LobbyRegion {
  return name in LIVE_REGION_LABELS ? LIVE_REGION_LABELS[name as keyof typeof LIVE_REGION_LABELS] : (name as LobbyRegion);
}

/** Minimum ladder ratings a host may pick (besides no limit). */
export const LOBBY_MMR_MINIMUMS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500] as const;
/** Maximum ladder ratings a host may pick (besides no limit); inclusive. */
export const LOBBY_MMR_MAXIMUMS = [499, 999, 1499, 1999, 2499, 2999, 3499, 3999, 4499] as const;
/** The live client's Immortal minimum: accepted as a minimum besides ours (a lobby for Immortal players only). */
export const LIVE_IMMORTAL_MINIMUM = 4500;
/** The live client's Herald maximum: the top of Herald here, 499 (its lobbies check the rank's floor, ours the rating). */
export const LIVE_HERALD_MAXIMUM = 500;
/** The live client's Immortal maximum, which means no upper limit; lobby rows show it as `max_rank` when there is none. */
export const LIVE_NO_MAXIMUM = 99999;

/** Seats of a lobby; the lobby locks when the last one is taken. */
export const LOBBY_SIZE = 8;
/** A locked lobby closes this many seconds after it locked. */
export const LOBBY_LOCKED_SECONDS = 300;
/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;

/** Why the lobby service refuses a player's event (the `error` event's codes), plus `rate_limited` for chat floods. */
export const LOBBY_ERROR_CODES = [
  'invalid_data',
  'failed_lobby_requirements',
  'already_in_lobby',
  'lobby_doesnt_exist',
  'lobby_full',
  'lobby_locked',
  'rate_limited',
] as const;

/**
 * Rating range: whether a player of ladder rating `rating` may host or join a lobby of range
 * `min`..`max` (both inclusive; null: no limit on that side).
 */
export function ratingFits(rating: number, min: number | null, max: number | null): boolean {
  return (min === null || rating >= min) && (max === null || rating <= max);
}

/**
 * Rating range: `min`..`max` as a host asked for it (ours, or the live client's limits) in our
 * terms: the live client's Herald maximum (500) is 499, its Immortal maximum (99999) is no limit;
 * everything else as it is.
 */
export function lobbyRangeOf(min: number | null, max: number | null): { mmrMin: number | null; mmrMax: number | null } {
  return { mmrMin: min, mmrMax: max === LIVE_HERALD_MAXIMUM ? 499 : max === LIVE_NO_MAXIMUM ? null : max };
}

/**
 * Rating range: whether `min`..`max` (in our terms, see `lobbyRangeOf`) is a range a host may pick: listed limits
 * (or null; the live client's Immortal minimum too), the minimum below the maximum.
 */
export function isLobbyRange(min: number | null, max: number | null): boolean {
  if (min !== null && min !== LIVE_IMMORTAL_MINIMUM && !(LOBBY_MMR_MINIMUMS as readonly number[]).includes(min)) return false;
  if (max !== null && !(LOBBY_MMR_MAXIMUMS as readonly number[]).includes(max)) return false;
  return min === null || max === null || min < max;
}
