import {
  cosmeticById,
  type GoldChanged,
  type ItemCount,
  type ItemEquipped,
  type ItemsConsumed,
  type ItemsGranted,
  type ItemUnequipped,
  type PlusDaysGranted,
  type SaleChanged,
  type SaleEnded,
  type SaleScheduled,
  type SaleTerms,
} from '@arena/domain';
import { type BatchWriter, defineProjection, type ProjectableEvent, steamIdOfStream } from '../core';
import type { PlayerKeys } from '../players';
import type { StoreKeys } from './keys';

/** The keys the store projection writes: its own, and the player's profile hash. */
export type StoreProjectionKeys = StoreKeys & Pick<PlayerKeys, 'player'>;

type StoreProjectedEvent =
  GoldChanged | ItemsGranted | ItemsConsumed | ItemEquipped | ItemUnequipped | PlusDaysGranted | SaleScheduled | SaleChanged | SaleEnded;

/**
 * A handler of an event of the `player-{steamId}` stream, whose data leaves the player's id out:
 * it gets the id from the stream. An event on any other stream is skipped (a test's or a
 * replay's event without a player stream must not write under an empty id).
 */
function forPlayer<D>(handle: (writes: BatchWriter, keys: StoreProjectionKeys, data: D, steamId: string) => void) {
  return (writes: BatchWriter, keys: StoreProjectionKeys, data: D, _decidedAt: string, event: ProjectableEvent): void => {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) handle(writes, keys, data, steamId);
  };
}

/**
 * Adds `sign × count` of each item to the inventory, and to the profile's `unopened_chests` for
 * chests. Counts are HINCRBY, never read: a count at 0 stays as a field the queries skip.
 */
function countItems(writes: BatchWriter, keys: StoreProjectionKeys, steamId: string, items: readonly ItemCount[], sign: 1 | -1): void {
  for (const { itemId, count } of items) {
    writes.hincrby(keys.inventory(steamId), itemId, sign * count);
    if (cosmeticById(itemId)?.type === 'chest') writes.hincrby(keys.player(steamId), 'unopened_chests', sign * count);
  }
}

/** A sale's terms as stored: exactly the domain's `SaleTerms`, whoever scheduled or changed it left out. */
function saleJson({ saleId, title, percentOff, itemIds, startsAt, endsAt }: SaleTerms): string {
  const terms: SaleTerms = { saleId, title, percentOff, itemIds, startsAt, endsAt };
  return JSON.stringify(terms);
}

/** A sale scheduled or changed: its terms replace the stored ones, and undo an early end (as the domain's fold does). */
function saleTerms(writes: BatchWriter, keys: StoreProjectionKeys, data: SaleTerms, event: ProjectableEvent): void {
  writes.hset(keys.sales, { [data.saleId]: saleJson(data) });
  writes.hdel(keys.salesEnded, data.saleId);
  // the first position is the scheduling's: equal sales rank by it, as in the domain's Map
  writes.zaddnx(keys.salesOrder, event.position, data.saleId);
}

/**
 * The store's read models (docs/game-rules.md "Economy"): on the player's profile hash the gold balance
 * (`coins`), the Plus expiry (`plus_expiration`) and the number of chests owned
 * (`unopened_chests`); the inventory counts and the equipped item of each group; and the
 * catalog's sales (the chest history is the chests feature's). Writes only, no reads: every field
 * is set from the event alone (a balance, an expiry) or counted with HINCRBY, so a batch and its
 * checkpoint apply in one atomic step.
 */
export const storeProjection = defineProjection<StoreProjectionKeys, StoreProjectedEvent>('store', {
  GoldChanged: forPlayer<GoldChanged['data']>((writes, keys, data, steamId) => {
    // the event carries the balance after it: the last one of a batch is the balance
    writes.hset(keys.player(steamId), { coins: data.balance });
  }),

  ItemsGranted: forPlayer<ItemsGranted['data']>((writes, keys, data, steamId) => countItems(writes, keys, steamId, data.items, 1)),

  ItemsConsumed: forPlayer<ItemsConsumed['data']>((writes, keys, data, steamId) => countItems(writes, keys, steamId, data.items, -1)),

  ItemEquipped: forPlayer<ItemEquipped['data']>((writes, keys, data, steamId) => {
    writes.hset(keys.equipped(steamId), { [data.group]: data.itemId });
  }),

  ItemUnequipped: forPlayer<ItemUnequipped['data']>((writes, keys, data, steamId) => {
    // the domain unequips only the item equipped in the group, so the group empties
    writes.hdel(keys.equipped(steamId), data.group);
  }),

  PlusDaysGranted: forPlayer<PlusDaysGranted['data']>((writes, keys, data, steamId) => {
    // the decider computed the new expiry (from max(now, current expiry)); whether Plus runs is read at query time
    writes.hset(keys.player(steamId), { plus_expiration: data.expiresAt });
  }),

  SaleScheduled: (writes, keys, data, _at, event) => saleTerms(writes, keys, data, event),

  SaleChanged: (writes, keys, data, _at, event) => saleTerms(writes, keys, data, event),

  SaleEnded(writes, keys, data) {
    // kept beside the terms (the projection cannot rewrite the terms' JSON without reading it); the queries end the sale there
    writes.hset(keys.salesEnded, { [data.saleId]: data.endedAt });
  },
});
