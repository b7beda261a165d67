/**
 * The rules of matchmaking lobbies (docs/game-rules.md, "Matchmaking lobbies"), pure. The numbers
 * are the domain's own; the protocol (`@arena/contract`, lobbies) states the same ones, and a
 * test of the lobby service keeps the two equal.
 */

/** Regions a lobby is hosted in. */
export const LOBBY_REGIONS = ['NA', 'SA', 'EU West', 'EU East', 'SEA', 'China'] as const;
export type LobbyRegion = (typeof LOBBY_REGIONS)[number];

/** Minimum ladder ratings a host may pick (besides no limit). */
export const LOBBY_MMR_MINIMUMS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500] as const;
/** Maximum ladder ratings a host may pick (besides no limit); inclusive. */
export const LOBBY_MMR_MAXIMUMS = [499, 999, 1499, 1999, 2499, 2999, 3499, 3999, 4499] as const;
/** Seats of a lobby; the lobby locks when the last one is taken. */
export const LOBBY_SIZE = 8;
/** A locked lobby closes this many seconds after it locked. */
export const LOBBY_LOCKED_SECONDS = 300;
/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;
/** At most this many chat messages per player in any window of `windowSeconds`. */
export const CHAT_RATE_LIMIT = { messages: 5, windowSeconds: 5 } as const;
/** A locked lobby's password: this many characters of `LOBBY_PASSWORD_ALPHABET`. */
export const LOBBY_PASSWORD_LENGTH = 5;
export const LOBBY_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The event-store stream of a lobby's history. */
export function lobbyStream(lobbyId: string): string {
  return `lobby-${lobbyId}`;
}

/**
 * Whether a player of ladder rating `rating` may host or join a lobby of range `min`..`max`
 * (both inclusive; null: no limit on that side).
 */
export function ratingFits(rating: number, min: number | null, max: number | null): boolean {
  return (min === null || rating >= min) && (max === null || rating <= max);
}

/** Whether `min`..`max` is a range a host may pick: listed limits (or null), the minimum below the maximum. */
export function isLobbyRange(min: number | null, max: number | null): boolean {
  if (min !== null && !(LOBBY_MMR_MINIMUMS as readonly number[]).includes(min)) return false;
  if (max !== null && !(LOBBY_MMR_MAXIMUMS as readonly number[]).includes(max)) return false;
  return min === null || max === null || min < max;
}

/**
 * A password from random bytes (0..255 each; the caller draws them from a cryptographic
 * source): each accepted byte picks one character. Bytes of 252 and above are skipped, so that
 * every character is equally likely (252 = 7 x 36).
 * @returns the password, or null when `bytes` held too few usable bytes (draw more and retry).
 */
export function lobbyPasswordFrom(bytes: ArrayLike<number>): string | null {
  const size = LOBBY_PASSWORD_ALPHABET.length;
  const limit = Math.floor(256 / size) * size;
  let password = '';
  for (let i = 0; i < bytes.length && password.length < LOBBY_PASSWORD_LENGTH; i++) {
    if (bytes[i] < limit) password += LOBBY_PASSWORD_ALPHABET[bytes[i] % size];
  }
  return password.length === LOBBY_PASSWORD_LENGTH ? password : null;
}

/** Whether `value` looks like a lobby password. */
export function isLobbyPassword(value: string): boolean {
  return value.length === LOBBY_PASSWORD_LENGTH && [...value].every((char) => LOBBY_PASSWORD_ALPHABET.includes(char));
}

/**
 * Who hosts after `leaving` leaves a lobby whose players (in the order they joined) are
 * `players` and whose host is `host`: the host stays unless they leave; then the first
 * remaining player; null when nobody remains (the lobby is deleted).
 */
export function hostAfterLeaving(players: readonly string[], host: string, leaving: string): string | null {
  const remaining = players.filter((player) => player !== leaving);
  if (remaining.length === 0) return null;
  return leaving === host ? remaining[0] : host;
}

/** When a lobby locked at `lockedAtMs` (epoch ms) closes, epoch ms. */
export function lobbyClosesAt(lockedAtMs: number): number {
  return lockedAtMs + LOBBY_LOCKED_SECONDS * 1000;
}
