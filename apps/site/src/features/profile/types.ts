/**
 * The progression bodies the profile reads and sends: the 200 answers of their routes in
 * libs/contract (`ResponseOf`), and the page's views of the live site's lists, which
 * `api.ts` builds from them; types only.
 */
import type { ResponseOf } from '@arena/contract';

type DailyQuestRow = ResponseOf<'get', '/api/players/{steam_id}/daily_quests'>[number];
type DailyQuestsOverview = ResponseOf<'get', '/api/players/{steam_id}/daily_quests/overview'>;
type LoginRow = ResponseOf<'get', '/api/players/{steam_id}/login_quests'>[number];

/** What a quest, a battle-pass level, an achievement tier, a login or welcome reward gives. */
export type Reward = LoginRow['reward'];

/** An active daily quest, as the profile shows it. */
export interface DailyQuest {
  quest_id: string;
  stat: DailyQuestRow['stat'];
  goal: number;
  progress: number;
  gold: number;
  completed: boolean;
  assigned_at: string;
  reroll_at: string;
}
/** The daily-quest sections: the quests (the live site's list) and the rest (our overview). */
export type DailyQuests = DailyQuestsOverview & { quests: DailyQuest[] };
export type DailyGold = DailyQuests['daily_gold'];
export type Doubledown = DailyQuests['doubledown'];

/** One day of this week's login rewards. */
export interface LoginDay {
  index: number;
  reward: Reward;
  completed: boolean;
  claimed: boolean;
}
/** The login-rewards section: the 7 days, when the week resets, and the day a claim gives now (null: none). */
export interface LoginQuests {
  resets_at: string;
  days: LoginDay[];
  claimable: boolean;
  next_day: number | null;
}

/** The welcome-rewards section: the 7 rewards, the next to claim and from when, and whether it can be now. */
export interface WelcomeQuests {
  rewards: { index: number; reward: Reward; claimed: boolean }[];
  next_index: number | null;
  next_at: string | null;
  claimable: boolean;
}

export type QuestClaimReply = ResponseOf<'post', '/api/players/{steam_id}/daily_quests/claim'>;
export type QuestRerollReply = ResponseOf<'post', '/api/players/{steam_id}/daily_quests/reroll'>;
export type DoubledownReply = ResponseOf<'post', '/api/players/{steam_id}/use_doubledown'>;
export type DailyGoldReply = ResponseOf<'post', '/api/players/{steam_id}/claim_daily_gold'>;
