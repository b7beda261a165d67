import Stripe from 'stripe';
import { ApiError } from '../../platform/http/api-error';
import type { StripeApiAddress } from '../../platform/payment-config';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, ProviderEvent } from './payment-provider';
import { toProviderEvent, verifyStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe-events';

export interface StripePaymentProviderOptions {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret. */
  webhookSecret: string;
  /** Another address than api.stripe.com (STRIPE_API_URL: the tests' stand-in); null or absent: Stripe's. */
  api?: StripeApiAddress | null;
  /** How old a notification's signature may be, seconds (default 300). */
  toleranceSeconds?: number;
  /** How long one call to Stripe may take, ms (default 20 s). */
  timeoutMs?: number;
  /** Retries of a call that failed on the network or with a 409/5xx, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
}

/** The renewal period of a Plus subscription item. */
const SUBSCRIPTION_INTERVALS: Record<string, 'month' | 'year'> = { plus_month: 'month', plus_year: 'year' };

/**
 * Stripe through its official package: Checkout Sessions (card, Alipay, WeChat Pay with the `web`
 * client), signed webhooks, refunds and the end of a subscription's renewal.
 *
 * Note: since API 2026-09-30 (this package's pinned version) Checkout Sessions take the methods as
 * `allowed_payment_method_types` (`payment_method_types` was removed from the create call).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly toleranceSeconds: number;

  constructor(private readonly options: StripePaymentProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'arena-command' },
      ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
    });
    this.toleranceSeconds = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  }

  /**
   * A Checkout Session for the order: mode `payment` (`subscription` for a Plus subscription, a
   * monthly or yearly recurring price), the one method asked, the price in USD cents with the
   * product's name, `metadata.order_id` (also on the payment intent or the subscription), the
   * buyer's steam id as `client_reference_id`; the order id is the call's idempotency key, so a
   * retried checkout answers the same session.
   * @throws ApiError 400 `subscription_unavailable` for a subscription of another item or method;
   *         503 `payment_provider_unavailable` when Stripe cannot be reached or refuses.
   */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const meta = { order_id: request.orderId, steam_id: request.steamId, item_id: request.itemId };
    const interval = SUBSCRIPTION_INTERVALS[request.itemId];
    if (request.subscription && (!interval || request.method !== 'card')) {
      throw new ApiError(400, 'subscription_unavailable', 'A subscription is only sold for plus_month and plus_year, paid by card');
    }
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.subscription ? 'subscription' : 'payment',
      allowed_payment_method_types: [request.method],
      ...(request.method === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: request.priceUsdCents,
            product_data: { name: request.name, metadata: { item_id: request.itemId } },
            ...(request.subscription ? { recurring: { interval } } : {}),
          },
        },
      ],
      metadata: meta,
      ...(request.subscription ? { subscription_data: { metadata: meta } } : { payment_intent_data: { metadata: meta } }),
      client_reference_id: request.steamId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    const session = await this.call('create the checkout', () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey: request.orderId }),
    );
    if (!session.url) throw unavailable('Stripe answered a checkout session without its address');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  /** @throws WebhookSignatureError on a bad or old signature (STRIPE_WEBHOOK_SECRET, 300 s tolerance). */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return toProviderEvent(verifyStripeEvent(rawBody, signatureHeader, this.options.webhookSecret, this.toleranceSeconds));
  }

  /**
   * Refunds `amountUsdCents` of the payment (a payment intent `pi_...`, or a charge `ch_`/`py_`),
   * with `metadata.order_id`; `idempotencyKey` is Stripe's, so a retry answers the first refund.
   * @throws ApiError 503 `payment_provider_unavailable` when Stripe cannot be reached or refuses.
   */
  async refund(input: {
    orderId: string;
    paymentId: string;
    amountUsdCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }> {
    const target = /^(ch|py)_/.test(input.paymentId) ? { charge: input.paymentId } : { payment_intent: input.paymentId };
    const refund = await this.call('refund', () =>
      this.stripe.refunds.create(
        { ...target, amount: input.amountUsdCents, metadata: { order_id: input.orderId } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  /**
   * Stops the subscription's renewal at the end of the period paid for (`cancel_at_period_end`).
   * @throws ApiError 503 `payment_provider_unavailable` when Stripe cannot be reached or refuses.
   */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.call('stop the renewal', () => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
      const detail = stripeError
        ? `${stripeError.type}${stripeError.code ? ` ${stripeError.code}` : ''}: ${stripeError.message}`
        : String(error);
      throw unavailable(`Stripe could not ${what} (${detail})`);
    }
  }
}

function unavailable(message: string): ApiError {
  return new ApiError(503, 'payment_provider_unavailable', message);
}
