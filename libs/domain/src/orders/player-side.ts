import type { ItemCount } from '../catalog';
import type { PlusSlice } from '../plus';
import { isEventOf, type StreamEvent } from '../shared/decider';
import { DomainError, type Decision } from '../shared/decision';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import { goldChanged, grantItems, ownedCount, takeItems, type StoreEvent, type StoreSlice } from '../store';
import type { OrderGranted, OrderRevoked } from './events';

const DAY_MS = 86_400_000;
/** Shares of one order's refunds add up in floating point: 1/3 + 1/3 + 1/3 counts as the whole. */
const WHOLE = 1 - 1e-9;

/** What an order's grant gave (`OrderGranted` less its order id). */
export type FulfilledOrder = Omit<OrderGranted['data'], 'orderId'>;
/** What a refund took back (`OrderRevoked` less its refund id). */
export type RevokedRefund = Omit<OrderRevoked['data'], 'refundId'>;

/**
 * The orders' part of the player state (docs/game-rules.md "Orders"): the orders granted (by order
 * id, with what each gave), the refunds handled (by the provider's refund id, with what each took
 * back) and the gold owed: refunded gold the balance could not give back (never collected from
 * later gold; support sees it).
 */
export interface OrdersSlice {
  /** Gold owed by refunds, in gold: the sum of `OrderRevoked.goldOwed`. */
  owedGold: number;
  fulfilledOrders: ReadonlyMap<string, FulfilledOrder>;
  revokedRefunds: ReadonlyMap<string, RevokedRefund>;
}

export const initialOrdersSlice: OrdersSlice = { owedGold: 0, fulfilledOrders: new Map(), revokedRefunds: new Map() };

/**
 * Grant a paid order's items (`items`: the order's, from `OrderStarted`) at `now` (ms since the
 * epoch; Plus days extend from it). Sent by `grant-items-when-order-paid`.
 */
export interface FulfilOrder {
  type: 'FulfilOrder';
  orderId: string;
  items: readonly ItemCount[];
  now: number;
}

/**
 * Take back what a refunded order gave: `share` (0..1] is the refund's part of the order's price
 * (amount / price), `refundId` the provider's refund id, `now` ms since the epoch. Sent by
 * `take-back-items-when-order-refunded`.
 */
export interface RevokeOrder {
  type: 'RevokeOrder';
  orderId: string;
  refundId: string;
  share: number;
  now: number;
}

/** What a fulfilment answers: the balance after the grant (gold) and the items skipped as owned. */
export interface OrderGrantAnswer {
  orderId: string;
  items: ItemCount[];
  balance: number;
  alreadyOwned: string[];
}

/** What a revocation answers: what it took back (`OrderRevoked`'s data). */
export type OrderRevokeAnswer = OrderRevoked['data'];

type PlayerSide = OrdersSlice & Pick<StoreSlice, 'gold' | 'inventory' | 'equipped'> & PlusSlice;

/** The refunds of one order recorded so far. */
function refundsOf(slice: OrdersSlice, orderId: string): RevokedRefund[] {
  return [...slice.revokedRefunds.values()].filter((refund) => refund.orderId === orderId);
}

const shareOf = (refunds: readonly RevokedRefund[]): number => refunds.reduce((sum, refund) => sum + refund.share, 0);

/**
 * Grants a paid order's items once (docs/game-rules.md "Orders"): with `grantItems` (reason
 * `payment`, ref the order id; packs open into their contents), then the marker `OrderGranted`
 * with what the grant gave. An order granted already decides nothing and answers the first
 * grant's answer.
 * @throws DomainError `empty_grant` (no items), `order_refunded` (refunded in full before its
 *         grant: nothing to give), and as `grantItems` does (`unknown_item`, `invalid_count`).
 */
