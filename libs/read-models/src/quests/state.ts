import {
  type ActiveQuest,
  type LoginWeek,
  LOGIN_REWARDS,
  loginWeekAt,
  nextWelcomeRewardAt,
  QUEST_STATS,
  questProgress,
  type QuestStat,
  type QuestStats,
} from '@arena/domain';
import { intField } from '../core';

/**
 * A player's quests hash (`QuestKeys.quests`) decoded into the shapes of the domain's quest slice,
 * so the views and the profile's badge judge with the domain's rules.
 */
export interface QuestsState {
  questStats: QuestStats;
  /** Active daily quests, oldest first (`assignedAt` in ms). */
  dailyQuests: readonly ActiveQuest[];
  loginWeek: LoginWeek | null;
  welcomeClaimed: number;
  /** ms since the epoch; null before the first welcome reward. */
  welcomeLastClaimedAt: number | null;
  /** What games gave on the UTC day `day` (gold coins, battle-pass XP); null before any rewarded game. */
  earnedToday: { day: string; gold: number; xp: number } | null;
  /** The UTC day (YYYY-MM-DD) Plus's daily gold was last claimed; null before any. */
  dailyGoldDay: string | null;
  doubledownArmed: boolean;
  /** The week (its Monday) whose free Plus double-down was used; null before any. */
  plusDoubledownWeek: string | null;
}

interface StoredQuest {
  stat: QuestStat;
  goal: number;
  gold: number;
  baseline: number;
  assignedAt: string;
}

/** The quests state from the quests hash (HGETALL; `{}` for a player with none of it yet). */
export function questsStateOf(fields: Record<string, string>): QuestsState {
  const questStats = Object.fromEntries(QUEST_STATS.map((stat) => [stat, intField(fields[`stat:${stat}`])])) as Record<QuestStat, number>;
  const dailyQuests: ActiveQuest[] = [];
  for (const [field, json] of Object.entries(fields)) {
    if (!field.startsWith('quest:')) continue;
    const { stat, goal, gold, baseline, assignedAt } = JSON.parse(json) as StoredQuest;
    dailyQuests.push({ questId: field.slice('quest:'.length), stat, goal, gold, baseline, assignedAt: Date.parse(assignedAt) });
  }
  dailyQuests.sort((a, b) => a.assignedAt - b.assignedAt || (a.questId < b.questId ? -1 : 1));
  return {
    questStats,
    dailyQuests,
    loginWeek: fields.login_week
      ? {
          week: fields.login_week,
          lastDay: fields.login_last_day,
          completed: intField(fields.login_completed),
          claimed: intField(fields.login_claimed),
        }
      : null,
    welcomeClaimed: intField(fields.welcome_claimed),
    welcomeLastClaimedAt: fields.welcome_last_at ? Date.parse(fields.welcome_last_at) : null,
    earnedToday: fields.earned_day ? { day: fields.earned_day, gold: intField(fields.earned_gold), xp: intField(fields.earned_xp) } : null,
    dailyGoldDay: fields.daily_gold_day ?? null,
    doubledownArmed: fields.doubledown_armed === '1',
    plusDoubledownWeek: fields.plus_doubledown_week ?? null,
  };
}

/** Whether an active daily quest's progress reached its goal: it can be claimed. */
export function dailyQuestCompleted(quest: ActiveQuest, stats: QuestStats): boolean {
  return questProgress(quest, stats) >= quest.goal;
}

/**
 * Whether a login-reward claim at `now` gives a reward: a claim completes today first (when not
 * completed yet and fewer than 7 days are), then claims the first completed day not claimed.
 */
export function loginClaimable(state: Pick<QuestsState, 'loginWeek'>, now: Date): boolean {
  const { completed, claimed, today } = loginWeekAt(state, now.getTime());
  return claimed < Math.min(LOGIN_REWARDS.length, completed + (today ? 0 : 1));
}

/** Whether the next welcome reward can be claimed at `now` (24 hours after the previous one). */
export function welcomeClaimable(state: Pick<QuestsState, 'welcomeClaimed' | 'welcomeLastClaimedAt'>, now: Date): boolean {
  const next = nextWelcomeRewardAt(state);
  return next !== null && now.getTime() >= next;
}

/**
 * The profile's `unclaimed_quests` at `now`: completed daily quests, plus one when a login
 * reward can be claimed, plus one when a welcome reward can be. The daily, login and welcome
 * views judge with the same functions.
 */
export function unclaimedQuests(state: QuestsState, now: Date): number {
  const completed = state.dailyQuests.filter((quest) => dailyQuestCompleted(quest, state.questStats)).length;
  return completed + (loginClaimable(state, now) ? 1 : 0) + (welcomeClaimable(state, now) ? 1 : 0);
}
