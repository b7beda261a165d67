/**
 * Quests (docs/game-rules.md "Progression"): the stats that quests and achievements count,
 * daily quests (2 active, 3 with Plus; reroll after 23 hours; claimed quests are replaced), the
 * weekly login rewards (reset on Monday 00:00 UTC) and the welcome rewards (24 hours apart).
 */
export type {
  ClaimDailyQuest,
  ClaimLoginReward,
  ClaimWelcomeReward,
  CompleteLoginDay,
  LoginDayAnswer,
  QuestClaimAnswer,
  RerollAnswer,
  RerollDailyQuest,
} from './commands';
export type {
  DailyQuestAssigned,
  DailyQuestClaimed,
  DailyQuestRerolled,
  LoginDayCompleted,
  LoginRewardClaimed,
  QuestsEvent,
  WelcomeRewardClaimed,
} from './events';
export { addStats, NO_STATS, QUEST_STATS, statGains } from './stats';
export type { QuestStat, QuestStats } from './stats';
export {
  assignDailyQuests,
  canReroll,
  DAILY_QUEST_SLOTS,
  DAILY_QUESTS,
  dailyQuestById,
  decideClaimDailyQuest,
  decideRerollDailyQuest,
  questProgress,
  REROLL_AFTER_MS,
} from './daily';
export type { DailyQuestDefinition, DailyQuestState } from './daily';
export { completeLoginDay, decideClaimLoginReward, decideCompleteLoginDay, LOGIN_REWARDS, loginWeekAt } from './login';
export { decideClaimWelcomeReward, nextWelcomeRewardAt, WELCOME_INTERVAL_MS, WELCOME_REWARDS } from './welcome';
export { decodeQuestsSlice, encodeQuestsSlice, evolveQuestsSlice, initialQuestsSlice } from './state';
export type { ActiveQuest, LoginWeek, QuestsSlice } from './state';
