/**
 * The progression bodies the profile reads and sends (libs/contract; docs/game-rules.md "Progression"),
 * under the names the site's code uses; imported as types only.
 */
import type {
  DailyGoldReply as ContractDailyGoldReply,
  DailyQuests as ContractDailyQuests,
  DailyQuestView,
  DoubledownReply as ContractDoubledownReply,
  LoginQuests as ContractLoginQuests,
  QuestClaimReply as ContractQuestClaimReply,
  QuestRerollReply as ContractQuestRerollReply,
  RewardView,
  WelcomeQuests as ContractWelcomeQuests,
} from '@arena/contract';

export type DailyQuests = ContractDailyQuests;
export type DailyQuest = DailyQuestView;
export type QuestStat = DailyQuest['stat'];
export type EarnedToday = DailyQuests['earned_today'];
export type DailyGold = DailyQuests['daily_gold'];
export type Doubledown = DailyQuests['doubledown'];
export type LoginQuests = ContractLoginQuests;
export type LoginDay = LoginQuests['days'][number];
export type WelcomeQuests = ContractWelcomeQuests;
export type WelcomeReward = WelcomeQuests['rewards'][number];
export type QuestClaimReply = ContractQuestClaimReply;
export type QuestRerollReply = ContractQuestRerollReply;
export type DoubledownReply = ContractDoubledownReply;
export type DailyGoldReply = ContractDailyGoldReply;
/** What a quest, a battle-pass level, an achievement tier, a login or welcome reward gives. */
export type Reward = RewardView;
