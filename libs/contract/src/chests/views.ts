import { z } from 'zod';
import { cosmeticRow, localizedText } from '../catalog';
import { eventPosition } from '../shared';

/**
 * The chests' bodies: every chest's published odds, a chest opening's drops and the answer of
 * opening one. Amounts of gold are whole gold coins.
 */

const gold = (description: string) => z.number().int().min(0).describe(`${description} (gold coins)`);
const cosmeticId = z.string().describe('Cosmetic id of the catalog, e.g. `chest_basic`');

const probability = z.number().min(0).max(1);

/** A rarity tier of a unique chest: each opening rolls each of its items with `1 / one_in[misses]`. */
export const chestTierView = z
  .strictObject({
    tier: z.string().describe('e.g. `rare`, `ultra_rare`'),
    label: localizedText,
    item_ids: z.array(cosmeticId),
    one_in: z
      .array(z.number().int().min(1))
      .describe('The "1 in N" odds by the number of openings without a drop so far (index 0: none yet); the last one holds after'),
  })
  .meta({ id: 'ChestTier' });

/** The published odds of one chest (docs/game-rules.md, "Published odds"). */
export const chestOddsView = z
  .strictObject({
    chest_id: cosmeticId,
    name: localizedText,
    kind: z.enum(['weighted', 'unique']).describe('`weighted`: one draw from the entries; `unique`: a bag without replacement'),
    entries: z
      .array(
        z.strictObject({
          id: z.string(),
          label: localizedText,
          item_ids: z.array(cosmeticId),
          probability: probability.describe('Chance of this entry, 0..1'),
        }),
      )
      .describe('What one draw gives, with its chance; the chances add up to 1'),
    extra_rolls: z
      .array(z.strictObject({ extra_items: z.number().int().min(0), probability: probability }))
      .describe('Chance of getting exactly this many more draws (0: none); the chances add up to 1'),
    unique: z
      .strictObject({ commons: z.array(cosmeticId).describe('Each opening gives one not yet drawn'), tiers: z.array(chestTierView) })
      .nullable()
      .describe('For a unique chest; null for a weighted one'),
    duplicate_refund_gold: gold('What a duplicate of a non-stacking item refunds'),
    duplicate_god_progress: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe('God progress a duplicate god card gives instead of gold (god chests); null for other chests'),
  })
  .meta({ id: 'ChestOdds' });
export type ChestOddsView = z.infer<typeof chestOddsView>;

/** `GET /api/chests/odds`: every chest's odds. */
export const chestOddsList = z.strictObject({ chests: z.array(chestOddsView) }).meta({ id: 'ChestOddsList' });
export type ChestOddsList = z.infer<typeof chestOddsList>;

/** One drop of a chest opening. */
export const chestDropView = z
  .strictObject({
    item_id: cosmeticId,
    count: z.number().int().min(1),
    duplicate: z.boolean().describe('Already owned and not stacking: refunded in gold instead'),
    refund_gold: gold('Gold refunded for a duplicate, 0 otherwise'),
  })
  .meta({ id: 'ChestDrop' });
export type ChestDropView = z.infer<typeof chestDropView>;

/** The most chest openings `Wallet.chest_history` lists. */
export const CHEST_HISTORY_LIMIT = 50;

/**
 * `POST .../open_chest/{cosmetic_id}`: the live site's fields (`items`, `missed_item`, `coins`
 * as its client reads them), then ours (`chest_id`, `drops`, `balance`, `position`).
 */
export const openChestReply = z
  .strictObject({
    items: z.array(cosmeticRow).describe("The items won (duplicates excepted), one row per copy, with the live site's fields"),
    missed_item: cosmeticRow
      .nullable()
      .describe('A duplicate the opening gave (the last one when several), refunded in gold; null when none'),
    coins: gold('Gold received for duplicates (not the balance: see `balance`)'),
    chest_id: cosmeticId.describe('Ours: the chest opened'),
    drops: z.array(chestDropView).describe('Ours: every drop, duplicates too'),
    balance: gold('Ours: the balance after the opening (refunds included)'),
    position: eventPosition,
  })
  .meta({ id: 'OpenChestReply' });
export type OpenChestReply = z.infer<typeof openChestReply>;
