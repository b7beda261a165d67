import { cosmeticById, EQUIP_GROUPS, EquipGroup } from '../catalog';
import { isEventOf, StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { DailyGoldClaimed, GoldChanged, ItemEquipped, ItemPurchased, ItemsConsumed, ItemsGranted, ItemUnequipped } from './events';

/** Purchases of one item on one UTC day (YYYY-MM-DD), for the daily limit. */
export interface DailyPurchases {
  day: string;
  count: number;
}

/**
 * The store feature's part of the player state: the wallet (gold), the inventory and the
 * equips. Maps, because item ids come from players: `constructor` must find nothing.
 */
export interface StoreSlice {
  /** Gold balance, never below 0. */
  gold: number;
  /** Owned items by id, with counts (non-stacking items have 1). */
  inventory: ReadonlyMap<string, number>;
  /** The equipped item of each equip group. */
  equipped: ReadonlyMap<EquipGroup, string>;
  /** Purchases per item on the latest UTC day it was bought. */
  dailyPurchases: ReadonlyMap<string, DailyPurchases>;
  /** Bundles the player bought: a bundle opens into its contents, so it is never owned, and is bought once (docs/game-rules.md "Bundles"). */
  bundlesBought: ReadonlySet<string>;
  /** Whether the default cosmetics were granted (once, at registration). */
  starterItemsGranted: boolean;
  /** The latest UTC day (YYYY-MM-DD) Plus's daily gold bonus was claimed; null before the first. */
  dailyGoldDay: string | null;
}

export const initialStoreSlice: StoreSlice = {
  gold: 0,
  inventory: new Map(),
  equipped: new Map(),
  dailyPurchases: new Map(),
  bundlesBought: new Set(),
  starterItemsGranted: false,
  dailyGoldDay: null,
};

/** How many of an item the player owns (0 for none). */
export function ownedCount(slice: Pick<StoreSlice, 'inventory'>, itemId: string): number {
  return slice.inventory.get(itemId) ?? 0;
}

/** A bundle (a non-stacking pack): it can be bought once (docs/game-rules.md "Bundles"). */
export function isBoughtOnce(itemId: string): boolean {
  const item = cosmeticById(itemId);
  return item !== undefined && item.type === 'bundle' && !item.stacks;
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined): ReadonlyMap<K, V> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/** Folds a `player-{steamId}` event; events of other features leave the slice as it is. */
export function evolveStoreSlice(slice: StoreSlice, event: StreamEvent): StoreSlice {
  if (isEventOf<GoldChanged>(event, 'GoldChanged')) return { ...slice, gold: event.data.balance };
  if (isEventOf<ItemsGranted>(event, 'ItemsGranted')) {
    const inventory = new Map(slice.inventory);
    for (const { itemId, count } of event.data.items) inventory.set(itemId, (inventory.get(itemId) ?? 0) + count);
    return { ...slice, inventory, starterItemsGranted: slice.starterItemsGranted || event.data.reason === 'registration' };
  }
  if (isEventOf<ItemsConsumed>(event, 'ItemsConsumed')) {
    const inventory = new Map(slice.inventory);
    for (const { itemId, count } of event.data.items) {
      const left = (inventory.get(itemId) ?? 0) - count;
      if (left > 0) inventory.set(itemId, left);
      else inventory.delete(itemId);
    }
    return { ...slice, inventory };
  }
  if (isEventOf<ItemPurchased>(event, 'ItemPurchased')) {
    const { itemId, day } = event.data;
    const before = slice.dailyPurchases.get(itemId);
    const count = before?.day === day ? before.count + 1 : 1;
    const bundlesBought = isBoughtOnce(itemId) ? new Set([...slice.bundlesBought, itemId]) : slice.bundlesBought;
    return { ...slice, dailyPurchases: withEntry(slice.dailyPurchases, itemId, { day, count }), bundlesBought };
  }
  if (isEventOf<DailyGoldClaimed>(event, 'DailyGoldClaimed')) return { ...slice, dailyGoldDay: event.data.day };
  if (isEventOf<ItemEquipped>(event, 'ItemEquipped'))
    return { ...slice, equipped: withEntry(slice.equipped, event.data.group, event.data.itemId) };
  if (isEventOf<ItemUnequipped>(event, 'ItemUnequipped')) {
    if (slice.equipped.get(event.data.group) !== event.data.itemId) return slice;
    return { ...slice, equipped: withEntry(slice.equipped, event.data.group, undefined) };
  }
  return slice;
}

/** The slice as JSON for a snapshot: maps as arrays of entries. */
export function encodeStoreSlice(slice: StoreSlice): unknown {
  return {
    gold: slice.gold,
    inventory: [...slice.inventory],
    equipped: [...slice.equipped],
    dailyPurchases: [...slice.dailyPurchases].map(([itemId, { day, count }]) => [itemId, day, count]),
    bundlesBought: [...slice.bundlesBought],
    starterItemsGranted: slice.starterItemsGranted,
    dailyGoldDay: slice.dailyGoldDay,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Rows of a snapshot array, each a tuple whose cells pass `checks`. */
function rows(object: Record<string, unknown>, key: string, checks: readonly ((value: unknown) => boolean)[]): unknown[][] {
  const array = snapshotField(object, key, 'array', 'store');
  for (const row of array) {
    if (!Array.isArray(row) || row.length !== checks.length || !checks.every((check, i) => check(row[i]))) {
      throw new SnapshotFormatError(`store.${key}: malformed entry`);
    }
  }
  return array as unknown[][];
}

/** A snapshot array of strings. */
function strings(object: Record<string, unknown>, key: string): string[] {
  const array = snapshotField(object, key, 'array', 'store');
  if (!array.every(isString)) throw new SnapshotFormatError(`store.${key}: malformed entry`);
  return array;
}

const isEquipGroup = (value: unknown): boolean => (EQUIP_GROUPS as readonly unknown[]).includes(value);

/**
 * The slice from `encodeStoreSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeStoreSlice(json: unknown): StoreSlice {
  const object = snapshotObject(json, 'store');
  return {
    gold: snapshotField(object, 'gold', 'number', 'store'),
    inventory: new Map(rows(object, 'inventory', [isString, isNumber]) as [string, number][]),
    equipped: new Map(rows(object, 'equipped', [isEquipGroup, isString]) as [EquipGroup, string][]),
    dailyPurchases: new Map(
      (rows(object, 'dailyPurchases', [isString, isString, isNumber]) as [string, string, number][]).map(([itemId, day, count]) => [
        itemId,
        { day, count },
      ]),
    ),
    bundlesBought: new Set(strings(object, 'bundlesBought')),
    starterItemsGranted: snapshotField(object, 'starterItemsGranted', 'boolean', 'store'),
    dailyGoldDay: snapshotField(object, 'dailyGoldDay', 'string-or-null', 'store'),
  };
}
