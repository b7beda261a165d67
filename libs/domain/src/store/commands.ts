import type { EquipGroup, ItemCount } from '../catalog';
import type { GrantReason } from './events';

/** Buy one item of the catalog with gold (docs/game-rules.md "Buying with gold"). */
export interface BuyWithGold {
  type: 'BuyWithGold';
  itemId: string;
  /** The sale that applies to the item now (`saleFor` on the catalog stream), or null. */
  sale: { saleId: string; percentOff: number } | null;
  /** When the purchase is decided, in milliseconds since the epoch (UTC); counts the daily limit. */
  now: number;
}

/** What a purchase answers: the item, the gold paid and the balance after it. */
export interface PurchaseAnswer {
  itemId: string;
  price: number;
  balance: number;
}

/** Add gold to (or, negative, take gold from) a player's balance: admin grants, codes, rewards. */
export interface GrantGold {
  type: 'GrantGold';
  /** Gold, a non-zero integer; negative takes gold away (never below 0). */
  amount: number;
  reason: GrantReason;
  ref: string | null;
}

/** Give items: admin grants, codes, rewards. Packs open into their contents. */
export interface GrantItems {
  type: 'GrantItems';
  items: readonly ItemCount[];
  reason: GrantReason;
  ref: string | null;
  /** When it is granted, in ms since the epoch (Plus packages extend from it). */
  now: number;
}

/** Give gold and items at once (an admin's grant, a code): `GrantGold` then `GrantItems` in one decision. */
export interface Grant {
  type: 'Grant';
  /** Gold, an integer; 0 for none; negative takes gold away (never below 0). */
  gold: number;
  items: readonly ItemCount[];
  /** Items an admin takes back (owned ones only); none when left out. */
  takeItems?: readonly ItemCount[];
  reason: GrantReason;
  ref: string | null;
  /** When, in ms since the epoch (Plus packages extend from it). */
  now: number;
}

/** What a grant answers: the balance after it, and the items skipped because already owned. */
export interface GrantAnswer {
  balance: number;
  alreadyOwned: string[];
}

/** Equip (`equip: true`) or unequip (`equip: false`) an owned item. */
export interface EquipItem {
  type: 'EquipItem';
  itemId: string;
  equip: boolean;
}

/** What is equipped after the command, by equip group. */
export interface EquipAnswer {
  equipped: { group: EquipGroup; itemId: string }[];
}

/** Claim Plus's free daily gold bonus. `now`: ms since the epoch. */
export interface ClaimDailyGold {
  type: 'ClaimDailyGold';
  now: number;
}
