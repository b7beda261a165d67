import { z } from 'zod';
import { steamIdString } from '../shared';

/** Why a player owns a god (docs/game-rules.md "God ownership"). */
export const godOwnershipReason = z.enum(['free', 'card', 'gold_card', 'plus_exclusive']).meta({ id: 'GodOwnershipReason' });

/** `GET /api/players/{steam_id}/gods`: every god, whether the player owns it and why, and the progress towards its gold card. */
export const playerGods = z
  .strictObject({
    steam_id: steamIdString,
    has_plus: z.boolean().describe('Plus-exclusive gods are owned while it lasts'),
    gods: z.array(
      z.strictObject({
        god_id: z.string(),
        owned: z.boolean(),
        reasons: z.array(godOwnershipReason).describe('Every reason it is owned; empty when not owned'),
        free: z.boolean().describe('Every player owns it'),
        plus_exclusive: z.boolean().describe('Owned while the player has Plus'),
        progress: z.number().int().min(0).describe('Points towards the gold card: +5 per duplicate god card from a god chest'),
        target: z.number().int().min(1).describe('Points the gold card needs'),
      }),
    ),
  })
  .meta({ id: 'PlayerGods' });
export type PlayerGods = z.infer<typeof playerGods>;
