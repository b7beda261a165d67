import type { KeySchema } from '../core';

/** The achievements' keys under a version's prefix. */
export interface AchievementKeys {
  /** Hash: achievement id -> tiers claimed (1-based, claimed one at a time). The stats they count are the quests hash's. */
  achievements(steamId: string): string;
}

/** The achievements feature's keys under `prefix` (`{namespace}:{version}:`). */
export const achievementKeys: KeySchema<AchievementKeys> = (prefix) => ({
  achievements: (steamId) => `${prefix}player:${steamId}:achievements`,
});
