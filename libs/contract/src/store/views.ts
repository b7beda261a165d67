import { z } from 'zod';
import { cosmeticRowShape, localizedText } from '../catalog';
import { CHEST_HISTORY_LIMIT, chestDropView } from '../chests';
import { eventPosition, isoTime, steamIdString } from '../shared';

/**
 * The store's bodies (docs/game-rules.md "Economy"): the cosmetic catalog with its sales, the sales, a
 * player's wallet and inventory (with the chest history), and the answers of buying, equipping
 * and using (the chests' odds and openings are the chests feature's). Amounts of gold are whole
 * gold coins; times are ISO-8601 UTC.
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

/**
 * One item of the cosmetic catalog, with the sale running on it: the live site's fields
 * (`cosmetic_id`, `cosmetic_name`, `cosmetic_type`, `equip_group`, `cost_coins`, `cost_usd`,
 * `rarity`), then ours.
 */
export const cosmeticView = z
  .strictObject({
    ...cosmeticRowShape,
    id: cosmeticId.describe('Ours: the same id as `cosmetic_id`'),
    type: cosmeticType,
    name: localizedText,
    gold_price: gold('Store price before any sale').nullable().describe('Store price in gold before any sale; null when not sold for gold'),
    usd_cents: z.number().int().min(0).nullable().describe('Price in US cents (699 = $6.99); null when not sold for money'),
    daily_limit: z.number().int().min(1).nullable().describe('How many a player may buy per UTC day; null for no limit'),
    stackable: z
      .boolean()
      .describe(
        'Owned by count (consumables, chests): it can be bought again. A bundle is not: it can be bought once (docs/game-rules.md "Bundles")',
      ),
    contents: packContentsView.nullable().describe('For packs: what granting it gives; null otherwise'),
    sale: cosmeticSaleView.nullable().describe('The sale running now (the largest when several do); null when none'),
  })
  .meta({ id: 'Cosmetic' });
export type CosmeticView = z.infer<typeof cosmeticView>;

/** `GET /api/cosmetics`: the whole catalog, in catalog order (a bare list, as the live site answers). */
export const cosmeticsList = z.array(cosmeticView).meta({ id: 'CosmeticsList' });
export type CosmeticsList = z.infer<typeof cosmeticsList>;

/**
 * `GET /api/sales/current_sale` (the live site's path): the item on sale now with the live
 * site's fields, `cost_coins` being the sale price and `expiration` the sale's end; null when no
 * sale runs. Of several running sales, the item with the largest discount (then catalog order).
 */
export const currentSaleReply = z
  .strictObject({
    ...cosmeticRowShape,
    cost_coins: gold('Price during the sale: what a purchase charges'),
    expiration: isoTime.describe('When the sale ends'),
    sale_id: z.string().describe('Ours: the sale'),
    percent_off: z.number().int().min(1).max(100).describe('Ours: the discount'),
    regular_cost_coins: gold('Ours: the price before the sale'),
  })
  .nullable()
  .meta({ id: 'CurrentSale' });
export type CurrentSaleReply = z.infer<typeof currentSaleReply>;

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

/**
 * `GET /api/players/{steam_id}/wallet` (ours): the player's balance, Plus, inventory with equips
 * and chest history, in one read for the site's header, store and armory.
 */
export const walletView = z
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
  .meta({ id: 'Wallet' });
export type WalletView = z.infer<typeof walletView>;

/** Query of `GET /api/players/{steam_id}/cosmetics`: the live site's `filter=equipped`. */
export const playerCosmeticsQuery = z.object({
  filter: z.enum(['equipped']).optional().describe('`equipped`: only the equipped items'),
});

/**
 * `GET /api/players/{steam_id}/cosmetics`: the items the player owns, a bare list as the live site
 * answers, sorted by `cosmetic_type` then `cosmetic_name`, one row per item (the live site writes
 * one row per copy; ours carries the copies in `count`).
 */
export const playerCosmeticsList = z
  .array(
    z.strictObject({
      steam_id: steamIdString,
      ...cosmeticRowShape,
      equipped: z.boolean(),
      count: z.number().int().min(1).describe('Ours: how many the player owns'),
    }),
  )
  .meta({ id: 'PlayerCosmeticsList' });
export type PlayerCosmeticsList = z.infer<typeof playerCosmeticsList>;

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

/** Query of `POST .../cosmetics/{cosmetic_id}/equip` (the live client's `?equip=true`; PUT equips and DELETE unequips without it). */
export const equipQuery = z
  .object({ equip: z.enum(['true', 'false']).describe('`true`: equip it (replacing the item of its group); `false`: unequip it') })
  .meta({ id: 'EquipQuery' });
export type EquipQuery = z.output<typeof equipQuery>;

/** `POST .../cosmetics/{cosmetic_id}/equip`: every equipped item after the change. */
export const equipReply = z
  .strictObject({
    equipped: z.array(z.strictObject({ group: z.string(), item_id: cosmeticId })).describe('One item per equip group'),
    position: eventPosition,
  })
  .meta({ id: 'EquipReply' });
export type EquipReply = z.infer<typeof equipReply>;

/** `POST .../use_item/{cosmetic_id}`: the consumable used and the balance after (a chest is opened with `open_chest`, not used). */
export const useItemReply = z
  .strictObject({
    item_id: cosmeticId,
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

/**
 * `GET /api/players/{steam_id}/plus_benefits` (the live site's path and fields): what Plus offers
 * the player now, then ours.
 */
export const plusBenefitsView = z
  .strictObject({
    hasWeeklyDoubleDown: z.boolean().describe("Plus's free double-down of this week (Monday 00:00 UTC) is unused"),
    canClaimGold: z.boolean().describe("Plus's daily gold bonus can be claimed now (Plus runs and it was not claimed this UTC day)"),
    has_plus: z.boolean().describe('Ours: Plus has not expired yet, or a connected Gaimin account gives it'),
    plus_expiration: isoTime.nullable().describe('Ours: when bought or granted Plus ends (or ended); null when never had'),
    daily_gold: gold('Ours: what the daily gold bonus gives'),
  })
  .meta({ id: 'PlusBenefits' });
export type PlusBenefitsView = z.infer<typeof plusBenefitsView>;
