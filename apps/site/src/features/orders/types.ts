/**
 * The orders API's bodies as the site reads them: those of the routes of `libs/contract/src/orders`
 * (docs/api.md "Orders"), written out here (see the note in `api.ts`). Money is in USD cents.
 */

/** How a player pays. */
export type PaymentMethod = 'card' | 'alipay' | 'wechat_pay';

/** The methods, in the order the checkout offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'alipay', 'wechat_pay'];

/** Who took the payment. */
export type PaymentProviderName = 'local' | 'stripe';

/** An order's state as `GET /api/orders/{orderId}` answers it. */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'fulfilled' | 'refunded' | 'partially_refunded';

/** An item and how many of it (what an order grants). */
export interface ItemCount {
  item_id: string;
  count: number;
}

/** `GET /api/orders/{orderId}` (and each row of `GET /api/players/{steam_id}/orders`). */
export interface Order {
  order_id: string;
  steam_id: string;
  /** the product bought */
  item_id: string;
  /** what the order grants */
  items: ItemCount[];
  price_usd_cents: number;
  method: PaymentMethod;
  provider: PaymentProviderName;
  status: OrderStatus;
  refunded_usd_cents: number;
  /** ISO times; null until it happened */
  created_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  subscription: boolean;
}

/** `POST /api/checkout`'s body. */
export interface CheckoutRequest {
  item_id: string;
  method: PaymentMethod;
  subscription?: boolean;
}

/** `POST /api/checkout`'s 200 answer: where the provider takes the payment. */
export interface CheckoutReply {
  order_id: string;
  checkout_url: string;
  status: OrderStatus;
}

/** `GET /api/payments/local/sessions/{sessionId}`: the local provider's checkout session. */
export interface LocalSession {
  session_id: string;
  order_id: string;
  item_id: string;
  price_usd_cents: number;
  method: PaymentMethod;
  /** the session's state at the local provider (`open` until paid, failed or expired) */
  status: string;
}

/** `POST /api/payments/local/sessions/{sessionId}/pay` and `/fail`: where the player goes next. */
export interface LocalSessionReply {
  return_url: string;
}
