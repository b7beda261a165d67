import { cosmeticById } from '../catalog';
import type { Decider } from '../shared/decider';
import { DomainError, type Decision } from '../shared/decision';
import { sha256Hex } from '../shared/sha256';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, type OrderEvent, type PaymentMethod, type PaymentProviderName } from './events';
import { evolveOrder, fullyRefunded, initialOrderState, isPaid, refundable, type OrderState, type OrderTerms } from './order-state';

/** An order id: `ord_` and 24 lowercase hex characters (`orderIdFor`). */
export const ORDER_ID_PATTERN = /^ord_[0-9a-f]{24}$/;

/** Products that may be bought as a renewing subscription (with a card only). */
export const SUBSCRIPTION_ITEMS: readonly string[] = ['plus_month', 'plus_year'];

/** The longest note on an order, in characters. */
export const MAX_ORDER_NOTE_LENGTH = 2_000;

/** The stream of one order: `order-{orderId}`. */
export function orderStream(orderId: string): string {
  return `order-${orderId}`;
}

/**
 * The order id of a player's checkout: `ord_` and the first 24 hex characters of the SHA-256 of
 * `{steamId}:{idempotencyKey}`, so a retried checkout (the same `Idempotency-Key`) finds the same
 * order, and two players' keys never meet.
 */
export function orderIdFor(steamId: string, idempotencyKey: string): string {
  return `ord_${sha256Hex(`${steamId}:${idempotencyKey}`).slice(0, 24)}`;
}

/**
 * The USD price (cents) of a product: a catalog item with a money price (gold packs, XP packs,
 * Plus month and year, the battle-pass upgrade, a bundle with a USD price); null for anything else.
 */
export function productPriceUsdCents(itemId: string): number | null {
  return cosmeticById(itemId)?.usdCents ?? null;
}

/** A player starts an order for a product, once the provider opened its checkout session. */
export interface StartOrder {
  type: 'StartOrder';
  orderId: string;
  steamId: string;
  itemId: string;
  method: PaymentMethod;
  provider: PaymentProviderName;
  providerSessionId: string;
  checkoutUrl: string;
  subscription: boolean;
}

/**
 * A provider's notification about the order, verified and normalised (the port's `ProviderEvent`
 * of kind paid, failed, expired or refunded; amounts in USD cents). `id` is the provider's event id.
 */
export type OrderProviderEvent =
  | { id: string; kind: 'paid'; paymentId: string; amountUsdCents: number; subscriptionId?: string }
  | { id: string; kind: 'failed'; reason: string }
  | { id: string; kind: 'expired' }
  | {
      id: string;
      kind: 'refunded';
      refundId: string;
      amountUsdCents: number;
      /**
       * The payment's refunds so far, when the provider reports a total rather than one refund
       * (Stripe's `charge.refunded` without its refunds list): the refund recorded is the total
       * less what is recorded already, nothing when that is not more than 0.
       */
      totalRefundedUsdCents?: number;
    };

export interface RecordProviderEvent {
  type: 'RecordProviderEvent';
  event: OrderProviderEvent;
}

/** The order's items were granted on the player's stream (at global position `grantPosition`). */
export interface MarkFulfilled {
  type: 'MarkFulfilled';
  grantPosition: number | null;
}

/**
 * Support or an admin asks for a refund of `amountUsdCents` (USD cents; left out: all that is
 * left). `requestId` (the request's Idempotency-Key) makes a retry decide nothing.
 */
export interface RequestRefund {
  type: 'RequestRefund';
  requestId: string;
  amountUsdCents?: number;
  reason: string;
  actor: string;
}

/** Support or an admin re-runs the fulfilment of a paid order. */
export interface RequestFulfilment {
  type: 'RequestFulfilment';
  actor: string;
  reason: string;
}

export interface AddNote {
  type: 'AddNote';
  note: string;
  actor: string;
}

export type OrderCommand = StartOrder | RecordProviderEvent | MarkFulfilled | RequestRefund | RequestFulfilment | AddNote;

