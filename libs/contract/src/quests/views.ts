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

/** An active daily quest. */
export const dailyQuestView = z
  .strictObject({
    quest_id: z.string().describe('`{stat}_{difficulty 1..3}`, e.g. `first_place_1`'),
    stat: questStat,
    goal: z.number().int().min(1),
    progress: z.number().int().min(0).describe('Gained since the quest was given, at most the goal'),
    gold: z.number().int().min(0).describe('Reward (gold coins)'),
    completed: z.boolean().describe('Progress reached the goal: it can be claimed'),
    assigned_at: isoTime,
    reroll_at: isoTime.describe('From then on it can be rerolled (23 hours after it was given)'),
  })
  .meta({ id: 'DailyQuest' });
export type DailyQuestView = z.infer<typeof dailyQuestView>;

/** `GET /api/players/{steam_id}/daily_quests`: the active quests, and what games gave today against the daily caps. */
export const dailyQuests = z
  .strictObject({
    quests: z.array(dailyQuestView),
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
  .meta({ id: 'DailyQuests' });
export type DailyQuests = z.infer<typeof dailyQuests>;

/** `GET /api/players/{steam_id}/login_quests`: the 7 login rewards of this week. */
export const loginQuests = z
  .strictObject({
    week: z.string().describe("The week's Monday, YYYY-MM-DD (UTC)"),
    resets_at: isoTime.describe('Next Monday 00:00 UTC'),
    today_completed: z.boolean().describe('Today (UTC) counts already'),
    days: z.array(
      z.strictObject({
        index: z.number().int().min(1).max(7),
        reward: rewardView,
        completed: z.boolean(),
        claimed: z.boolean(),
      }),
    ),
    claimable: z.boolean().describe('A claim now gives a reward (a claim also completes today)'),
  })
  .meta({ id: 'LoginQuests' });
export type LoginQuests = z.infer<typeof loginQuests>;

/** `GET /api/players/{steam_id}/welcome_quests`: the 7 welcome rewards, claimed in order 24 hours apart. */
export const welcomeQuests = z
  .strictObject({
    rewards: z.array(z.strictObject({ index: z.number().int().min(1).max(7), reward: rewardView, claimed: z.boolean() })),
    next_index: z.number().int().min(1).max(7).nullable().describe('The next to claim; null when all are claimed'),
    next_at: isoTime.nullable().describe('When the next can be claimed; null when all are claimed'),
    claimable: z.boolean(),
  })
  .meta({ id: 'WelcomeQuests' });
export type WelcomeQuests = z.infer<typeof welcomeQuests>;

/** A claim of a daily quest, a login or a welcome reward: what was claimed and the balance after. */
export const questClaimReply = z
  .strictObject({
    claimed: z.string().describe('The quest id, or `login:{index}`, `welcome:{index}`'),
    coins: z.number().int().min(0).describe('Balance after (gold coins)'),
    position: eventPosition,
  })
  .meta({ id: 'QuestClaimReply' });
export type QuestClaimReply = z.infer<typeof questClaimReply>;

/** A reroll: the quest dropped and the one given instead. */
export const questRerollReply = z
  .strictObject({ rerolled: z.string(), assigned: z.string(), position: eventPosition })
  .meta({ id: 'QuestRerollReply' });
export type QuestRerollReply = z.infer<typeof questRerollReply>;

/** `POST /api/players/{steam_id}/use_doubledown`: where the double-down came from, and the items left. */
export const doubledownReply = z
  .strictObject({
    source: z.enum(['item', 'plus_weekly']).describe("A `doubledown` item, or Plus's free one of the week"),
    doubledowns_left: z.number().int().min(0),
    position: eventPosition,
  })
  .meta({ id: 'DoubledownReply' });
export type DoubledownReply = z.infer<typeof doubledownReply>;
