import { cosmeticById, type ItemCount } from '../catalog';
import { isEventOf, type Decider, type StreamEvent } from '../shared/decider';
import { DomainError, type Decision } from '../shared/decision';
import { sha256Hex } from '../shared/sha256';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  type OrderEvent,
  type OrderExpired,
  type OrderFulfilled,
  type OrderPaid,
  type OrderPaymentFailed,
  type OrderRefunded,
  type OrderRefundRequested,
  type OrderStarted,
  type PaymentMethod,
  type PaymentProviderName,
} from './events';

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

/** What an order is, as `OrderStarted` records it. */
export type OrderTerms = OrderStarted['data'];

/** A refund support asked the provider for; `refundId` is set once the provider's refund answers it. */
export interface OrderRefundRequest {
  requestId: string;
  amountUsdCents: number;
  reason: string;
  actor: string;
  refundId: string | null;
}

/** Where an order stands: 'none' before `OrderStarted`; 'fulfilled' is paid and granted. */
export type OrderStatus = 'none' | 'pending' | 'paid' | 'failed' | 'expired' | 'fulfilled';

/**
 * An order's stream folded. Amounts in USD cents; times ISO-8601 (the events' `decidedAt`, null
 * when the fold was given none).
 */
export interface OrderState {
  status: OrderStatus;
  order: OrderTerms | null;
  /** The provider's payment id (null until paid) and the amount it took. */
  paymentId: string | null;
  paidUsdCents: number;
  /** The sum of the provider's refunds. */
  refundedUsdCents: number;
  /** The provider's refunds recorded, USD cents by refund id (each refund counts once). */
  refunds: ReadonlyMap<string, number>;
  refundRequests: readonly OrderRefundRequest[];
  /** Every provider event id recorded: each is handled at most once. */
  handledProviderEvents: ReadonlySet<string>;
  /** The provider's reason of a failed payment; null otherwise. */
  failureReason: string | null;
  createdAt: string | null;
  paidAt: string | null;
  fulfilledAt: string | null;
}

export const initialOrderState: OrderState = {
  status: 'none',
  order: null,
  paymentId: null,
  paidUsdCents: 0,
  refundedUsdCents: 0,
  refunds: new Map(),
  refundRequests: [],
  handledProviderEvents: new Set(),
  failureReason: null,
  createdAt: null,
  paidAt: null,
  fulfilledAt: null,
};

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
  | { id: string; kind: 'paid'; paymentId: string; amountUsdCents: number }
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

/** How an order looks to its player and to support: `OrderStatus` with the refunds folded in. */
export type OrderViewStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'fulfilled' | 'refunded' | 'partially_refunded';

/** An order as the API answers it (amounts in USD cents, times ISO-8601). */
export interface OrderView {
  orderId: string;
  steamId: string;
  itemId: string;
  items: ItemCount[];
  priceUsdCents: number;
  method: PaymentMethod;
  provider: PaymentProviderName;
  subscription: boolean;
  status: OrderViewStatus;
  refundedUsdCents: number;
  /** What is left to refund: the price less the refunds made and those asked for. */
  refundableUsdCents: number;
  checkoutUrl: string;
  providerSessionId: string;
  paymentId: string | null;
  createdAt: string | null;
  paidAt: string | null;
  fulfilledAt: string | null;
}

/**
 * The status an order shows: `refunded` once its refunds reach its price, `partially_refunded`
 * after a smaller refund, else its own status. null for an order never started.
 */
export function orderViewStatus(state: OrderState): OrderViewStatus | null {
  if (state.status === 'none' || !state.order) return null;
  if (state.refundedUsdCents > 0) return state.refundedUsdCents >= state.order.priceUsdCents ? 'refunded' : 'partially_refunded';
  return state.status;
}

