/**
 * The orders API's bodies as the site reads them: the contract's own types (libs/contract's
 * orders routes, docs/api.md "Orders"). Money is in USD cents, times ISO-8601.
 */
import type { BodyOf, ResponseOf } from '@arena/contract';

/** `GET /api/orders/{order_id}`: an order's state, read from its stream. */
export type Order = ResponseOf<'get', '/api/orders/{order_id}'>;

/** An order's state. */
export type OrderStatus = Order['status'];

/** How a player pays. */
export type PaymentMethod = Order['method'];

/** The methods, in the order the checkout offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'alipay', 'wechat_pay'];

/** A row of `GET /api/players/{steam_id}/orders` (the profile's purchases). */
export type PlayerOrder = ResponseOf<'get', '/api/players/{steam_id}/orders'>[number];

/** `POST /api/checkout`'s body. */
export type CheckoutRequest = BodyOf<'post', '/api/checkout'>;

/** `POST /api/checkout`'s 200 answer: where the provider takes the payment. */
export type CheckoutReply = ResponseOf<'post', '/api/checkout'>;

/** `GET /api/payments/local/sessions/{session_id}`: the local provider's checkout session. */
export type LocalSession = ResponseOf<'get', '/api/payments/local/sessions/{session_id}'>;

/** `POST /api/payments/local/sessions/{session_id}/pay` and `/fail`: where the player goes next. */
export type LocalSessionReply = ResponseOf<'post', '/api/payments/local/sessions/{session_id}/pay'>;

/** A row of `GET /api/players/{steam_id}/subscriptions` (Plus bought as a renewing subscription). */
export type Subscription = ResponseOf<'get', '/api/players/{steam_id}/subscriptions'>[number];
