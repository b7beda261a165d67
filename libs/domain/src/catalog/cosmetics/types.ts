/**
 * The shapes of the cosmetic catalog (docs/game-rules.md, "Cosmetic catalog", "Gold prices" and "Equip
 * groups"): what an item is, how it is priced (gold, and US dollars in cents), which equip
 * group it takes a place in, and what a pack opens into.
 */
import type { Localized } from '../data/localized';

/** The kinds of item of the cosmetic catalog (docs/game-rules.md "Cosmetic catalog"). */
export const ITEM_TYPES = [
  'avatar_frame',
  'avatar_hat',
  'avatar_accessory',
  /** Consumed on grant: gold packs, XP packs, Plus packages (they open into their contents). */
  'consumable',
  /** Used up in a game (double-down); stacks in the inventory. */
  'game_consumable',
  'finisher',
  'click_fx',
  'spawn_fx',
  /** Arena. */
  'terrain',
  'chest',
  'name_color',
  /** God cards: `card_{god}` and `gold_card_{god}`. */
  'card_frame',
  'win_streak',
  'sfx',
  /** The purchased battle pass (`buy_bp`) and the season passes `bp_s1`..`bp_s6`. */
  'battle_pass',
  'emote_pack',
  /** Opens into its contents on grant. */
  'bundle',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Rarity ladder, lowest first (display and chest odds). */
export const RARITIES = ['common', 'uncommon', 'rare', 'mythical', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * Equip groups: at most one item of each is equipped at a time ("Equip groups"; the
 * game's rules list Avatar Frame, Avatar Hat, Avatar Accessory, Card Frame, Finisher, Terrain,
 * Win Streak and SFX; ClickFX, SpawnFX and name colours are given a group of their own too,
 * our choice: a player shows one of each).
 */
export const EQUIP_GROUPS = [
  'avatar_frame',
  'avatar_hat',
  'avatar_accessory',
  'card_frame',
  'finisher',
  'terrain',
  'win_streak',
  'sfx',
  'click_fx',
  'spawn_fx',
  'name_color',
] as const;
export type EquipGroup = (typeof EQUIP_GROUPS)[number];

/** The equip group of each item type; null for items that are not equipped. */
export const EQUIP_GROUP_OF_TYPE: Readonly<Record<ItemType, EquipGroup | null>> = {
  avatar_frame: 'avatar_frame',
  avatar_hat: 'avatar_hat',
  avatar_accessory: 'avatar_accessory',
  consumable: null,
  game_consumable: null,
  finisher: 'finisher',
  click_fx: 'click_fx',
  spawn_fx: 'spawn_fx',
  terrain: 'terrain',
  chest: null,
  name_color: 'name_color',
  card_frame: 'card_frame',
  win_streak: 'win_streak',
  sfx: 'sfx',
  battle_pass: null,
  emote_pack: null,
  bundle: null,
};

/** Types owned by count, which can be bought again ("Buying with gold": consumables and chests). */
export const STACKING_TYPES: ReadonlySet<ItemType> = new Set<ItemType>(['consumable', 'game_consumable', 'chest']);

/**
 * Id prefixes of the cosmetic catalog (docs/game-rules.md "Cosmetic catalog"); every item id starts with one of them (or is
 * one of the exact ids). The game's rules give no prefix for accessories, ClickFX ids use
 * `click_`, SpawnFX `spawn_`; accessories use `accessory_` and name colours `name_` (our choice).
 */
export const ID_PREFIXES: readonly string[] = [
  'avatar_',
  'hat_',
  'accessory_',
  'pack_',
  'sfx_',
  'terrain_',
  'bp_s',
  'plus_',
  'get_xp_',
  'buy_xp_',
  'gold_card_',
  'gold_',
  'drop_gold_',
  'card_',
  'finisher_',
  'click_',
  'spawn_',
  'streak_',
  'chest_',
  'name_',
  'emote_pack_',
];
/** Ids that are an item of their own, not a prefix. */
export const EXACT_IDS: readonly string[] = ['buy_bp', 'doubledown'];

/** An item and how many of it. */
export interface ItemCount {
  itemId: string;
  count: number;
}

/** What a pack (bundle, gold or XP pack, Plus package) opens into when granted. */
export interface PackContents {
  /** Gold added to the balance. */
  gold?: number;
  /** Battle-pass XP. */
  xp?: number;
  /** Days of Plus, extending the expiry from max(now, current expiry). */
  plusDays?: number;
  /** Items granted, each by its catalog id. */
  items?: readonly ItemCount[];
}

/** One item of the cosmetic catalog. */
export interface CosmeticItem {
  id: string;
  type: ItemType;
  name: Localized;
  rarity: Rarity;
  /** Where it is equipped; null when it is not equippable. */
  equipGroup: EquipGroup | null;
  /** Price in gold in the store; null when it is not sold for gold. */
  goldPrice: number | null;
  /** Price in US dollars, in cents (699 = $6.99); null when it is not sold for money. */
  usdCents: number | null;
  /** How many a player may buy per UTC day; null for no limit. */
  dailyLimit: number | null;
  /** Owned by count (consumables, chests) rather than once. */
  stacks: boolean;
  /** For packs: what granting it gives instead of the item itself. */
  contents: PackContents | null;
}
