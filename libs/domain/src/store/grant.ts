import { cosmeticById, CosmeticItem, ItemCount } from '../catalog';
import { plusExpiryAfter, type PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import type { Grant, GrantAnswer, GrantGold, GrantItems } from './commands';
import type { GoldChanged, GrantReason, ItemsConsumed, ItemsConsumedReason, ItemUnequipped, StoreEvent } from './events';
import { ownedCount, StoreSlice } from './state';

/** What granting items decides: the events, the balance after them, the items already owned. */
export interface ItemGrant {
  events: StoreEvent[];
  balance: number;
  alreadyOwned: string[];
}

/** A `GoldChanged` of `amount` gold on `balance`. */
export function goldChanged(balance: number, amount: number, reason: GrantReason, ref: string | null): GoldChanged {
  return { type: 'GoldChanged', data: { amount, balance: balance + amount, reason, ref } };
}

function known(itemId: string): CosmeticItem {
  const item = cosmeticById(itemId);
  if (!item) throw new DomainError('unknown_item', `No item ${itemId} in the catalog`);
  return item;
}

/**
 * The events that give a player items (docs/game-rules.md "Item grants": gold and XP items are
 * consumed on grant, packs open into their contents). Packs (bundles, gold and XP packs, Plus
 * packages) are never owned: each opens into `GoldChanged` (reason `bundle` for a bundle's gold,
 * else `reason`), `XpGranted`, `PlusDaysGranted` (the expiry extended from max(now, current
 * expiry); `now` in ms since the epoch) and its items. Stacking items (consumables,
 * chests) add to their count; a non-stacking item the player owns, or gets more than once in
 * one grant, is granted once at most and listed in `alreadyOwned` (the caller decides on any
 * refund).
 * All items are granted in one `ItemsGranted` of `reason`, after the gold.
 * @throws DomainError `unknown_item` for an id not in the catalog, `invalid_count` for a count
 *         that is not a positive integer.
 */
export function grantItems(
  items: readonly ItemCount[],
  reason: GrantReason,
  ref: string | null,
  state: Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
  now: number,
): ItemGrant {
  const events: StoreEvent[] = [];
  let plus: PlusSlice = state;
  const granted = new Map<string, number>();
  const alreadyOwned: string[] = [];
  let balance = state.gold;
  const add = (itemId: string, count: number): void => {
    if (!Number.isSafeInteger(count) || count < 1) throw new DomainError('invalid_count', `Count of ${itemId} must be a positive integer`);
    const item = known(itemId);
    if (item.contents) {
      const { gold, xp, plusDays, items: inside } = item.contents;
      if (gold) {
        const event = goldChanged(balance, gold * count, item.type === 'bundle' ? 'bundle' : reason, item.id);
        balance = event.data.balance;
        events.push(event);
      }
      if (xp) events.push({ type: 'XpGranted', data: { amount: xp * count, reason, ref: item.id } });
      if (plusDays) {
        const expiresAt = plusExpiryAfter(plus, plusDays * count, now);
        plus = { plusExpiresAt: expiresAt };
        events.push({
          type: 'PlusDaysGranted',
          data: { days: plusDays * count, expiresAt: new Date(expiresAt).toISOString(), reason, ref: item.id },
        });
      }
      for (const content of inside ?? []) add(content.itemId, content.count * count);
    } else if (item.stacks) {
      granted.set(itemId, (granted.get(itemId) ?? 0) + count);
    } else if (ownedCount(state, itemId) > 0 || granted.has(itemId)) {
      alreadyOwned.push(itemId);
    } else {
      granted.set(itemId, 1);
      if (count > 1) alreadyOwned.push(itemId);
    }
  };
  for (const { itemId, count } of items) add(itemId, count);
  if (granted.size > 0) {
    events.push({ type: 'ItemsGranted', data: { items: [...granted].map(([itemId, count]) => ({ itemId, count })), reason, ref } });
  }
  return { events, balance, alreadyOwned };
}

/**
 * Gives items (the building block of admin grants, codes and rewards); see `grantItems`.
 * Answers the balance after it and the items skipped because already owned.
 * @throws DomainError `unknown_item`, `invalid_count` (see `grantItems`).
 */
export function decideGrantItems(
  command: GrantItems,
  state: Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
): Decision<StoreEvent, GrantAnswer> {
  const { events, balance, alreadyOwned } = grantItems(command.items, command.reason, command.ref, state, command.now);
  return { events, answer: { balance, alreadyOwned } };
}

/**
 * Adds `amount` gold (negative: takes it away) with its reason, for the ledger. Gold never goes
 * negative (docs/game-rules.md "Gold ledger").
 * @throws DomainError `invalid_amount` for an amount that is not a non-zero integer,
 *         `insufficient_gold` when taking more than the balance.
 */
export function decideGrantGold(command: GrantGold, state: Pick<StoreSlice, 'gold'>): Decision<GoldChanged, GrantAnswer> {
  if (!Number.isSafeInteger(command.amount) || command.amount === 0)
    throw new DomainError('invalid_amount', 'Gold amount must be a non-zero integer');
  if (state.gold + command.amount < 0) throw new DomainError('insufficient_gold', 'Not enough gold');
  const event = goldChanged(state.gold, command.amount, command.reason, command.ref);
  return { events: [event], answer: { balance: event.data.balance, alreadyOwned: [] } };
}

/**
 * The events that take owned items back (docs/game-rules.md "Item grants": an admin takes items
 * back; "Orders": a refund takes the order's items back): one `ItemsConsumed` of `reason`
 * (`admin_take` by default, `ref` the admin's reason; `refund`, `ref` the order id), then an
 * `ItemUnequipped` for each equipped item none of which is left. Counts of one item add up.
 * @throws DomainError `unknown_item` for an id not in the catalog, `invalid_count` for a count
 *         that is not a positive integer, `not_owned` when the player owns fewer than asked.
 */
export function takeItems(
  items: readonly ItemCount[],
  ref: string | null,
  state: Pick<StoreSlice, 'inventory' | 'equipped'>,
  reason: ItemsConsumedReason = 'admin_take',
): Array<ItemsConsumed | ItemUnequipped> {
  if (items.length === 0) return [];
  const taken = new Map<string, number>();
  for (const { itemId, count } of items) {
    if (!Number.isSafeInteger(count) || count < 1) throw new DomainError('invalid_count', `Count of ${itemId} must be a positive integer`);
    known(itemId);
    taken.set(itemId, (taken.get(itemId) ?? 0) + count);
  }
  for (const [itemId, count] of taken) {
    if (ownedCount(state, itemId) < count) throw new DomainError('not_owned', `The player owns ${ownedCount(state, itemId)} of ${itemId}`);
  }
  const consumed: ItemsConsumed = {
    type: 'ItemsConsumed',
    data: { items: [...taken].map(([itemId, count]) => ({ itemId, count })), reason, ref },
  };
  const unequipped: ItemUnequipped[] = [];
  for (const [group, itemId] of state.equipped) {
    if (taken.has(itemId) && ownedCount(state, itemId) === taken.get(itemId))
      unequipped.push({ type: 'ItemUnequipped', data: { itemId, group } });
  }
  return [consumed, ...unequipped];
}

/**
 * Gives gold and items in one decision (an admin's grant, a redeem code): the gold first
 * (`decideGrantGold`), then the items taken back (`takeItems`), then the items given on the
 * balance after the gold (`grantItems`).
 * @throws DomainError `empty_grant` when there is neither gold nor an item, and as
 *         `decideGrantGold`, `takeItems` and `grantItems` do.
 */
export function decideGrant(
  command: Grant,
  state: Pick<StoreSlice, 'gold' | 'inventory' | 'equipped'> & PlusSlice,
): Decision<StoreEvent, GrantAnswer> {
  const toTake = command.takeItems ?? [];
  if (command.gold === 0 && command.items.length === 0 && toTake.length === 0)
    throw new DomainError('empty_grant', 'A grant needs gold or items');
  const gold = command.gold === 0 ? [] : decideGrantGold({ ...command, type: 'GrantGold', amount: command.gold }, state).events;
  const balance = gold.length ? gold[0].data.balance : state.gold;
  const taken = takeItems(toTake, command.ref, state);
  const afterTaking = taken.length ? evolveTaken(state, taken[0] as ItemsConsumed) : state;
  const items = grantItems(command.items, command.reason, command.ref, { ...afterTaking, gold: balance }, command.now);
  return { events: [...gold, ...taken, ...items.events], answer: { balance: items.balance, alreadyOwned: items.alreadyOwned } };
}

/** The inventory once `consumed` is taken out (what the items given next are judged on). */
function evolveTaken<S extends Pick<StoreSlice, 'inventory'>>(state: S, consumed: ItemsConsumed): S {
  const inventory = new Map(state.inventory);
  for (const { itemId, count } of consumed.data.items) {
    const left = (inventory.get(itemId) ?? 0) - count;
    if (left > 0) inventory.set(itemId, left);
    else inventory.delete(itemId);
  }
  return { ...state, inventory };
}
