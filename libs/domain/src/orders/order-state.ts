import { isEventOf, type StreamEvent } from '../shared/decider';
import type {
  OrderExpired,
  OrderFulfilled,
  OrderPaid,
  OrderPaymentFailed,
  OrderRefunded,
  OrderRefundRequested,
  OrderStarted,
} from './events';

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

/** Whether the order is paid (fulfilled or not). */
export const isPaid = (state: OrderState): boolean => state.status === 'paid' || state.status === 'fulfilled';

/** USD cents not refunded yet and not asked for: what support may still refund. */
export function refundable(state: OrderState): number {
  if (!isPaid(state) || !state.order) return 0;
  const asked = state.refundRequests.filter((request) => request.refundId === null).reduce((sum, r) => sum + r.amountUsdCents, 0);
  return Math.max(0, state.order.priceUsdCents - state.refundedUsdCents - asked);
}

/** Whether the order's refunds reached its price. */
export function fullyRefunded(state: OrderState): boolean {
  return state.order !== null && state.refundedUsdCents >= state.order.priceUsdCents;
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
