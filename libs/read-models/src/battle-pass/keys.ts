import type { KeySchema } from '../core';

/** The battle pass's keys under a version's prefix. */
export interface BattlePassKeys {
  /**
   * Hash: `xp` (battle-pass XP earned in all, from any source), `automatic_through` (the highest
   * level past 80 whose automatic reward was granted; absent before any), and one field per
   * track reward claimed, `{track}:{level}` = 1 (`free:5`, `upgraded:5`: the domain's `claimKey`).
   */
  battlePass(steamId: string): string;
}

/** The battle-pass feature's keys under `prefix` (`{namespace}:{version}:`). */
export const battlePassKeys: KeySchema<BattlePassKeys> = (prefix) => ({
  battlePass: (steamId) => `${prefix}player:${steamId}:battle_pass`,
});
