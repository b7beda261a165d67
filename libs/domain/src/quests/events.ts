import type { QuestStat } from './stats';

/** Events of the quests feature (daily quests, weekly login and welcome rewards) on `player-{steamId}`. */
export type QuestsEvent =
  DailyQuestAssigned | DailyQuestClaimed | DailyQuestRerolled | LoginDayCompleted | LoginRewardClaimed | WelcomeRewardClaimed;

/**
 * A daily quest given to the player: reach `goal` more of `stat` than `baseline` (the player's
 * lifetime count of the stat when it was given) for `gold` gold. `assignedAt` is ISO-8601 UTC.
 */
export interface DailyQuestAssigned {
  type: 'DailyQuestAssigned';
  data: { questId: string; stat: QuestStat; goal: number; gold: number; baseline: number; assignedAt: string };
}

/** A completed daily quest claimed (its gold is a `GoldChanged` beside it); it leaves the active quests. */
export interface DailyQuestClaimed {
  type: 'DailyQuestClaimed';
  data: { questId: string; gold: number };
}

/** A daily quest dropped for another one (a `DailyQuestAssigned` follows). */
export interface DailyQuestRerolled {
  type: 'DailyQuestRerolled';
  data: { questId: string };
}

/**
 * A calendar day (UTC, YYYY-MM-DD) completed towards the weekly login rewards: the `index`-th
 * (1..7) of the week starting on Monday `week` (YYYY-MM-DD).
 */
export interface LoginDayCompleted {
  type: 'LoginDayCompleted';
  data: { week: string; day: string; index: number };
}

/** The `index`-th (1..7) login reward of the week `week` claimed; its reward events follow. */
export interface LoginRewardClaimed {
  type: 'LoginRewardClaimed';
  data: { week: string; index: number };
}

/** The `index`-th (1..7) welcome reward claimed at `claimedAt` (ISO-8601 UTC); its reward events follow. */
export interface WelcomeRewardClaimed {
  type: 'WelcomeRewardClaimed';
  data: { index: number; claimedAt: string };
}