export function decideFulfilOrder(command: FulfilOrder, state: PlayerSide): Decision<StoreEvent | OrderGranted, OrderGrantAnswer> {
  const { orderId } = command;
  const first = state.fulfilledOrders.get(orderId);
  if (first) return { events: [], answer: { orderId, items: first.items, balance: first.balance, alreadyOwned: first.alreadyOwned } };
  if (command.items.length === 0) throw new DomainError('empty_grant', 'An order grants at least one item');
  if (shareOf(refundsOf(state, orderId)) >= WHOLE)
    throw new DomainError('order_refunded', 'This order was refunded in full before it was granted');
  const packed = grantItems(command.items, 'payment', orderId, state, command.now);
  // a pack's gold, XP and Plus days name the pack; an order's name the order, as its items do
  const grant = {
    ...packed,
    events: packed.events.map((event): StoreEvent => {
      const { data } = event as { data: { reason?: string } };
      return data.reason === 'payment' ? ({ ...event, data: { ...event.data, ref: orderId } } as StoreEvent) : event;
    }),
  };
  const granted: FulfilledOrder = {
    items: [...command.items],
    gold: 0,
    xp: 0,
    plusDays: 0,
    itemsGranted: [],
    alreadyOwned: grant.alreadyOwned,
    balance: grant.balance,
  };
  for (const event of grant.events) {
    if (event.type === 'GoldChanged') granted.gold += event.data.amount;
    else if (event.type === 'XpGranted') granted.xp += event.data.amount;
    else if (event.type === 'PlusDaysGranted') granted.plusDays += event.data.days;
    else if (event.type === 'ItemsGranted') granted.itemsGranted.push(...event.data.items);
  }
  return {
    events: [...grant.events, { type: 'OrderGranted', data: { orderId, ...granted } }],
    answer: { orderId, items: granted.items, balance: grant.balance, alreadyOwned: grant.alreadyOwned },
  };
}

/**
 * Takes back what a refunded order gave, once per refund (docs/game-rules.md "Orders"). The refunds
 * of an order add up: while their shares stay below the whole, each takes its part of the order's
 * gold and Plus days (floor(shares so far × gold) less what earlier refunds took; likewise days),
 * no items; the refund that completes the whole takes the rest of the gold and days and the items
 * the grant gave (as many as the player still owns; `buy_bp` ends the upgraded battle-pass track).
 * Gold comes out of the balance as far as it goes (`GoldChanged`, reason `refund`); the rest is
 * owed (`owedGold`), so the balance never goes negative. Plus days shorten the expiry, never to
 * before `now` (`PlusDaysGranted` with negative days, reason `refund`). Battle-pass XP is not taken
 * back. Then `OrderRevoked`. A refund of an order not granted here records `OrderRevoked` with
 * nothing taken (a later grant of an order refunded in full is refused).
 * @throws DomainError `invalid_share` for a share outside (0, 1].
 */
export function decideRevokeOrder(command: RevokeOrder, state: PlayerSide): Decision<StoreEvent | OrderRevoked, OrderRevokeAnswer> {
  const { orderId, refundId, share, now } = command;
  const first = state.revokedRefunds.get(refundId);
  if (first) return { events: [], answer: { ...first, refundId } };
  if (!Number.isFinite(share) || share <= 0 || share > 1)
    throw new DomainError('invalid_share', 'A refund share is more than 0 and at most 1');
  const grant = state.fulfilledOrders.get(orderId);
  const nothing: OrderRevoked['data'] = { orderId, refundId, share, goldTaken: 0, goldOwed: 0, itemsTaken: [], plusDaysTaken: 0 };
  if (!grant) return { events: [{ type: 'OrderRevoked', data: nothing }], answer: nothing };

  const earlier = refundsOf(state, orderId);
  const before = shareOf(earlier);
  const whole = before + share >= WHOLE;
  const part = (total: number, back: number) => Math.max(0, (whole ? total : Math.floor(Math.min(1, before + share) * total)) - back);
  const goldDue = part(
    grant.gold,
    earlier.reduce((sum, r) => sum + r.goldTaken + r.goldOwed, 0),
  );
  const plusDaysTaken = part(
    grant.plusDays,
    earlier.reduce((sum, r) => sum + r.plusDaysTaken, 0),
  );
  const goldTaken = Math.min(state.gold, goldDue);

  const events: (StoreEvent | OrderRevoked)[] = [];
  if (goldTaken > 0) events.push(goldChanged(state.gold, -goldTaken, 'refund', orderId));
  if (plusDaysTaken > 0 && state.plusExpiresAt !== null && state.plusExpiresAt > now) {
    const expiresAt = Math.max(now, state.plusExpiresAt - plusDaysTaken * DAY_MS);
    events.push({
      type: 'PlusDaysGranted',
      data: { days: -plusDaysTaken, expiresAt: new Date(expiresAt).toISOString(), reason: 'refund', ref: orderId },
    });
  }
  const itemsTaken = whole && before < WHOLE ? stillOwned(grant.itemsGranted, state) : [];
  events.push(...takeItems(itemsTaken, orderId, state, 'refund'));
  const revoked: OrderRevoked['data'] = { orderId, refundId, share, goldTaken, goldOwed: goldDue - goldTaken, itemsTaken, plusDaysTaken };
  events.push({ type: 'OrderRevoked', data: revoked });
  return { events, answer: revoked };
}

