import type Redis from 'ioredis';
import type { AdminOrder, OrderStatus } from '@arena/contract';
import type { OrderKeys } from './keys';
import { orderRowOf } from './row';

/** The row of one order (`GET /api/admin/orders/{id}`'s row); null when the read models have no such order. */
export async function readOrder(redis: Redis, keys: Pick<OrderKeys, 'order'>, orderId: string): Promise<AdminOrder | null> {
  return orderRowOf(await redis.hgetall(keys.order(orderId)));
}

/** The rows of the orders `ids` that exist, in their order, in one round trip. */
export async function readOrders(redis: Redis, keys: Pick<OrderKeys, 'order'>, ids: readonly string[]): Promise<AdminOrder[]> {
  if (ids.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hgetall(keys.order(id));
  const replies = (await pipeline.exec()) ?? [];
  return replies.flatMap(([, fields]) => {
    const row = orderRowOf((fields ?? {}) as Record<string, string>);
    return row ? [row] : [];
  });
}

/** A player's orders, newest first (`GET /api/players/{steam_id}/orders`, and the history's list of order streams). */
export async function readPlayerOrders(
  redis: Redis,
  keys: Pick<OrderKeys, 'order' | 'playerOrders'>,
  steamId: string,
): Promise<AdminOrder[]> {
  return readOrders(redis, keys, await redis.zrevrange(keys.playerOrders(steamId), 0, -1));
}

/** What the console's order list is narrowed to (`GET /api/admin/orders`'s `filter`). */
export interface OrdersFilter {
  /** A part of the order id, the Steam id or the product, case-insensitive. */
  q?: string;
  status?: OrderStatus;
  steam_id?: string;
  provider?: 'local' | 'stripe';
  /** Only these orders (react-admin's getMany). */
  id?: readonly string[];
}

/**
 * The orders that match `filter`, newest first (the caller sorts and pages, ra-data-simple-rest):
 * read from the player's orders when `steam_id` is given, else from every order, then each row
 * (one pipeline) checked against the other filters.
 */
export async function listOrders(
  redis: Redis,
  keys: Pick<OrderKeys, 'order' | 'playerOrders' | 'allOrders'>,
  filter: OrdersFilter = {},
): Promise<AdminOrder[]> {
  const ids = filter.id
    ? [...new Set(filter.id)]
    : await redis.zrevrange(filter.steam_id !== undefined ? keys.playerOrders(filter.steam_id) : keys.allOrders, 0, -1);
  const q = filter.q?.trim().toLowerCase();
  return (await readOrders(redis, keys, ids)).filter(
    (row) =>
      (!q || [row.order_id, row.steam_id, row.item_id].some((text) => text.toLowerCase().includes(q))) &&
      (filter.status === undefined || row.status === filter.status) &&
      (filter.steam_id === undefined || row.steam_id === filter.steam_id) &&
      (filter.provider === undefined || row.provider === filter.provider),
  );
}

/** The ids of the orders paid and not fulfilled (the fulfilment sweeper finishes them), sorted. */
export async function readAwaitingFulfilment(redis: Redis, keys: Pick<OrderKeys, 'awaitingFulfilment'>): Promise<string[]> {
  return (await redis.smembers(keys.awaitingFulfilment)).sort();
}
