import { z } from 'zod';
import { eventPosition, isoTime } from '../shared';
import { rewardView } from '../store';

/**
 * Quests (docs/game-rules.md "Daily quests", "Weekly login rewards", "Welcome rewards"): daily quests, the weekly login
 * rewards and the welcome rewards. Gold in gold coins, XP in battle-pass XP, times ISO-8601 UTC.
 */

/** The stats quests and achievements count. */
export const questStat = z.enum(['games_played', 'first_place', 'top_four', 'rounds_won', 'gabens', 'supers', 'chests_opened']).meta({
  id: 'QuestStat',
  description: 'games_played, first_place, top_four, rounds_won (wins), gabens (abilities at level 9), supers (level 6+), chests_opened',
});

const gold = (description: string) => z.number().int().min(0).describe(`${description} (gold coins)`);
const xpAmount = (description: string) => z.number().int().min(0).describe(`${description} (battle-pass XP)`);

/** The first item a row gives, in the live site's fields (`cosmetic_id` and `cosmetic_name` are both the catalog id; null without an item). */
const itemFields = {
  cosmetic_id: z.string().nullable().describe('The first item it gives (a catalog id, e.g. `chest_basic`); null when it gives no item'),
  cosmetic_name: z.string().nullable().describe('The same id (the live site names images and texts by it)'),
};

/**
 * An active daily quest, in the live site's fields (`quest_id`, `quest_name`, `required_amount`,
 * `capped_quest_progress`, `quest_completed`, `claimed`, `coin_reward`, `xp_reward`, `can_reroll`,
 * `created`); `stat` and `reroll_at` are ours.
 */
export const dailyQuestView = z
  .strictObject({
    quest_id: z.string().describe('`{stat}_{difficulty 1..3}`, e.g. `first_place_1` (the live site numbers its quests)'),
    quest_name: z
      .string()
      .describe("What to do, in English (the site words it in the reader's language from `stat` and `required_amount`)"),
    required_amount: z.number().int().min(1).describe('The goal'),
    quest_progress: z.number().int().min(0).describe('Gained since the quest was given, at most the goal'),
    capped_quest_progress: z.number().int().min(0).describe('The same, at most the goal'),
    quest_completed: z.boolean().describe('Progress reached the goal: it can be claimed'),
    claimed: z.boolean().describe('Always false: a claimed quest is replaced at once'),
    coin_reward: gold('Reward'),
    xp_reward: xpAmount('Reward (daily quests give none)'),
    ...itemFields,
    can_reroll: z.boolean().describe('It can be rerolled now (active 23 hours or more)'),
    created: isoTime.describe('When it was given'),
    stat: questStat,
    reroll_at: isoTime.describe('Ours: from then on it can be rerolled (23 hours after it was given)'),
  })
  .meta({ id: 'DailyQuest' });
export type DailyQuestView = z.infer<typeof dailyQuestView>;

/** `GET /api/players/{steam_id}/daily_quests`: the active quests, oldest first, as a bare list (the live site's shape). */
export const dailyQuests = z.array(dailyQuestView).meta({ id: 'DailyQuests' });
export type DailyQuests = z.infer<typeof dailyQuests>;

/** `GET /api/players/{steam_id}/daily_quests/overview` (ours): the slots, what games gave today against the daily caps, the daily gold and the double-down. */
export const dailyQuestsOverview = z
  .strictObject({
    slots: z.number().int().describe('Active quests the player gets: 2, 3 with Plus'),
    earned_today: z.strictObject({
      gold: z.number().int().min(0).describe('Gold games gave today (UTC)'),
      gold_cap: z.number().int().min(0).describe('The daily gold cap (higher with Plus)'),
      xp: z.number().int().min(0).describe('XP games gave today (UTC)'),
      xp_cap: z.number().int().min(0),
      resets_at: isoTime.describe('The next 00:00 UTC'),
    }),
    daily_gold: z.strictObject({
      available: z.boolean().describe('The player has Plus, so the daily gold bonus applies'),
      claimed_today: z.boolean(),
      gold: z.number().int().min(0),
    }),
    doubledown: z.strictObject({
      armed: z.boolean().describe('A double-down waits for the next ranked game'),
      items: z.number().int().min(0).describe('Double-down items held'),
      plus_free_available: z.boolean().describe("Plus's free double-down of this week is unused (and the player has Plus)"),
    }),
  })
  .meta({ id: 'DailyQuestsOverview' });
export type DailyQuestsOverview = z.infer<typeof dailyQuestsOverview>;

/**
 * One day of this week's login rewards, in the live site's fields (`login_quest_id`, `day`,
 * `completed`, `claimed`, `coin_reward`, `xp_reward`, `cosmetic_id`, `cosmetic_name`);
 * `reward`, `claimable` and `resets_at` are ours.
 */
