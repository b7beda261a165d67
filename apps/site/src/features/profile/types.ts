/**
 * The progression bodies the profile reads and sends: the 200 answers of their routes in
 * libs/contract (`ResponseOf`), or parts of them; types only.
 */
import type { ResponseOf } from '@arena/contract';

export type DailyQuests = ResponseOf<'get', '/api/players/{steam_id}/daily_quests'>;
export type DailyQuest = DailyQuests['quests'][number];
export type DailyGold = DailyQuests['daily_gold'];
export type Doubledown = DailyQuests['doubledown'];
export type LoginQuests = ResponseOf<'get', '/api/players/{steam_id}/login_quests'>;
export type LoginDay = LoginQuests['days'][number];
export type WelcomeQuests = ResponseOf<'get', '/api/players/{steam_id}/welcome_quests'>;
type WelcomeReward = WelcomeQuests['rewards'][number];
export type QuestClaimReply = ResponseOf<'post', '/api/players/{steam_id}/daily_quests/{quest_id}/claim'>;
export type QuestRerollReply = ResponseOf<'post', '/api/players/{steam_id}/daily_quests/{quest_id}/reroll'>;
export type DoubledownReply = ResponseOf<'post', '/api/players/{steam_id}/use_doubledown'>;
export type DailyGoldReply = ResponseOf<'post', '/api/players/{steam_id}/claim_daily_gold'>;
/** What a quest, a battle-pass level, an achievement tier, a login or welcome reward gives. */
export type Reward = WelcomeReward['reward'];
