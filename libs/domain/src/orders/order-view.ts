import type { ItemCount } from '../catalog';
import type { PaymentMethod, PaymentProviderName } from './events';
import { refundable, type OrderState } from './order-state';

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
