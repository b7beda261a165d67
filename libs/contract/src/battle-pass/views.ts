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

/**
 * One reward row of `GET /api/players/{steam_id}/battle_pass/levels`, in the live site's shape: one
 * row per level and track (the free row of a level first), then the automatic rewards past 80.
 * The live client finds a level's row by `bp_level` and reads `total_xp`, `next_level_xp`,
 * `free`, `coins_reward`, `cosmetic_id`, `cosmetic_name`, `claimed` and `can_claim`; `track`,
 * `reached` and `reward` (everything the row gives) are ours.
 */
export const battlePassLevelRow = z
  .strictObject({
    bp_level: z.number().int().min(1),
    total_xp: xp('Total XP at which the level is reached'),
    next_level_xp: xp('XP from this level to the next (255)'),
    free: z.boolean().describe('On the free track (false: the upgraded track, which needs `buy_bp`)'),
    coins_reward: z.number().int().min(0).describe('Gold the row gives (gold coins)'),
    cosmetic_id: z.string().nullable().describe("The row's first item (a catalog id, e.g. `chest_basic`); null when it gives no item"),
    cosmetic_name: z.string().nullable().describe('The same id (the live site names images and texts by it)'),
    amount: z.number().int().min(1).nullable().describe('How many of that item'),
    claimed: z.boolean().describe('Claimed (automatic rows: granted)'),
    can_claim: z.boolean().describe('A claim of this level now gives this row (reached, not claimed, on a track the player has)'),
    track: z
      .enum(['free', 'upgraded', 'automatic'])
      .describe('Ours: the track; `automatic` rows (levels past 80) are granted without a claim'),
    reached: z.boolean().describe('Ours: the player has reached the level'),
    reward: rewardView.describe('Ours: everything the row gives (gold, XP, every item)'),
  })
  .meta({ id: 'BattlePassLevelRow' });
export type BattlePassLevelRow = z.infer<typeof battlePassLevelRow>;

/**
 * `GET /api/players/{steam_id}/battle_pass/levels`: a bare list (the live site's shape) of the rows
 * of levels 1..80, then the automatic rewards of levels 81 up to 20 past the level reached (or past 80).
 */
export const battlePassLevels = z.array(battlePassLevelRow).meta({ id: 'BattlePassLevels' });
export type BattlePassLevels = z.infer<typeof battlePassLevels>;

/**
 * `POST .../battle_pass/claim?level=N` and `.../claim_all`: `success` (the live client's flag),
 * and ours: the rewards claimed, the gold balance, level and XP after, and the event position.
 */
export const battlePassClaimReply = z
  .strictObject({
    success: z.literal(true),
    claimed: z.array(z.strictObject({ level: z.number().int().min(1), track: z.enum(['free', 'upgraded']) })),
    balance: z.number().int().min(0).describe('Gold balance after (gold coins)'),
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