function started(state: OrderState): OrderTerms {
  if (!state.order) throw new DomainError('order_not_found', 'No such order');
  return state.order;
}

/** The checks fulfilment makes: paid, and not refunded in full before it was granted. */
function requireFulfillable(state: OrderState): void {
  if (!isPaid(state)) throw new DomainError('order_not_paid', 'This order is not paid');
  if (state.status === 'paid' && fullyRefunded(state))
    throw new DomainError('order_refunded', 'This order was refunded in full before it was fulfilled');
}

const isPositiveCents = (amount: unknown): amount is number => Number.isSafeInteger(amount) && (amount as number) > 0;

function decideStart(command: StartOrder, state: OrderState): OrderEvent[] {
  const { orderId, steamId, itemId, method, provider, subscription } = command;
  if (state.order) {
    const same =
      state.order.steamId === steamId &&
      state.order.itemId === itemId &&
      state.order.method === method &&
      state.order.subscription === subscription;
    if (same) return [];
    throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was already used for another checkout');
  }
  if (!ORDER_ID_PATTERN.test(orderId)) throw new DomainError('invalid_order_id', 'An order id is ord_ and 24 hex characters');
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw new DomainError('invalid_method', `No payment method ${method}`);
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider))
    throw new DomainError('invalid_provider', `No payment provider ${provider}`);
  const priceUsdCents = productPriceUsdCents(itemId);
  if (priceUsdCents === null) throw new DomainError('not_for_sale', `${itemId} is not sold for money`);
  if (subscription && (!SUBSCRIPTION_ITEMS.includes(itemId) || method !== 'card'))
    throw new DomainError('subscription_unavailable', 'Only Plus month and year can renew, paid by card');
  return [
    {
      type: 'OrderStarted',
      data: {
        orderId,
        steamId,
        itemId,
        items: [{ itemId, count: 1 }],
        priceUsdCents,
        method,
        provider,
        providerSessionId: command.providerSessionId,
        checkoutUrl: command.checkoutUrl,
        subscription,
      },
    },
  ];
}

function decideProviderEvent(event: OrderProviderEvent, state: OrderState): OrderEvent[] {
  const terms = started(state);
  if (state.handledProviderEvents.has(event.id)) return [];
  switch (event.kind) {
    case 'paid':
      // paid wins: recorded after failed or expired too (the money was taken); a second payment is not
      if (isPaid(state)) return [];
      if (!isPositiveCents(event.amountUsdCents)) throw new DomainError('invalid_amount', 'A payment is a positive number of USD cents');
      return [
        {
          type: 'OrderPaid',
          data: {
            providerEventId: event.id,
            paymentId: event.paymentId,
            amountUsdCents: event.amountUsdCents,
            ...(event.subscriptionId ? { subscriptionId: event.subscriptionId } : {}),
          },
        },
      ];
    case 'failed':
      // a failure outranks an expiry (it says more), never a payment
      if (state.status !== 'pending' && state.status !== 'expired') return [];
      return [{ type: 'OrderPaymentFailed', data: { providerEventId: event.id, reason: event.reason } }];
    case 'expired':
      if (state.status !== 'pending') return [];
      return [{ type: 'OrderExpired', data: { providerEventId: event.id } }];
    case 'refunded': {
      if (state.refunds.has(event.refundId)) return [];
      if (!isPaid(state)) throw new DomainError('order_not_paid', 'This order is not paid');
      const amount =
        event.totalRefundedUsdCents === undefined ? event.amountUsdCents : event.totalRefundedUsdCents - state.refundedUsdCents;
      if (event.totalRefundedUsdCents !== undefined && amount <= 0) return [];
      if (!isPositiveCents(amount)) throw new DomainError('invalid_amount', 'A refund is a positive number of USD cents');
      const after = state.refundedUsdCents + amount;
      if (after > terms.priceUsdCents)
        throw new DomainError('refund_exceeds_payment', `Refunds would reach ${after} cents of a ${terms.priceUsdCents} cents order`);
      const request = state.refundRequests.find((r) => r.refundId === null && r.amountUsdCents === amount);
      return [
        {
          type: 'OrderRefunded',
          data: {
            providerEventId: event.id,
            refundId: event.refundId,
            amountUsdCents: amount,
            full: after >= terms.priceUsdCents,
            reason: request?.reason ?? 'refunded at the provider',
            actor: request?.actor ?? 'provider',
          },
        },
      ];
    }
  }
}

