import { z } from 'zod';
import { eventPosition, rankName, steamIdString } from '../shared';

/**
 * Partner (docs/game-rules.md "Partner link", "Tournament checks"): connecting a Gaimin account, and the public check tools of
 * tournament organisers (which players connected Gaimin; players' ladder ratings by name).
 */

/** The most entries a check takes at once (the lines of one uploaded file). */
export const CHECK_LIST_LIMIT = 1_000;

/** Body of `POST /api/players/{steam_id}/connect_gaimin`: the player token copied from Gaimin. */
export const connectGaiminBody = z
  .object({
    playerToken: z
      .string()
      .trim()
      .min(1)
      .max(512)
      .describe("The player token shown in the player's Gaimin account (spaces around it are removed)"),
  })
  .meta({ id: 'ConnectGaiminBody' });
export type ConnectGaiminBody = z.output<typeof connectGaiminBody>;

/** `POST /api/players/{steam_id}/connect_gaimin`: the account connected, the balance after and Plus. */
export const connectGaiminReply = z
  .strictObject({
    connected: z.literal(true).describe('The live client tests it'),
    message: z.string().describe("What happened, in English (the live site's field)"),
    partner: z.literal('gaimin'),
    account_id: z.string().describe("The account's id at Gaimin"),
    username: z.string().describe("The account's name at Gaimin"),
    bundle_granted: z
      .boolean()
      .describe(
        'Whether this request gave the partner bundle (`pack_partner`: 75,000 gold, 2 chest_basic, a finisher, an arena unique chest); false when the account was connected already',
      ),
    coins: z.number().int().min(0).describe('Balance after, in gold'),
    has_plus: z.boolean().describe('Plus, which runs while the account stays connected'),
    already_owned: z.array(z.string()).describe('Items of the bundle not granted: owned already and not stacking'),
    position: eventPosition,
  })
  .meta({ id: 'ConnectGaiminReply' });
export type ConnectGaiminReply = z.infer<typeof connectGaiminReply>;

/** Body of `POST /api/players/gaimin/check`: Steam ids, one per line of the uploaded file. */
export const gaiminCheckBody = z
  .object({
    steam_ids: z
      .array(z.string().trim())
      .min(1)
      .max(CHECK_LIST_LIMIT)
      .describe(`1..${CHECK_LIST_LIMIT} Steam ids (each trimmed); one that is not a SteamID64 is answered \`not_found\`, not refused`),
  })
  .meta({ id: 'GaiminCheckBody' });
export type GaiminCheckBody = z.output<typeof gaiminCheckBody>;

/** What a Gaimin check says of a Steam id. */
export const gaiminCheckStatus = z.enum(['connected', 'not_connected', 'not_found']).meta({
  id: 'GaiminCheckStatus',
  description:
    '`connected`: the player connected a Gaimin account; `not_connected`: a player without one; `not_found`: no player with this id (or not a Steam id)',
});
export type GaiminCheckStatus = z.infer<typeof gaiminCheckStatus>;

/** `POST /api/players/gaimin/check`: one result per id sent, in their order. */
export const gaiminCheckReply = z
  .strictObject({
    results: z.array(
      z.strictObject({
        steam_id: z.string().describe('As sent (trimmed)'),
        username: z.string().nullable().describe("The player's name here; null when not found"),
        status: gaiminCheckStatus,
      }),
    ),
  })
  .meta({ id: 'GaiminCheckReply' });
export type GaiminCheckReply = z.infer<typeof gaiminCheckReply>;

/** Body of `POST /api/players/tournaments/checkMMRs`: usernames, one per line of the uploaded file. */
export const mmrCheckBody = z
  .object({
    usernames: z
      .array(z.string().trim())
      .min(1)
      .max(CHECK_LIST_LIMIT)
      .describe(`1..${CHECK_LIST_LIMIT} usernames (each trimmed; matched case-insensitively against the name each player goes by now)`),
  })
  .meta({ id: 'MmrCheckBody' });
export type MmrCheckBody = z.output<typeof mmrCheckBody>;

/**
 * `POST /api/players/tournaments/checkMMRs`: one result per name sent, in their order, with the
 * ladder rating and the rank it shows. Never the hidden MMR.
 */
export const mmrCheckReply = z
  .strictObject({
    results: z.array(
      z.strictObject({
        username: z.string().describe('As sent (trimmed)'),
        found: z.boolean(),
        steam_id: steamIdString.nullable(),
        ladder_mmr: z.number().int().nullable().describe('Ladder rating (the hidden MMR is never shown); null when not found'),
        rank: rankName.nullable(),
        rank_tier: z.number().int().min(1).max(8).nullable().describe('1 (Herald) .. 8 (Immortal)'),
        badge: z.number().int().nullable().describe('Dota badge number: `rank_tier * 10 + pips` (Immortal: 80)'),
        pips: z.number().int().min(1).max(5).nullable().describe('1..5 inside the rank; null for Immortal or when not found'),
      }),
    ),
  })
  .meta({ id: 'MmrCheckReply' });
export type MmrCheckReply = z.infer<typeof mmrCheckReply>;
export type MmrCheckResult = MmrCheckReply['results'][number];
