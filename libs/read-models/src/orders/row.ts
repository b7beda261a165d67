import type { AdminOrder, OrderStatus } from '@arena/contract';
import type { OrderEvent } from './events';

/**
 * An order's row as stored in its hash (`OrderKeys.order`): every value a string, as Redis keeps
 * it. `payment_status` is where the payment stands (pending, paid, failed, expired, fulfilled);
 * refunds are kept apart (`refunded_usd_cents`, `refunded_full`), so a late fulfilment never
 * hides a refund: the answered `status` is derived from both (`orderRowOf`).
 */
export type StoredOrderFields = Record<string, string>;

/** What one order event changes in the stored row: fields set, and USD cents added to the refunded total. */
export interface OrderRowChange {
  set: StoredOrderFields;
  refundedUsdCents: number;
}

/**
 * The row change of one order event (`decidedAt` its metadata's time); null for an event that
 * changes nothing in the row (a refund request, a fulfilment request, a note: they are read from
 * the order's stream). Pure: the projection writes it, `foldOrderRow` folds it.
 */
export function orderRowChange(event: OrderEvent, decidedAt: string): OrderRowChange | null {
  const only = (set: StoredOrderFields): OrderRowChange => ({ set, refundedUsdCents: 0 });
  switch (event.type) {
    case 'OrderStarted': {
      const d = event.data;
      return only({
        order_id: d.orderId,
        steam_id: d.steamId,
        item_id: d.itemId,
        items: JSON.stringify(d.items.map(({ itemId, count }) => ({ item_id: itemId, count }))),
        price_usd_cents: String(d.priceUsdCents),
        method: d.method,
        provider: d.provider,
        subscription: String(d.subscription === true),
        created_at: decidedAt,
        payment_status: 'pending',
      });
    }
    case 'OrderPaid':
      return only({ payment_status: 'paid', paid_at: decidedAt });
    case 'OrderPaymentFailed':
      return only({ payment_status: 'failed' });
    case 'OrderExpired':
      return only({ payment_status: 'expired' });
    case 'OrderFulfilled':
      return only({ payment_status: 'fulfilled', fulfilled_at: decidedAt });
    case 'OrderRefunded':
      return {
        set: event.data.full ? { refunded_full: 'true' } : {},
        refundedUsdCents: event.data.amountUsdCents,
      };
    default:
      return null;
  }
}

/** The stored row after `events` (oldest first, each with its `decidedAt`), as the projection leaves the hash. */
export function foldOrderRow(events: readonly { event: OrderEvent; decidedAt: string }[]): StoredOrderFields {
  const fields: StoredOrderFields = {};
  for (const { event, decidedAt } of events) {
    const change = orderRowChange(event, decidedAt);
    if (!change) continue;
    Object.assign(fields, change.set);
    if (change.refundedUsdCents !== 0)
      fields.refunded_usd_cents = String(Number(fields.refunded_usd_cents ?? '0') + change.refundedUsdCents);
  }
  return fields;
}

const PAYMENT_STATUSES = new Set(['pending', 'paid', 'failed', 'expired', 'fulfilled']);

/**
 * The console's row of a stored order; null when the hash holds no started order. Status: a full
 * refund (or refunds reaching the price) is `refunded`, any refund short of it `partially_refunded`,
 * otherwise where the payment stands.
 */
export function orderRowOf(fields: StoredOrderFields): AdminOrder | null {
  if (!fields.order_id || !fields.steam_id || !fields.created_at) return null;
  const price = Number(fields.price_usd_cents ?? '0');
  const refunded = Number(fields.refunded_usd_cents ?? '0');
  const payment = PAYMENT_STATUSES.has(fields.payment_status) ? (fields.payment_status as OrderStatus) : 'pending';
  const status: OrderStatus =
    fields.refunded_full === 'true' || (refunded > 0 && refunded >= price) ? 'refunded' : refunded > 0 ? 'partially_refunded' : payment;
  return {
    id: fields.order_id,
    order_id: fields.order_id,
    steam_id: fields.steam_id,
    item_id: fields.item_id ?? '',
    items: fields.items ? (JSON.parse(fields.items) as AdminOrder['items']) : [],
    price_usd_cents: price,
    method: (fields.method ?? 'card') as AdminOrder['method'],
    provider: (fields.provider ?? 'local') as AdminOrder['provider'],
    status,
    refunded_usd_cents: refunded,
    created_at: fields.created_at,
    paid_at: fields.paid_at ?? null,
    fulfilled_at: fields.fulfilled_at ?? null,
    subscription: fields.subscription === 'true',
  };
}
