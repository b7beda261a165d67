import { z } from 'zod';
import { localizedText } from '../catalog';
import { eventPosition, isoTime, steamIdString } from '../shared';

/**
 * The store's bodies (docs/game-rules.md "Economy", "Chests"): the cosmetic catalog with its sales, the sales, the
 * chests' odds, a player's wallet and inventory, and the answers of buying, opening, equipping
 * and using. Amounts of gold are whole gold coins; times are ISO-8601 UTC.
 */

/** The kinds of cosmetic (docs/game-rules.md, "Cosmetic catalog"). */
export const COSMETIC_TYPES = [
  'avatar_frame',
  'avatar_hat',
  'avatar_accessory',
  'consumable',
  'game_consumable',
  'finisher',
  'click_fx',
  'spawn_fx',
  'terrain',
  'chest',
  'name_color',
  'card_frame',
  'win_streak',
  'sfx',
  'battle_pass',
  'emote_pack',
  'bundle',
] as const;
export const cosmeticType = z.enum(COSMETIC_TYPES).meta({ id: 'CosmeticType', description: 'What kind of item it is' });
export type CosmeticType = z.infer<typeof cosmeticType>;

/** Rarity, lowest first. */
export const COSMETIC_RARITIES = ['common', 'uncommon', 'rare', 'mythical', 'legendary'] as const;
export const cosmeticRarity = z.enum(COSMETIC_RARITIES).meta({ id: 'CosmeticRarity', description: 'Rarity ladder, lowest first' });
export type CosmeticRarity = z.infer<typeof cosmeticRarity>;

const gold = (description: string) => z.number().int().min(0).describe(`${description} (gold coins)`);
const cosmeticId = z.string().describe('Cosmetic id of the catalog, e.g. `chest_basic`');

/** An item and how many of it. */
export const itemCountView = z.strictObject({ item_id: cosmeticId, count: z.number().int().min(1) }).meta({ id: 'ItemCount' });
export type ItemCountView = z.infer<typeof itemCountView>;

/** What a reward gives (a battle-pass level, a quest, an achievement, a login or welcome reward): gold, XP, items. */
export const rewardView = z
  .strictObject({
    gold: gold('Gold added to the balance'),
    xp: z.number().int().min(0).describe('Battle-pass XP'),
    items: z.array(itemCountView).describe('Items; packs (XP, Plus days, bundles) open when granted'),
  })
  .meta({ id: 'Reward' });
export type RewardView = z.infer<typeof rewardView>;

/** What a pack (bundle, gold or XP pack, Plus package) gives when granted, instead of itself. */
export const packContentsView = z
  .strictObject({
    gold: gold('Gold added to the balance'),
    xp: z.number().int().min(0).describe('Battle-pass XP'),
    plus_days: z.number().int().min(0).describe('Days of Plus, counted from the later of now and the current expiry'),
    items: z.array(itemCountView),
  })
  .meta({ id: 'PackContents' });
export type PackContentsView = z.infer<typeof packContentsView>;

/** The sale running on an item: the largest discount when several overlap (the earliest scheduled of equals). */
export const cosmeticSaleView = z
  .strictObject({
    sale_id: z.string(),
    percent_off: z.number().int().min(1).max(100),
    gold_price: gold(
      "Price during the sale: floor(gold price × (100 − percent_off) / 100), rounded down in the player's favour; what a purchase charges",
    ),
    ends_at: isoTime,
  })
  .meta({ id: 'CosmeticSale' });
export type CosmeticSaleView = z.infer<typeof cosmeticSaleView>;

/** One item of the cosmetic catalog, with the sale running on it. */
export const cosmeticView = z
  .strictObject({
    id: cosmeticId,
    type: cosmeticType,
    name: localizedText,
    rarity: cosmeticRarity,
    equip_group: z.string().nullable().describe('The group it is equipped in (one item per group); null when not equippable'),
    gold_price: gold('Store price before any sale').nullable().describe('Store price in gold before any sale; null when not sold for gold'),
    usd_cents: z.number().int().min(0).nullable().describe('Price in US cents (699 = $6.99); null when not sold for money'),
    daily_limit: z.number().int().min(1).nullable().describe('How many a player may buy per UTC day; null for no limit'),
    stackable: z.boolean().describe('Owned by count (consumables, chests): it can be bought again'),
    contents: packContentsView.nullable().describe('For packs: what granting it gives; null otherwise'),
    sale: cosmeticSaleView.nullable().describe('The sale running now (the largest when several do); null when none'),
  })
  .meta({ id: 'Cosmetic' });
export type CosmeticView = z.infer<typeof cosmeticView>;

/** `GET /api/cosmetics`: the whole catalog, in catalog order. */
export const cosmeticsList = z.strictObject({ items: z.array(cosmeticView) }).meta({ id: 'CosmeticsList' });
export type CosmeticsList = z.infer<typeof cosmeticsList>;