function decideRefundRequest(command: RequestRefund, state: OrderState): OrderEvent[] {
  started(state);
  if (state.refundRequests.some((request) => request.requestId === command.requestId)) return [];
  if (!isPaid(state)) throw new DomainError('order_not_paid', 'This order is not paid');
  const left = refundable(state);
  const amount = command.amountUsdCents ?? left;
  if (command.amountUsdCents !== undefined && !isPositiveCents(amount))
    throw new DomainError('invalid_amount', 'A refund is a positive number of USD cents');
  if (amount > left || left === 0)
    throw new DomainError('refund_exceeds_payment', `At most ${left} cents of this order can still be refunded`);
  const { requestId, reason, actor } = command;
  return [{ type: 'OrderRefundRequested', data: { requestId, amountUsdCents: amount, reason, actor } }];
}

function decideOrderEvents(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'StartOrder':
      return decideStart(command, state);
    case 'RecordProviderEvent':
      return decideProviderEvent(command.event, state);
    case 'MarkFulfilled':
      started(state);
      if (state.status === 'fulfilled') return [];
      requireFulfillable(state);
      return [{ type: 'OrderFulfilled', data: { grantPosition: command.grantPosition } }];
    case 'RequestRefund':
      return decideRefundRequest(command, state);
    case 'RequestFulfilment':
      started(state);
      if (state.status === 'fulfilled') return [];
      requireFulfillable(state);
      return [{ type: 'OrderFulfilmentRequested', data: { actor: command.actor, reason: command.reason } }];
    case 'AddNote': {
      started(state);
      const note = command.note.trim();
      if (note.length === 0 || note.length > MAX_ORDER_NOTE_LENGTH)
        throw new DomainError('invalid_note', `A note is 1 to ${MAX_ORDER_NOTE_LENGTH} characters`);
      return [{ type: 'OrderNoteAdded', data: { note, actor: command.actor } }];
    }
  }
}

/**
 * Decides on an order's stream (docs/game-rules.md "Orders"); answers the state after it.
 * - `StartOrder`: a product (a catalog item with a USD price) at its price; the same checkout again
 *   decides nothing.
 * - `RecordProviderEvent`: each provider event id at most once; paid wins over failed and expired
 *   whatever their order, a second payment decides nothing; a failure outranks an expiry; a
 *   refund (each refund id once) of a paid order, its total at most the price, answers the
 *   oldest open request of its amount.
 * - `MarkFulfilled`: once, of a paid order. `RequestFulfilment`: of a paid order not fulfilled
 *   (a fulfilled one decides nothing). `RequestRefund`: of a paid order, at most what is left
 *   (the price less the refunds made and asked for; the default); a retried request decides nothing.
 * - `AddNote`: 1..2,000 characters (trimmed).
 * @throws DomainError `order_not_found` (no `OrderStarted`), `idempotency_key_reused` (another
 *         checkout under the order's id), `invalid_order_id`, `invalid_method`, `invalid_provider`,
 *         `not_for_sale`, `subscription_unavailable`, `order_not_paid`, `order_refunded` (fulfilling
 *         an order refunded in full), `refund_exceeds_payment`, `invalid_amount`, `invalid_note`.
 */
export function decideOrder(command: OrderCommand, state: OrderState): Decision<OrderEvent, OrderState> {
  const events = decideOrderEvents(command, state);
  return { events, answer: events.reduce<OrderState>(evolveOrder, state) };
}

/** The `order-{orderId}` stream's decider. */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState, OrderState> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};
