import { defineProjection, type BatchWriter } from '../core';
import { orderIdOfStream, type OrderEvent } from './events';
import type { OrderKeys } from './keys';
import { orderRowChange } from './row';

/**
 * The orders for support and the fulfilment sweeper (docs/api.md "Orders"): each
 * order's row (`orders:{orderId}`), the player's orders and every order by when they were started,
 * and the orders paid but not fulfilled (`orders:awaiting-fulfilment`: added on `OrderPaid`,
 * removed on `OrderFulfilled` or a refund in full; an order is paid once and fulfilled only after it is paid, so
 * within its stream the removal always follows the addition). Writes only.
 */
export const ordersProjection = defineProjection<OrderKeys, OrderEvent>('orders', {
  OrderStarted(writes, keys, data, at) {
    writeChange(writes, keys, data.orderId, { type: 'OrderStarted', data }, at);
    const startedMs = Date.parse(at);
    writes.zadd(keys.playerOrders(data.steamId), startedMs, data.orderId);
    writes.zadd(keys.allOrders, startedMs, data.orderId);
  },
  OrderPaid(writes, keys, data, at, event) {
    const orderId = orderOf(event.stream);
    writeChange(writes, keys, orderId, { type: 'OrderPaid', data }, at);
    writes.sadd(keys.awaitingFulfilment, orderId);
  },
  OrderPaymentFailed(writes, keys, data, at, event) {
    writeChange(writes, keys, orderOf(event.stream), { type: 'OrderPaymentFailed', data }, at);
  },
  OrderExpired(writes, keys, data, at, event) {
    writeChange(writes, keys, orderOf(event.stream), { type: 'OrderExpired', data }, at);
  },
  OrderFulfilled(writes, keys, data, at, event) {
    const orderId = orderOf(event.stream);
    writeChange(writes, keys, orderId, { type: 'OrderFulfilled', data }, at);
    writes.srem(keys.awaitingFulfilment, orderId);
  },
  OrderRefunded(writes, keys, data, at, event) {
    const orderId = orderOf(event.stream);
    writeChange(writes, keys, orderId, { type: 'OrderRefunded', data }, at);
    // refunded in full: nothing left to grant (a fulfilment would be refused)
    if (data.full) writes.srem(keys.awaitingFulfilment, orderId);
  },
});

/** The order id of an event on `order-{orderId}` (the events after `OrderStarted` do not repeat it). */
function orderOf(stream: string): string {
  return orderIdOfStream(stream) ?? stream;
}

/** The row change of `event` as writes: the fields set, the refunded total increased. */
function writeChange(writes: BatchWriter, keys: OrderKeys, orderId: string, event: OrderEvent, at: string): void {
  const change = orderRowChange(event, at);
  if (!change) return;
  if (Object.keys(change.set).length > 0) writes.hset(keys.order(orderId), change.set);
  if (change.refundedUsdCents !== 0) writes.hincrby(keys.order(orderId), 'refunded_usd_cents', change.refundedUsdCents);
}