/** A sale: a percentage off the gold price of some items between two instants. */
export const saleView = z
  .strictObject({
    id: z.string(),
    title: localizedText,
    percent_off: z.number().int().min(1).max(100),
    item_ids: z.array(cosmeticId),
    starts_at: isoTime,
    ends_at: isoTime,
    active: z.boolean().describe('Running now (starts_at ≤ now < ends_at); false for an upcoming one'),
  })
  .meta({ id: 'Sale' });
export type SaleView = z.infer<typeof saleView>;

/** `GET /api/sales`: running and upcoming sales (never ended ones), soonest start first. */
export const salesList = z.strictObject({ sales: z.array(saleView) }).meta({ id: 'SalesList' });
export type SalesList = z.infer<typeof salesList>;

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

/** The most chest openings `PlayerCosmetics.chest_history` lists. */
export const CHEST_HISTORY_LIMIT = 50;

/** `GET /api/players/{steam_id}/cosmetics`: the player's wallet, inventory, equips and chest history. */
export const playerCosmetics = z
  .strictObject({
    steam_id: steamIdString,
    coins: gold('Balance'),
    has_plus: z.boolean().describe('Plus has not expired yet, or a connected Gaimin account gives it'),
    plus_expiration: isoTime
      .nullable()
      .describe('When bought or granted Plus ends (or ended); null when never had. Plus from a connected Gaimin account has no end'),
    unopened_chests: z.number().int().min(0).describe('Chests owned, of every kind'),
    items: z
      .array(z.strictObject({ item_id: cosmeticId, count: z.number().int().min(1), equipped: z.boolean() }))
      .describe('Owned items (count ≥ 1)'),
    chest_history: z
      .array(z.strictObject({ chest_id: cosmeticId, opened_at: isoTime, drops: z.array(chestDropView) }))
      .max(CHEST_HISTORY_LIMIT)
      .describe(`Chest openings, newest first, at most ${CHEST_HISTORY_LIMIT}`),
  })
  .meta({ id: 'PlayerCosmetics' });
export type PlayerCosmetics = z.infer<typeof playerCosmetics>;

/** `POST .../buy_item/{cosmetic_id}`: what was paid and the balance after. */
export const buyItemReply = z
  .strictObject({
    item_id: cosmeticId,
    price: gold('Paid, after any sale'),
    coins: gold('Balance after'),
    position: eventPosition,
  })
  .meta({ id: 'BuyItemReply' });
export type BuyItemReply = z.infer<typeof buyItemReply>;

const chestOpeningShape = {
  chest_id: cosmeticId,
  drops: z.array(chestDropView),
  coins: gold('Balance after (refunds included)'),
};

/** A chest opening: its drops and the balance after. */
export const chestOpening = z.strictObject(chestOpeningShape).meta({ id: 'ChestOpening' });
export type ChestOpening = z.infer<typeof chestOpening>;

/** `POST .../open_chest/{cosmetic_id}`: the opening and its event position. */
export const openChestReply = z.strictObject({ ...chestOpeningShape, position: eventPosition }).meta({ id: 'OpenChestReply' });
export type OpenChestReply = z.infer<typeof openChestReply>;

/** Body of `POST .../cosmetics/{cosmetic_id}/equip`. */
export const equipBody = z
  .object({ equip: z.boolean().describe('true: equip it (replacing the item of its group); false: unequip it') })
  .meta({ id: 'EquipBody' });
export type EquipBody = z.output<typeof equipBody>;

/** `POST .../cosmetics/{cosmetic_id}/equip`: every equipped item after the change. */
export const equipReply = z
  .strictObject({
    equipped: z.array(z.strictObject({ group: z.string(), item_id: cosmeticId })).describe('One item per equip group'),
    position: eventPosition,
  })
  .meta({ id: 'EquipReply' });
export type EquipReply = z.infer<typeof equipReply>;

/** `POST .../use_item/{cosmetic_id}`: the item used and what it did (a chest opens). */
export const useItemReply = z
  .strictObject({
    item_id: cosmeticId,
    chest: chestOpening.nullable().describe('The opening when the item is a chest; null otherwise'),
    coins: gold('Balance after'),
    position: eventPosition,
  })
  .meta({ id: 'UseItemReply' });
export type UseItemReply = z.infer<typeof useItemReply>;

/** `POST /api/players/{steam_id}/claim_daily_gold`: the balance after Plus's daily gold bonus. */
export const dailyGoldReply = z
  .strictObject({ gold: gold('Added'), coins: gold('Balance after'), position: eventPosition })
  .meta({ id: 'DailyGoldReply' });
export type DailyGoldReply = z.infer<typeof dailyGoldReply>;
