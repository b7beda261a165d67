import { z } from 'zod';
import { eventPosition } from '../shared';
import { rewardView } from '../store';

/**
 * The battle pass (docs/game-rules.md, "Battle-pass levels" and after): levels 1..80 at 255 XP each, then one
 * level per 255 XP without end; the free track, the upgraded (`buy_bp`) track, and the automatic
 * rewards past level 80. XP figures are battle-pass XP.
 */

const level = z.number().int().min(0);
const xp = (description: string) => z.number().int().min(0).describe(`${description} (XP)`);

/** `GET /api/players/{steam_id}/battle_pass`, the specification's shape. Progress = (total_xp - requirements.total_xp) / requirements.next_level_xp. */
export const battlePassView = z
  .strictObject({
    bp_level: level.describe('Level reached'),
    total_xp: xp('Earned in all'),
    unlocked: z.boolean().describe('The upgraded track is unlocked (the player owns `buy_bp`)'),
    requirements: z.strictObject({
      next_level_xp: xp('A level takes this much (255)'),
      total_xp: xp('Total XP at which the current level started'),
    }),
  })
  .meta({ id: 'BattlePassView' });
export type BattlePassView = z.infer<typeof battlePassView>;

/** One level of the two tracks. */
export const battlePassLevelView = z
  .strictObject({
    level: z.number().int().min(1),
    reached: z.boolean(),
    free: rewardView.nullable().describe('The free track reward; null when the level has none'),
    free_claimed: z.boolean(),
    upgraded: rewardView.nullable().describe('The upgraded track reward'),
    upgraded_claimed: z.boolean(),
  })
  .meta({ id: 'BattlePassLevel' });
export type BattlePassLevelView = z.infer<typeof battlePassLevelView>;

/** `GET /api/players/{steam_id}/battle_pass/levels`: every level's rewards and what is claimed. */
export const battlePassLevels = z
  .strictObject({
    ...battlePassView.shape,
    unclaimed_rewards: z.number().int().min(0).describe('Rewards of levels reached that can be claimed now'),
    levels: z.array(battlePassLevelView).describe('Levels 1..80'),
    automatic: z
      .array(z.strictObject({ level: z.number().int().min(81), reward: rewardView, granted: z.boolean() }))
      .describe('Rewards past level 80, granted without a claim: those of the levels up to 20 past the level reached (or past 80)'),
  })
  .meta({ id: 'BattlePassLevels' });
export type BattlePassLevels = z.infer<typeof battlePassLevels>;

/** `POST .../battle_pass/claim?level=N` and `.../claim_all`: the rewards claimed and the battle pass after them. */
export const battlePassClaimReply = z
  .strictObject({
    claimed: z.array(z.strictObject({ level: z.number().int().min(1), track: z.enum(['free', 'upgraded']) })),
    coins: z.number().int().min(0).describe('Gold balance after (gold coins)'),
    bp_level: level,
    total_xp: xp('After the claim'),
    position: eventPosition,
  })
  .meta({ id: 'BattlePassClaimReply' });
export type BattlePassClaimReply = z.infer<typeof battlePassClaimReply>;

/** Query of `POST .../battle_pass/claim`. */
export const battlePassClaimQuery = z.object({
  level: z.coerce.number().int().min(1).max(80).describe('The level to claim, 1..80'),
});
