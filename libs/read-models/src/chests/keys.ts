import type { KeySchema } from '../core';

/** The chests' keys under a version's prefix. */
export interface ChestKeys {
  /** List: chest openings, newest first, at most `CHEST_HISTORY_LIMIT` (see `encodeChestOpening`). */
  chestHistory(steamId: string): string;
}

/** The chests feature's keys under `prefix` (`{namespace}:{version}:`). */
export const chestKeys: KeySchema<ChestKeys> = (prefix) => ({
  chestHistory: (steamId) => `${prefix}player:${steamId}:chests`,
});
