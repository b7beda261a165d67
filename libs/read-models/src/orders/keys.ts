import type { KeySchema } from '../core';

/** The orders' keys under a version's prefix (docs/api.md "Orders"). */
export interface OrderKeys {
  /** Hash per order: the row's fields (`StoredOrderFields`), strings as Redis stores them. */
  order(orderId: string): string;
  /** Sorted set per player: their order ids, scored by when the order was started (ms since the epoch). */
  playerOrders(steamId: string): string;
  /** Sorted set: every order id, scored by when it was started (ms since the epoch). */
  allOrders: string;
  /** Set: the ids of orders paid and not yet fulfilled (the fulfilment sweeper's list). */
  awaitingFulfilment: string;
  /** Hash per renewing subscription: its row's fields (`subscriptionsProjection`). */
  subscription(subscriptionId: string): string;
  /** Sorted set per player: their subscription ids, scored by when each started (ms since the epoch). */
  playerSubscriptions(steamId: string): string;
}

export const orderKeys: KeySchema<OrderKeys> = (prefix) => ({
  order: (orderId) => `${prefix}orders:${orderId}`,
  playerOrders: (steamId) => `${prefix}orders:player:${steamId}`,
  allOrders: `${prefix}orders:all`,
  awaitingFulfilment: `${prefix}orders:awaiting-fulfilment`,
  subscription: (subscriptionId) => `${prefix}subscriptions:${subscriptionId}`,
  playerSubscriptions: (steamId) => `${prefix}subscriptions:player:${steamId}`,
});
