/**
 * The port to the payment provider (docs/game-rules.md "Orders"), as the orders feature sees it.
 * Adapters: `StripePaymentProvider` (Stripe Checkout through the official `stripe` package) and
 * `LocalPaymentProvider` (the embedded default: our own checkout page, notifying our webhook
 * signed exactly as Stripe does). Both read notifications with `stripe.webhooks.constructEvent`
 * and map them with `toProviderEvent` (stripe-events.ts), so one fulfilment path runs everywhere.
 */

/** Injection token of the `PaymentProvider`. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** How the player pays: a card, Alipay or WeChat Pay (WeChat Pay's `web` client: a QR code). */
export type PaymentMethod = 'card' | 'alipay' | 'wechat_pay';

/** What to charge for one order. */
export interface CheckoutRequest {
  /** `ord_` + 24 hex: also the idempotency key of the provider's create call. */
  orderId: string;
  /** The buyer's SteamID64. */
  steamId: string;
  /** The catalog item sold (a product: `usdCents !== null`). */
  itemId: string;
  /** The product's name, shown on the provider's page. */
  name: string;
  /** The price, USD cents (a positive whole number). */
  priceUsdCents: number;
  method: PaymentMethod;
  /** A renewing subscription (plus_month monthly, plus_year yearly; card only) instead of one payment. */
  subscription: boolean;
  /** Where the provider sends the player after paying (the result page). */
  successUrl: string;
  /** Where the provider sends the player who gives up. */
  cancelUrl: string;
}

/** The provider's checkout: its id and the address the player pays at. */
export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
}

/**
 * A provider's notification, verified and normalised. `id` is the provider's event id (handled
 * at most once). Amounts are USD cents.
 * `paidAt` (paid, renewed) is when the provider says it happened (ISO-8601: the event's
 * `created`). Optional fields:
 * - `paid.subscriptionId`: the subscription a subscription checkout started;
 * - `refunded.totalRefundedUsdCents`: everything refunded of the payment so far (the charge's
 *   `amount_refunded`): Stripe leaves the refunds list out of `charge.refunded` since API
 *   2022-11-15, and then `amountUsdCents` is this total too (see `toProviderEvent`).
 */
export type ProviderEvent =
  | {
      id: string;
      kind: 'paid';
      orderId: string;
      sessionId: string;
      paymentId: string;
      amountUsdCents: number;
      paidAt: string;
      subscriptionId?: string;
    }
  | { id: string; kind: 'failed'; orderId: string; sessionId: string; reason: string }
  | { id: string; kind: 'expired'; orderId: string; sessionId: string }
  | {
      id: string;
      kind: 'refunded';
      orderId: string;
      paymentId: string;
      refundId: string;
      /** This refund. */
      amountUsdCents: number;
      totalRefundedUsdCents?: number;
    }
  | {
      id: string;
      kind: 'renewed';
      subscriptionId: string;
      steamId: string;
      itemId: string;
      paymentId: string;
      amountUsdCents: number;
      paidAt: string;
    }
  /** The subscription's renewal was stopped at the provider (it ends with its paid period). */
  | { id: string; kind: 'renewal_stopped'; subscriptionId: string }
  /** The provider ended the subscription. */
  | { id: string; kind: 'subscription_ended'; subscriptionId: string }
  | { id: string; kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /**
   * Opens the provider's checkout for an order. Idempotent by `orderId`: the same order answers
   * the same session.
   * @throws ApiError 503 `payment_provider_unavailable` when the provider cannot be reached or refuses.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a notification's `Stripe-Signature` on the raw body (5 minutes' tolerance) and
   * normalises it; an event type we do not act on is `ignored`.
   * @throws WebhookSignatureError on a bad or old signature (or a signed body that is not an event).
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
  /**
   * Refunds `amountUsdCents` of a payment; the provider then notifies `refunded`.
   * Idempotent by `idempotencyKey`: a retry answers the first refund.
   * @throws ApiError 503 `payment_provider_unavailable` when the provider cannot be reached or refuses.
   */
  refund(input: { orderId: string; paymentId: string; amountUsdCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Stops a subscription's renewal at the end of the paid period (Stripe's `cancel_at_period_end`);
   * idempotent: stopping a stopped subscription changes nothing.
   * @throws ApiError 503 `payment_provider_unavailable` when the provider cannot be reached or refuses.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Releases what the adapter holds. */
  close?(): Promise<void>;
}

/**
 * A notification whose signature does not verify: missing, for another secret, for another body,
 * or older than the tolerance. The webhook answers 400 `invalid_signature` and nothing changes.
 */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
