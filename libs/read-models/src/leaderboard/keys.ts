import type { KeySchema } from '../core';

/** The leaderboard's keys under a version's prefix. */
export interface LeaderboardKeys {
  /** Sorted set of ranked players (steam ids) scored by `leaderboardScore`. */
  leaderboard: string;
  /** String: the top 100's ready JSON document, `GET /api/leaderboard`'s body (`LEADERBOARD_DOCUMENT_SCRIPT`). */
  leaderboardDocument: string;
  /** Hash: steam id -> the badge members of the player's leaderboard row at their stored ladder (`badgeMembers`). */
  leaderboardBadges: string;
}

/** The leaderboard's key under `prefix` (`{namespace}:{version}:`). */
export const leaderboardKeys: KeySchema<LeaderboardKeys> = (prefix) => ({
  leaderboard: `${prefix}leaderboard`,
  leaderboardDocument: `${prefix}leaderboard:document`,
  leaderboardBadges: `${prefix}leaderboard:badges`,
});

export const LEADERBOARD_LADDER_CAP = 4500;
const MMR_SPAN = 100_000;

/**
 * Leaderboard order (docs/game-rules.md "Leaderboard"): min(ladder, 4500), then hidden MMR. Both fit one
 * sorted-set score: ladder in the high part, MMR (clamped to 0..99,999) in the low part.
 */
export function leaderboardScore(ladder: number, mmr: number): number {
  const clampedMmr = Math.min(Math.max(Math.round(mmr), 0), MMR_SPAN - 1);
  return Math.min(ladder, LEADERBOARD_LADDER_CAP) * MMR_SPAN + clampedMmr;
}
