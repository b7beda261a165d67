import type { KeySchema } from '../core';

/** The gods feature's keys under a version's prefix. */
export interface GodKeys {
  /** Hash: god id -> progress points towards its gold card. */
  godProgress(steamId: string): string;
  /** Hash: god id -> '1' for each god the player banned from their pool. */
  godBans(steamId: string): string;
  /** Hash: god id -> its global flags as JSON (`StoredGodFlags`), for each god an admin changed. */
  godFlags: string;
}

export const godKeys: KeySchema<GodKeys> = (prefix) => ({
  godProgress: (steamId) => `${prefix}player:${steamId}:god_progress`,
  godBans: (steamId) => `${prefix}player:${steamId}:god_bans`,
  godFlags: `${prefix}gods:flags`,
});