export const loginQuestView = z
  .strictObject({
    login_quest_id: z.number().int().min(1).max(7).describe('The day, 1..7: send it as `?questID=` to claim'),
    day: z.number().int().min(1).max(7),
    completed: z.boolean(),
    claimed: z.boolean(),
    coin_reward: gold('Reward'),
    xp_reward: xpAmount('Reward'),
    ...itemFields,
    reward: rewardView.describe('Ours: everything the day gives'),
    claimable: z.boolean().describe('Ours: a claim of this day now gives it (days are claimed in order; a claim completes today first)'),
    resets_at: isoTime.describe("Ours: the week's end, next Monday 00:00 UTC"),
  })
  .meta({ id: 'LoginQuest' });
export type LoginQuestView = z.infer<typeof loginQuestView>;

/** `GET /api/players/{steam_id}/login_quests`: the 7 days of this week, as a bare list (the live site's shape). */
export const loginQuests = z.array(loginQuestView).meta({ id: 'LoginQuests' });
export type LoginQuests = z.infer<typeof loginQuests>;

/**
 * One welcome reward, in the live site's fields (`welcome_quest_id`, `day`, `claimed`,
 * `can_claim`, `coin_reward`, `cosmetic_id`, `cosmetic_name`); `xp_reward`, `reward` and
 * `claimable_at` are ours.
 */
export const welcomeQuestView = z
  .strictObject({
    welcome_quest_id: z.number().int().min(1).max(7).describe('The day, 1..7: send it as `?questID=` to claim'),
    day: z.number().int().min(1).max(7),
    claimed: z.boolean(),
    can_claim: z.boolean().describe('It is the next one and can be claimed now'),
    coin_reward: gold('Reward'),
    xp_reward: xpAmount('Reward'),
    ...itemFields,
    reward: rewardView.describe('Ours: everything it gives'),
    claimable_at: isoTime
      .nullable()
      .describe(
        'Ours: for the next one, when it can be claimed (24 hours after the previous claim; the first from registration); null for the others',
      ),
  })
  .meta({ id: 'WelcomeQuest' });
export type WelcomeQuestView = z.infer<typeof welcomeQuestView>;

/** `GET /api/players/{steam_id}/welcome_quests`: the 7 welcome rewards, as a bare list (the live site's shape), claimed ones included. */
export const welcomeQuests = z.array(welcomeQuestView).meta({ id: 'WelcomeQuests' });
export type WelcomeQuests = z.infer<typeof welcomeQuests>;

/** `?questID=` of the daily quests' claim and reroll: the quest's `quest_id`. */
export const dailyQuestQuery = z.object({
  questID: z.string().min(1).max(64).describe('The `quest_id` of an active daily quest, e.g. `first_place_1`'),
});

/** `?questID=` of the login and welcome claims: the day 1..7 (`login_quest_id`, `welcome_quest_id`); without it, the next one. */
export const rewardDayQuery = z.object({
  questID: z.coerce
    .number()
    .int()
    .min(1)
    .max(7)
    .optional()
    .describe('The day 1..7 to claim; it must be the next one (claimed in order). Without it: the next one'),
});

/**
 * A claim of a daily quest, a login or a welcome reward: `success` (the live client's flag),
 * `coins` and `xp` the reward gave (the live site's fields), and ours: what was claimed, the
 * gold balance after and the event position.
 */
export const questClaimReply = z
  .strictObject({
    success: z.literal(true),
    coins: gold('The reward'),
    xp: xpAmount('The reward'),
    claimed: z.string().describe('The quest id, or `login:{day}`, `welcome:{day}`'),
    balance: z.number().int().min(0).describe('Balance after (gold coins)'),
    position: eventPosition,
  })
  .meta({ id: 'QuestClaimReply' });
export type QuestClaimReply = z.infer<typeof questClaimReply>;

/** A reroll: `success` (the live client's flag), the new quest's `quest_id`, and ours: the quest dropped, the one given instead, the position. */
export const questRerollReply = z
  .strictObject({
    success: z.literal(true),
    quest_id: z.string().describe('The quest given instead'),
    rerolled: z.string(),
    assigned: z.string().describe('The same as `quest_id`'),
    position: eventPosition,
  })
  .meta({ id: 'QuestRerollReply' });
export type QuestRerollReply = z.infer<typeof questRerollReply>;

/**
 * `POST .../login_quests/try_complete`: whether this call completed today (false: done already
 * today, or every day of the week is), as `completed` (the live site answers the bare boolean),
 * and ours: `success` and the event position.
 */
export const loginTryCompleteReply = z
  .strictObject({
    completed: z.boolean(),
    success: z.literal(true),
    position: eventPosition,
  })
  .meta({ id: 'LoginTryCompleteReply' });
export type LoginTryCompleteReply = z.infer<typeof loginTryCompleteReply>;

/** `POST /api/players/{steam_id}/use_doubledown`: where the double-down came from, and the items left. */
export const doubledownReply = z
  .strictObject({
    source: z.enum(['item', 'plus_weekly']).describe("A `doubledown` item, or Plus's free one of the week"),
    doubledowns_left: z.number().int().min(0),
    position: eventPosition,
  })
  .meta({ id: 'DoubledownReply' });
export type DoubledownReply = z.infer<typeof doubledownReply>;
