import type { KeySchema } from '../core';

/**
 * The store's keys under a version's prefix. The balance, the Plus expiry and the number of
 * unopened chests are fields of the player's profile hash (`PlayerKeys.player`: `coins`,
 * `plus_expiration`, `unopened_chests`), so a profile is still one HGETALL.
 */
export interface StoreKeys {
  /** Hash: item id -> count owned (a count may fall to 0 or below; readers skip those). */
  inventory(steamId: string): string;
  /** Hash: equip group -> the item id equipped in it. */
  equipped(steamId: string): string;
  /** Hash: sale id -> the sale's terms as JSON (`SaleTerms` of the domain), as last scheduled or changed. */
  sales: string;
  /** Hash: sale id -> when it was ended early (ISO-8601); a later change of the sale clears it. */
  salesEnded: string;
  /** Sorted set: sale id scored by the position of its `SaleScheduled`, the order that breaks ties between equal sales. */
  salesOrder: string;
}

/** The store feature's keys under `prefix` (`{namespace}:{version}:`). */
export const storeKeys: KeySchema<StoreKeys> = (prefix) => ({
  inventory: (steamId) => `${prefix}player:${steamId}:items`,
  equipped: (steamId) => `${prefix}player:${steamId}:equipped`,
  sales: `${prefix}sales`,
  salesEnded: `${prefix}sales:ended`,
  salesOrder: `${prefix}sales:order`,
});
