import { LOBBY_LOCKED_SECONDS } from './constants';

/**
 * The rules of matchmaking lobbies (docs/game-rules.md, "Matchmaking lobbies"), pure: chat flood
 * limit, passwords, host handover, closing time. The lobbies' numbers and the rating-range rule
 * are in `./constants`, which the protocol and the site read too.
 */

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
