import type { EquipGroup, ItemCount } from '../catalog';

/** Events of the store feature (wallet, inventory, equips) on the `player-{steamId}` stream. */
export type StoreEvent =
  | GoldChanged
  | ItemsGranted
  | ItemsConsumed
  | ItemPurchased
  | ItemEquipped
  | ItemUnequipped
  | XpGranted
  | PlusDaysGranted
  | DailyGoldClaimed;

/**
 * Why gold or items changed hands, so the gold ledger can be replayed and explained:
 * `game` post-game reward, `purchase` bought in the store, `chest` dropped by a chest,
 * `chest_refund` gold for a duplicate from a chest,
 * `code` a redeemed code, `bundle` a pack's contents, `admin_grant` an admin, `registration`
 * the default cosmetics, `reward` quests, achievements, battle pass, login and welcome rewards,
 * `payment` a confirmed real-money order, `partner` the partner bundle of a partner link (Gaimin;
 * "Partner link": once per partner account), `refund` taken back by a refunded real-money order
 * (docs/game-rules.md "Orders": gold out, Plus days out as negative `days`).
 */
export const GRANT_REASONS = [
  'game',
  'purchase',
  'chest',
  'chest_refund',
  'code',
  'bundle',
  'admin_grant',
  'registration',
  'reward',
  'payment',
  'partner',
  'refund',
] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];

/** The gold balance changed by `amount` (gold; negative for a spend) to `balance` (never below 0). */
export interface GoldChanged {
  type: 'GoldChanged';
  data: {
    amount: number;
    balance: number;
    reason: GrantReason;
    /** What it relates to (an item id, a match id, a code...); null when nothing. */
    ref: string | null;
  };
}

/** Items added to the inventory (a pack is never granted as such: its contents are). */
export interface ItemsGranted {
  type: 'ItemsGranted';
  data: { items: ItemCount[]; reason: GrantReason; ref: string | null };
}

/**
 * Items used up (a chest opened, a double-down spent), taken back by an admin or by a refunded
 * order: their counts fall by `count`, never below 0. `reason` says how (`chest_opened`, `used`,
 * `admin_take`, `refund`), `ref` what it relates to (an admin's reason for `admin_take`, the order
 * id for `refund`).
 */
export interface ItemsConsumed {
  type: 'ItemsConsumed';
  data: { items: ItemCount[]; reason: ItemsConsumedReason; ref: string | null };
}

/** Why items were consumed (see `ItemsConsumed`). */
export type ItemsConsumedReason = 'chest_opened' | 'used' | 'admin_take' | 'refund';

/**
 * An item bought with gold (the gold is a `GoldChanged` beside it, the item an `ItemsGranted`
 * or its contents). `price` is the gold paid, after the sale `saleId` (null: none); `day` is
 * the UTC day (YYYY-MM-DD) it counts against the daily limit.
 */
export interface ItemPurchased {
  type: 'ItemPurchased';
  data: { itemId: string; price: number; saleId: string | null; day: string };
}

/** An owned item equipped in its group, replacing `replaced` (null when the group was empty). */
export interface ItemEquipped {
  type: 'ItemEquipped';
  data: { itemId: string; group: EquipGroup; replaced: string | null };
}

export interface ItemUnequipped {
  type: 'ItemUnequipped';
  data: { itemId: string; group: EquipGroup };
}

/** Battle-pass XP from an XP pack; folded by the battle-pass feature, not by the store. */
export interface XpGranted {
  type: 'XpGranted';
  data: { amount: number; reason: GrantReason; ref: string | null };
}

/**
 * Days of Plus from a Plus package, and the expiry after them (ISO-8601 UTC; extended from
 * max(now, current expiry)); folded by the Plus feature, not by the store. A refunded order takes
 * days back with negative `days` (reason `refund`): the expiry shortened, never before the time
 * of the refund (docs/game-rules.md "Orders").
 */
export interface PlusDaysGranted {
  type: 'PlusDaysGranted';
  data: { days: number; expiresAt: string; reason: GrantReason; ref: string | null };
}

/** Plus's free daily gold bonus claimed for the UTC day `day` (YYYY-MM-DD); the gold is a `GoldChanged` beside it. */
export interface DailyGoldClaimed {
  type: 'DailyGoldClaimed';
  data: { day: string };
}
