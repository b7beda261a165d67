import type { KeySchema } from '../core';

/** The quests' keys under a version's prefix. */
export interface QuestKeys {
  /**
   * Hash of a player's progression counters and days (docs/game-rules.md "Progression"):
   * - `stat:{stat}`: lifetime count of each stat quests and achievements count (`QUEST_STATS`);
   * - `quest:{questId}`: an active daily quest, JSON `{stat, goal, gold, baseline, assignedAt}`
   *   (`assignedAt` ISO-8601); deleted when claimed or rerolled;
   * - `login_week` (its Monday, YYYY-MM-DD), `login_last_day` (YYYY-MM-DD), `login_completed`,
   *   `login_claimed` (days 0..7 of that week);
   * - `welcome_claimed` (0..7), `welcome_last_at` (ISO-8601);
   * - `earned_day` (YYYY-MM-DD), `earned_gold`, `earned_xp`: what games gave on that UTC day;
   * - `daily_gold_day`: the UTC day Plus's daily gold was last claimed;
   * - `doubledown_armed` (1 or 0), `plus_doubledown_week`: the week whose free Plus double-down
   *   was used.
   */
  quests(steamId: string): string;
}

/** The quests feature's keys under `prefix` (`{namespace}:{version}:`). */
export const questKeys: KeySchema<QuestKeys> = (prefix) => ({
  quests: (steamId) => `${prefix}player:${steamId}:quests`,
});