/** The items of `items` the player still owns, each at most its owned count. */
function stillOwned(items: readonly ItemCount[], state: Pick<StoreSlice, 'inventory'>): ItemCount[] {
  const wanted = new Map<string, number>();
  for (const { itemId, count } of items) wanted.set(itemId, (wanted.get(itemId) ?? 0) + count);
  return [...wanted]
    .map(([itemId, count]) => ({ itemId, count: Math.min(count, ownedCount(state, itemId)) }))
    .filter(({ count }) => count > 0);
}

/** Folds `OrderGranted` and `OrderRevoked`; other events leave the slice as it is. */
export function evolveOrdersSlice(slice: OrdersSlice, event: StreamEvent): OrdersSlice {
  if (isEventOf<OrderGranted>(event, 'OrderGranted')) {
    const { orderId, ...granted } = event.data;
    return { ...slice, fulfilledOrders: new Map(slice.fulfilledOrders).set(orderId, granted) };
  }
  if (isEventOf<OrderRevoked>(event, 'OrderRevoked')) {
    const { refundId, ...revoked } = event.data;
    return {
      owedGold: slice.owedGold + revoked.goldOwed,
      fulfilledOrders: slice.fulfilledOrders,
      revokedRefunds: new Map(slice.revokedRefunds).set(refundId, revoked),
    };
  }
  return slice;
}

/** The slice as JSON for a snapshot: the maps as `[id, data]` rows. */
export function encodeOrdersSlice(slice: OrdersSlice): unknown {
  return { owedGold: slice.owedGold, fulfilledOrders: [...slice.fulfilledOrders], revokedRefunds: [...slice.revokedRefunds] };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isItemCounts = (value: unknown): value is ItemCount[] =>
  Array.isArray(value) && value.every((item: unknown) => isObject(item) && typeof item.itemId === 'string' && isNumber(item.count));

function entries<T>(object: Record<string, unknown>, key: string, check: (value: Record<string, unknown>) => boolean): Map<string, T> {
  const rows = snapshotField(object, key, 'array', 'orders');
  for (const row of rows) {
    const ok = Array.isArray(row) && row.length === 2 && typeof row[0] === 'string' && isObject(row[1]) && check(row[1]);
    if (!ok) throw new SnapshotFormatError(`orders.${key}: malformed entry`);
  }
  return new Map(rows as [string, T][]);
}

/**
 * The slice from `encodeOrdersSlice`'s JSON.
 * @throws SnapshotFormatError when it is not of that shape.
 */
export function decodeOrdersSlice(json: unknown): OrdersSlice {
  const object = snapshotObject(json, 'orders');
  return {
    owedGold: snapshotField(object, 'owedGold', 'number', 'orders'),
    fulfilledOrders: entries<FulfilledOrder>(
      object,
      'fulfilledOrders',
      (o) =>
        isItemCounts(o.items) &&
        isItemCounts(o.itemsGranted) &&
        [o.gold, o.xp, o.plusDays, o.balance].every(isNumber) &&
        Array.isArray(o.alreadyOwned) &&
        o.alreadyOwned.every((id) => typeof id === 'string'),
    ),
    revokedRefunds: entries<RevokedRefund>(
      object,
      'revokedRefunds',
      (o) =>
        typeof o.orderId === 'string' && isItemCounts(o.itemsTaken) && [o.share, o.goldTaken, o.goldOwed, o.plusDaysTaken].every(isNumber),
    ),
  };
}
