/**
 * The order stream's events (`order-{orderId}`) the orders read model follows, and the order
 * markers of the player's stream: the domain's own (docs/game-rules.md "Orders").
 */
export type {
  OrderEvent,
  OrderExpired,
  OrderFulfilled,
  OrderFulfilmentRequested,
  OrderGranted,
  OrderNoteAdded,
  OrderPaid,
  OrderPaymentFailed,
  OrderRefunded,
  OrderRefundRequested,
  OrderRevoked,
  OrderStarted,
} from '@arena/domain';

/** The order stream's name prefix: `order-{orderId}` (`orderStream` in the domain). */
const ORDER_STREAM_PREFIX = 'order-';

/** The order id of an `order-{orderId}` stream; null for any other stream. */
export function orderIdOfStream(stream: string): string | null {
  return typeof stream === 'string' && stream.startsWith(ORDER_STREAM_PREFIX) ? stream.slice(ORDER_STREAM_PREFIX.length) || null : null;
}