/** The order as the API shows it; null for an order never started. */
export function orderView(state: OrderState): OrderView | null {
  const status = orderViewStatus(state);
  if (status === null || !state.order) return null;
  const { orderId, steamId, itemId, items, priceUsdCents, method, provider, subscription, checkoutUrl, providerSessionId } = state.order;
  return {
    orderId,
    steamId,
    itemId,
    items,
    priceUsdCents,
    method,
    provider,
    subscription,
    status,
    refundedUsdCents: state.refundedUsdCents,
    refundableUsdCents: refundable(state),
    checkoutUrl,
    providerSessionId,
    paymentId: state.paymentId,
    createdAt: state.createdAt,
    paidAt: state.paidAt,
    fulfilledAt: state.fulfilledAt,
  };
}

const isPaid = (state: OrderState): boolean => state.status === 'paid' || state.status === 'fulfilled';

/** USD cents not refunded yet and not asked for: what support may still refund. */
function refundable(state: OrderState): number {
  if (!isPaid(state) || !state.order) return 0;
  const asked = state.refundRequests.filter((request) => request.refundId === null).reduce((sum, r) => sum + r.amountUsdCents, 0);
  return Math.max(0, state.order.priceUsdCents - state.refundedUsdCents - asked);
}

/** Whether the order's refunds reached its price. */
function fullyRefunded(state: OrderState): boolean {
  return state.order !== null && state.refundedUsdCents >= state.order.priceUsdCents;
}

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
      return [{ type: 'OrderPaid', data: { providerEventId: event.id, paymentId: event.paymentId, amountUsdCents: event.amountUsdCents } }];
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

/** A stream event as the repository folds it: with the ISO time of its decision when known. */
type TimedEvent = StreamEvent & { decidedAt?: string };

/** Folds an order's events; others leave the state as it is. */
export function evolveOrder(state: OrderState, event: TimedEvent): OrderState {
  const at = event.decidedAt ?? null;
  if (isEventOf<OrderStarted>(event, 'OrderStarted')) return { ...state, status: 'pending', order: event.data, createdAt: at };
  const handled = (id: string) => new Set(state.handledProviderEvents).add(id);
  if (isEventOf<OrderPaid>(event, 'OrderPaid')) {
    const { providerEventId, paymentId, amountUsdCents } = event.data;
    return {
      ...state,
      status: state.status === 'fulfilled' ? 'fulfilled' : 'paid',
      paymentId,
      paidUsdCents: amountUsdCents,
      failureReason: null,
      paidAt: at,
      handledProviderEvents: handled(providerEventId),
    };
  }
  if (isEventOf<OrderPaymentFailed>(event, 'OrderPaymentFailed')) {
    const status = isPaid(state) ? state.status : 'failed';
    return { ...state, status, failureReason: event.data.reason, handledProviderEvents: handled(event.data.providerEventId) };
  }
  if (isEventOf<OrderExpired>(event, 'OrderExpired')) {
    const status = state.status === 'pending' ? 'expired' : state.status;
    return { ...state, status, handledProviderEvents: handled(event.data.providerEventId) };
  }
  if (isEventOf<OrderFulfilled>(event, 'OrderFulfilled')) return { ...state, status: 'fulfilled', fulfilledAt: at };
  if (isEventOf<OrderRefundRequested>(event, 'OrderRefundRequested'))
    return { ...state, refundRequests: [...state.refundRequests, { ...event.data, refundId: null }] };
  if (isEventOf<OrderRefunded>(event, 'OrderRefunded')) {
    const { providerEventId, refundId, amountUsdCents, actor, reason } = event.data;
    let answered = false;
    const refundRequests = state.refundRequests.map((request) => {
      if (answered || request.refundId !== null || request.amountUsdCents !== amountUsdCents) return request;
      if (request.actor !== actor || request.reason !== reason) return request;
      answered = true;
      return { ...request, refundId };
    });
    return {
      ...state,
      refundedUsdCents: state.refundedUsdCents + amountUsdCents,
      refunds: new Map(state.refunds).set(refundId, amountUsdCents),
      refundRequests,
      handledProviderEvents: handled(providerEventId),
    };
  }
  return state;
}

/** The `order-{orderId}` stream's decider. */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState, OrderState> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};
