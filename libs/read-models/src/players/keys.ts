import type { KeySchema } from '../core';

/** The player profile's keys under a version's prefix. */
export interface PlayerKeys {
  /**
   * Hash: public profile fields plus counters and the hidden MMR (never served); other features
   * add theirs (the store's `coins`, `plus_expiration`, `unopened_chests`; the partner's `partner_gaimin`).
   */
  player(steamId: string): string;
  /** Hash: `{god}:games`, `{god}:first` counters. */
  playerGods(steamId: string): string;
}

/** The players feature's keys under `prefix` (`{namespace}:{version}:`). */
export const playerKeys: KeySchema<PlayerKeys> = (prefix) => ({
  player: (steamId) => `${prefix}player:${steamId}`,
  playerGods: (steamId) => `${prefix}player:${steamId}:gods`,
});
