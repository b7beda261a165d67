import { z } from 'zod';
import { eventPosition } from '../shared';

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

/**
 * Body of `POST /api/players/gaimin/check`: the entries of the uploaded file, one per line. The
 * field is named `steamIDs` (the specification's and the live site's name), but organisers upload
 * usernames: an entry that is a SteamID64 is looked up as an id, anything else as a name.
 */
export const gaiminCheckBody = z
  .object({
    steamIDs: z
      .array(z.string().trim())
      .min(1)
      .max(CHECK_LIST_LIMIT)
      .describe(
        `1..${CHECK_LIST_LIMIT} entries (each trimmed): a SteamID64 is looked up as an id, anything else as a username (case-insensitive)`,
      ),
  })
  .meta({ id: 'GaiminCheckBody' });
export type GaiminCheckBody = z.output<typeof gaiminCheckBody>;

/** What a Gaimin check says of an entry, in one word. */
export const gaiminCheckStatus = z.enum(['connected', 'not_connected', 'not_found']).meta({
  id: 'GaiminCheckStatus',
  description:
    '`connected`: the player connected a Gaimin account; `not_connected`: a player without one; `not_found`: no player with this id or name',
});
export type GaiminCheckStatus = z.infer<typeof gaiminCheckStatus>;

/** `POST /api/players/gaimin/check`: a bare list, one row per entry sent, in their order (the specification's shape; `status` is ours). */
export const gaiminCheckReply = z
  .array(
    z.strictObject({
      username: z
        .string()
        .nullable()
        .describe("The entry itself when it is a name; the player's name when it is an id; null for an unknown id"),
      connected: z.boolean().describe('Whether the player connected a Gaimin account (false when not found)'),
      notFound: z.boolean().describe('No player with this id or name'),
      steamID: z
        .string()
        .nullable()
        .describe("The entry itself when it is an id; the player's id when a name is found; null for an unknown name"),
      status: gaiminCheckStatus,
    }),
  )
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
 * `POST /api/players/tournaments/checkMMRs`: one line of text per name sent, in their order:
 * `name, ladder rating, rank` (`SUNSfan, 1200, Guardian`), or `name, null` when nobody goes by
 * that name. Never the hidden MMR.
 */
export const mmrCheckReply = z
  .array(z.string().describe('`name, ladder rating, rank`, or `name, null` when not found'))
  .meta({ id: 'MmrCheckReply' });
export type MmrCheckReply = z.infer<typeof mmrCheckReply>;
