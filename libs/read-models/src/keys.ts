/**
 * The Redis key schema of every read model (DESIGN.md, "Read side").
 *
 * `{namespace}:current` names the live version; every read model of a version lives under
 * `{namespace}:{version}:`, so a rebuild writes a fresh version beside the live one and
 * switches the pointer when it has caught up.
 */
export interface ReadModelKeys {
  prefix: string;
  /** Position of the last event applied to this version. */
  checkpoint: string;
  /** Hash: public profile fields plus counters and the hidden MMR (never served). */
  player(steamId: string): string;
  /** Hash: `{god}:games`, `{god}:first` counters. */
  playerGods(steamId: string): string;
  /** Sorted set of match ids, scored by the time the player's result was recorded (ms). */
  playerGames(steamId: string): string;
  /** Hash: `p:{steamId}` -> JSON row per player, `summary` -> JSON, `created_at`. */
  game(matchId: string): string;
  /** Sorted set of match ids by creation time (ms). */
  recentGames: string;
  /** Sorted set of ranked players scored by `leaderboardScore`. */
  leaderboard: string;
}

export function readModelKeys(namespace: string, version: string): ReadModelKeys {
  const prefix = `${namespace}:${version}:`;
  return {
    prefix,
    checkpoint: `${prefix}checkpoint`,
    player: (steamId) => `${prefix}player:${steamId}`,
    playerGods: (steamId) => `${prefix}player:${steamId}:gods`,
    playerGames: (steamId) => `${prefix}player:${steamId}:games`,
    game: (matchId) => `${prefix}game:${matchId}`,
    recentGames: `${prefix}games:recent`,
    leaderboard: `${prefix}leaderboard`,
  };
}

/** Key holding the live version's name. */
export const currentVersionKey = (namespace: string) => `${namespace}:current`;
/** Pub/sub channel announcing a version switch. */
export const versionChannel = (namespace: string) => `${namespace}:version-switched`;

export const LEADERBOARD_LADDER_CAP = 4500;
const MMR_SPAN = 100_000;

/**
 * Leaderboard order (GAME_RULES.md): min(ladder, 4500), then hidden MMR. Both fit one
 * sorted-set score: ladder in the high part, MMR (clamped to 0..99,999) in the low part.
 */
export function leaderboardScore(ladder: number, mmr: number): number {
  const clampedMmr = Math.min(Math.max(Math.round(mmr), 0), MMR_SPAN - 1);
  return Math.min(ladder, LEADERBOARD_LADDER_CAP) * MMR_SPAN + clampedMmr;
}
