import { z } from 'zod';
import { eventPosition } from '../shared';
import { questStat } from '../quests';
import { rewardView } from '../store';

/**
 * Achievements (docs/game-rules.md "Achievements"): tiers of lifetime stats, claimed one tier at a
 * time. Gold in gold coins, XP in battle-pass XP.
 */

/**
 * One achievement, in the live site's fields for its current tier (the first one not claimed, or
 * the last when all are): `quest_id`, `quest_name`, `quest_description`, `questTier`,
 * `required_amount`, `quest_progress`, `capped_quest_progress`, `quest_completed`, `claimed`,
 * `coin_reward`, `xp_reward`. `achievement_id`, `stat`, `tiers` and `claimable` are ours.
 */
export const achievementView = z
  .strictObject({
    quest_id: z.string().describe('The current tier, `{achievement_id}:{tier}` (e.g. `first_place:2`): send it as `?questID=` to claim'),
    quest_name: z.string().describe("In English (the site words it in the reader's language from `stat`)"),
    quest_description: z.string().describe('The goal, in English'),
    questTier: z.number().int().min(1).describe('The current tier, 1-based'),
    required_amount: z.number().int().min(1).describe("The current tier's goal"),
    quest_progress: z.number().int().min(0).describe("The player's lifetime count of the stat"),
    capped_quest_progress: z.number().int().min(0).describe('The same, at most the goal'),
    quest_completed: z.boolean().describe('The current tier is reached'),
    claimed: z.boolean().describe('The current tier is claimed (only when every tier is)'),
    coin_reward: z.number().int().min(0).describe("The current tier's gold (gold coins)"),
    xp_reward: z.number().int().min(0).describe("The current tier's battle-pass XP"),
    achievement_id: z.string().describe('Ours: the stat it counts'),
    stat: questStat,
    tiers: z
      .array(
        z.strictObject({
          tier: z.number().int().min(1),
          goal: z.number().int().min(1),
          reward: rewardView,
          reached: z.boolean(),
          claimed: z.boolean(),
        }),
      )
      .describe('Ours: every tier'),
    claimable: z.boolean().describe('Ours: the current tier is reached and not claimed'),
  })
  .meta({ id: 'Achievement' });
export type AchievementView = z.infer<typeof achievementView>;

/** `GET /api/players/{steam_id}/achievements`: a bare list (the live site's shape), one row per achievement. */
export const achievementsList = z.array(achievementView).meta({ id: 'Achievements' });
export type AchievementsList = z.infer<typeof achievementsList>;

/** `?questID=` of the achievements' claim. */
export const achievementClaimQuery = z.object({
  questID: z
    .string()
    .min(1)
    .max(64)
    .describe("`{achievement_id}:{tier}` (a row's `quest_id`): that tier, which must be the next; or `{achievement_id}`: its next tier"),
});

/**
 * `POST .../achievements/claim?questID=`: `success` (the live client's flag), `coins` and `xp`
 * the tier gave (the live site's fields), and ours: the tier claimed, the balance after, the position.
 */
export const achievementClaimReply = z
  .strictObject({
    success: z.literal(true),
    coins: z.number().int().min(0).describe('The gold the tier gave (gold coins)'),
    xp: z.number().int().min(0).describe('The battle-pass XP the tier gave'),
    achievement_id: z.string(),
    tier: z.number().int().min(1),
    balance: z.number().int().min(0).describe('Balance after (gold coins)'),
    position: eventPosition,
  })
  .meta({ id: 'AchievementClaimReply' });
export type AchievementClaimReply = z.infer<typeof achievementClaimReply>;
