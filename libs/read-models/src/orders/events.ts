/**
 * The order stream's events (`order-{orderId}`), as the orders contract fixes their data
 * (/work/notes/orders-contract.md, "The order stream"). Local structural interfaces: the order
 * domain (`libs/domain/src/orders`) is built beside this read model; at the merge these become
 * the domain's own types (`import type { OrderStarted, ... } from '@arena/domain'`).
 */

/** An item and how many, as the domain's `ItemCount`. */
export interface OrderItemCount {
  itemId: string;
  count: number;
}

export interface OrderStarted {
  type: 'OrderStarted';
  data: {
    orderId: string;
    steamId: string;
    itemId: string;
    items: OrderItemCount[];
    priceUsdCents: number;
    method: 'card' | 'alipay' | 'wechat_pay';
    provider: 'local' | 'stripe';
    providerSessionId: string;
    checkoutUrl: string;
    subscription: boolean;
  };
}

export interface OrderPaid {
  type: 'OrderPaid';
  data: { providerEventId: string; paymentId: string; amountUsdCents: number };
}

export interface OrderPaymentFailed {
  type: 'OrderPaymentFailed';
  data: { providerEventId: string; reason: string };
}

export interface OrderExpired {
  type: 'OrderExpired';
  data: { providerEventId: string };
}

export interface OrderFulfilled {
  type: 'OrderFulfilled';
  data: { grantPosition: number | null };
}

export interface OrderRefundRequested {
  type: 'OrderRefundRequested';
  data: { amountUsdCents: number; reason: string; actor: string };
}

export interface OrderRefunded {
  type: 'OrderRefunded';
  data: { providerEventId: string; refundId: string; amountUsdCents: number; full: boolean; reason: string; actor: string };
}

export interface OrderFulfilmentRequested {
  type: 'OrderFulfilmentRequested';
  data: { actor: string; reason: string };
}

export interface OrderNoteAdded {
  type: 'OrderNoteAdded';
  data: { note: string; actor: string };
}

/** Every event of an order stream. */
export type OrderEvent =
  | OrderStarted
  | OrderPaid
  | OrderPaymentFailed
  | OrderExpired
  | OrderFulfilled
  | OrderRefundRequested
  | OrderRefunded
  | OrderFulfilmentRequested
  | OrderNoteAdded;

/** The player-stream markers of an order (`player-{steamId}`): the grant of a fulfilment and the take-back of a refund. */
export interface OrderGranted {
  type: 'OrderGranted';
  data: { orderId: string; items: OrderItemCount[] };
}

export interface OrderRevoked {
  type: 'OrderRevoked';
  data: { orderId: string; refundId: string; goldTaken: number; goldOwed: number; itemsTaken: OrderItemCount[]; plusDaysTaken: number };
}

/** The order stream's name prefix: `order-{orderId}`. */
export const ORDER_STREAM_PREFIX = 'order-';

/** The order id of an `order-{orderId}` stream; null for any other stream. */
export function orderIdOfStream(stream: string): string | null {
  return typeof stream === 'string' && stream.startsWith(ORDER_STREAM_PREFIX) ? stream.slice(ORDER_STREAM_PREFIX.length) || null : null;
}
