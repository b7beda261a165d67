import type { ItemCount } from '../catalog';

/** How a player pays: a card, Alipay or WeChat Pay. */
export const PAYMENT_METHODS = ['card', 'alipay', 'wechat_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who takes the payment: the embedded local provider (development) or Stripe. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Events of an `order-{orderId}` stream (docs/game-rules.md "Orders"). Amounts are USD cents;
 * times are the events' `decidedAt` (metadata), not repeated in the data.
 */
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

/**
 * A player's checkout: the product (`itemId`, a catalog item with a USD price), what the order
 * grants (`items`: the product, one of it), its price in USD cents, the method and provider, the
 * provider's checkout session and its address, and whether it is a renewing subscription.
 */
export interface OrderStarted {
  type: 'OrderStarted';
  data: {
    orderId: string;
    steamId: string;
    itemId: string;
    items: ItemCount[];
    priceUsdCents: number;
    method: PaymentMethod;
    provider: PaymentProviderName;
    providerSessionId: string;
    checkoutUrl: string;
    subscription: boolean;
  };
}

/**
 * The provider confirmed the payment (`paymentId`: its payment's id; `amountUsdCents` taken;
 * `subscriptionId`: the provider's subscription this payment belongs to, for a subscription's
 * checkout or renewal).
 */
export interface OrderPaid {
  type: 'OrderPaid';
  data: { providerEventId: string; paymentId: string; amountUsdCents: number; subscriptionId?: string };
}

/** The provider reported the payment failed (`reason` as it gave it). */
export interface OrderPaymentFailed {
  type: 'OrderPaymentFailed';
  data: { providerEventId: string; reason: string };
}

/** The provider's checkout session expired unpaid. */
export interface OrderExpired {
  type: 'OrderExpired';
  data: { providerEventId: string };
}

/**
 * The order's items were granted on the player's stream (`OrderGranted` there, at global
 * position `grantPosition`, null when unknown): recorded by `grant-items-when-order-paid`.
 */
export interface OrderFulfilled {
  type: 'OrderFulfilled';
  data: { grantPosition: number | null };
}

/**
 * Support or an admin (`actor`) asked the provider to refund `amountUsdCents` (USD cents) for
 * `reason`; `requestId` is the request's idempotency key (a retry records nothing). The refund
 * itself is `OrderRefunded`, when the provider reports it.
 */
export interface OrderRefundRequested {
  type: 'OrderRefundRequested';
  data: { requestId: string; amountUsdCents: number; reason: string; actor: string };
}

/**
 * The provider refunded `amountUsdCents` (USD cents, this refund); `full` when the order's
 * refunds reach its price. `actor` and `reason` come from the request it answers, or are
 * `provider` and 'refunded at the provider' for a refund made at the provider.
 */
export interface OrderRefunded {
  type: 'OrderRefunded';
  data: { providerEventId: string; refundId: string; amountUsdCents: number; full: boolean; reason: string; actor: string };
}

/** Support or an admin re-ran the fulfilment of a paid order (which never grants twice). */
export interface OrderFulfilmentRequested {
  type: 'OrderFulfilmentRequested';
  data: { actor: string; reason: string };
}

/** A note by support or an admin (1..2,000 characters). */
export interface OrderNoteAdded {
  type: 'OrderNoteAdded';
  data: { note: string; actor: string };
}

/**
 * On `player-{steamId}`: the marker of an order's grant (reason `payment`, ref the order id),
 * recorded after its `GoldChanged` / `XpGranted` / `PlusDaysGranted` / `ItemsGranted`. `items` is
 * what the order grants (its product); the rest is what the grant gave, so a refund takes back
 * exactly that: `gold` (gold), `xp` (battle-pass XP), `plusDays` (days), `itemsGranted` (items
 * that reached the inventory; an item owned already is listed in `alreadyOwned` instead) and
 * `balance` (gold after the grant: the answer a repeated fulfilment gives).
 */
export interface OrderGranted {
  type: 'OrderGranted';
  data: {
    orderId: string;
    items: ItemCount[];
    gold: number;
    xp: number;
    plusDays: number;
    itemsGranted: ItemCount[];
    alreadyOwned: string[];
    balance: number;
  };
}

/**
 * On `player-{steamId}`: what a refund of an order took back, after its `GoldChanged` (reason
 * `refund`), `PlusDaysGranted` (negative days, reason `refund`) and `ItemsConsumed` (reason
 * `refund`). `share` (0..1] is the refund's part of the price; `goldTaken` came out of the
 * balance, `goldOwed` could not (the balance never goes negative) and is owed; `plusDaysTaken`
 * days of Plus; `itemsTaken` the items taken (a full refund only).
 */
export interface OrderRevoked {
  type: 'OrderRevoked';
  data: {
    orderId: string;
    refundId: string;
    share: number;
    goldTaken: number;
    goldOwed: number;
    itemsTaken: ItemCount[];
    plusDaysTaken: number;
  };
}
