import { z } from 'zod';
import { eventPosition } from '../shared';

/** Why a player owns a god (docs/game-rules.md "God ownership"). */
export const godOwnershipReason = z.enum(['free', 'card', 'gold_card', 'plus_exclusive']).meta({ id: 'GodOwnershipReason' });

/**
 * `GET /api/players/{steam_id}/gods`: a bare list, one entry per god of the catalog, with the
 * live site's fields (`god_name`, `free`, `plus_exclusive`, `god_enabled`, `owned`, `banned`,
 * `gold`, `progress`, `amount_required`) and ours (`has_plus`, `reasons`).
 */
export const playerGods = z
  .array(
    z.strictObject({
      god_name: z.string().describe('The god id'),
      free: z.boolean().describe('Every player owns it'),
      plus_exclusive: z.boolean().describe('Owned while the player has Plus'),
      god_enabled: z
        .boolean()
        .describe('Offered in games; false when an admin disabled it for everyone (docs/game-rules.md "Global god flags")'),
      owned: z.boolean(),
      banned: z.boolean().describe('The player banned it from their own pool (docs/game-rules.md "God bans")'),
      gold: z.boolean().describe('The player has its gold card'),
      progress: z.number().int().min(0).describe('Points towards the gold card (at most `amount_required`)'),
      amount_required: z.number().int().min(1).describe('Points the gold card needs'),
      has_plus: z.boolean().describe('Extra: whether the player has Plus now (the same on every entry)'),
      reasons: z.array(godOwnershipReason).describe('Extra: every reason it is owned; empty when not owned'),
    }),
  )
  .meta({ id: 'PlayerGods' });
export type PlayerGods = z.infer<typeof playerGods>;

/** `POST /api/players/{steam_id}/gods/{god}/ban?banned=true|false`'s query (the live site's). */
export const godBanQuery = z.strictObject({
  banned: z.enum(['true', 'false']).describe("`true` bans the god from the player's pool, `false` lifts the ban"),
});

/** What a ban answers: the live site's `god_name`, `steam_id` and `banned`, and our `position`. */
export const godBanReply = z
  .strictObject({
    god_name: z.string(),
    steam_id: z.string(),
    banned: z.boolean().describe('Whether the god is banned after the request'),
    position: eventPosition,
  })
  .meta({ id: 'GodBanReply' });
export type GodBanReply = z.infer<typeof godBanReply>;
