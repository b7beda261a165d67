import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { ApiError } from '../../platform/http/api-error';
import type { CheckoutRequest, CheckoutSession, PaymentMethod, PaymentProvider, ProviderEvent } from './payment-provider';
import {
  checkoutSessionObject,
  CLOSE,
  CREATE,
  hex,
  INTERVALS,
  newEventId,
  REFUND,
  REOPEN,
  SESSION_ID,
  stripeEvent,
  type LocalPaymentSession,
  type StoredRefund,
} from './local-payment-sessions';
import { deliverSignedNotification } from './local-webhook-delivery';
import { toProviderEvent, verifyStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe-events';

/** A value, or a function asked each time (an address known once the server listens). */
type Lazy<T> = T | (() => T);
const resolve = <T>(value: Lazy<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

export interface LocalPaymentProviderOptions {
  /** Shared by every command instance: sessions live in Redis. */
  redis: Redis;
  /** READ_MODEL_NAMESPACE: keys are `{namespace}:payments:local:...`. */
  namespace: string;
  /** The site's address (PUBLIC_URL): a session's page is `{siteBaseUrl}/pay/local/{sessionId}`. */
  siteBaseUrl: Lazy<string>;
  /** Our own webhook, `{serviceBaseUrl}/api/payments/local/webhook`. */
  webhookUrl: Lazy<string>;
  /** LOCAL_PAYMENT_WEBHOOK_SECRET: notifications are signed with it and verified with it. */
  webhookSecret: string;
  /** How old a notification's signature may be, seconds (default 300). */
  toleranceSeconds?: number;
  /** Posts of one notification before giving up (a network error or a 5xx is retried; default 4). */
  deliveryAttempts?: number;
  /** The pause after the first failed post, ms, doubled after each (default 200). */
  retryDelayMs?: number;
  /** How long one post may take, ms (default 10 s). */
  deliveryTimeoutMs?: number;
}

/**
 * The embedded payment provider (the default outside production): our own checkout page on the
 * site (`/pay/local/{sessionId}`) where the player pays or fails, and notifications to our own
 * webhook built, signed (`stripe.webhooks.generateTestHeaderString` with
 * LOCAL_PAYMENT_WEBHOOK_SECRET) and verified exactly as Stripe's, so the same fulfilment path runs
 * in development and production. Sessions live in Redis (`{namespace}:payments:local:{sessionId}`),
 * so every command instance sees them; closing one is atomic, so it is notified once.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  private readonly prefix: string;

  constructor(private readonly options: LocalPaymentProviderOptions) {
    this.prefix = `${options.namespace}:payments:local:`;
  }

  /**
   * Stores a session for the order (idempotent by order id: the order's session again) and answers
   * its page on our site.
   * @throws ApiError 400 `subscription_unavailable` for a subscription of another item or method.
   */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (request.subscription && (!INTERVALS[request.itemId] || request.method !== 'card')) {
      throw new ApiError(400, 'subscription_unavailable', 'A subscription is only sold for plus_month and plus_year, paid by card');
    }
    const candidate = `cs_local_${randomBytes(12).toString('hex')}`;
    const fields: Record<string, string> = {
      session_id: candidate,
      order_id: request.orderId,
      steam_id: request.steamId,
      item_id: request.itemId,
      name: request.name,
      price_usd_cents: String(request.priceUsdCents),
      method: request.method,
      subscription: request.subscription ? '1' : '0',
      status: 'open',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      created_at: new Date().toISOString(),
      refunded_usd_cents: '0',
    };
    const sessionId = (await this.options.redis.eval(
      CREATE,
      2,
      this.orderKey(request.orderId),
      this.sessionKey(candidate),
      candidate,
      ...Object.entries(fields).flat(),
    )) as string;
    return { sessionId, checkoutUrl: `${resolve(this.options.siteBaseUrl).replace(/\/+$/, '')}/pay/local/${sessionId}` };
  }

  /** The session, or null for an id that is not one. */
  async session(sessionId: string): Promise<LocalPaymentSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const hash = await this.options.redis.hgetall(this.sessionKey(sessionId));
    if (!hash.order_id) return null;
    return {
      sessionId,
      orderId: hash.order_id,
      steamId: hash.steam_id,
      itemId: hash.item_id,
      name: hash.name,
      priceUsdCents: Number(hash.price_usd_cents),
      method: hash.method as PaymentMethod,
      subscription: hash.subscription === '1',
      status: hash.status as LocalPaymentSession['status'],
      successUrl: hash.success_url,
      cancelUrl: hash.cancel_url,
      createdAt: hash.created_at,
      paymentId: hash.payment_id || null,
      subscriptionId: hash.subscription_id || null,
      refundedUsdCents: Number(hash.refunded_usd_cents ?? 0),
    };
  }

  /**
   * The player pays: the session closes as paid and `checkout.session.completed` (payment_status
   * paid, a payment intent `pi_local_...`; a subscription's invoice and subscription) is posted,
   * signed, to our webhook; answers once the webhook answered 2xx.
   * @returns the session's success URL.
   * @throws ApiError 404 `payment_session_not_found`; 409 `session_closed` when it is paid or failed
   *         already; 503 `payment_provider_unavailable` when the webhook did not take it (the
   *         session is open again).
   */
  async pay(sessionId: string): Promise<{ returnUrl: string }> {
    const session = await this.require(sessionId);
    const eventId = newEventId();
    const paymentId = session.subscription ? `in_local_${hex()}` : `pi_local_${hex()}`;
    const subscriptionId = session.subscription ? `sub_local_${hex()}` : '';
    await this.closeSession(session, 'paid', eventId, ['payment_id', paymentId, 'subscription_id', subscriptionId]);
    const object = {
      ...checkoutSessionObject(session),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: session.subscription ? null : paymentId,
      invoice: session.subscription ? paymentId : null,
      subscription: subscriptionId || null,
    };
    try {
      if (subscriptionId) {
        await this.options.redis.hset(this.subscriptionKey(subscriptionId), {
          subscription_id: subscriptionId,
          order_id: session.orderId,
          steam_id: session.steamId,
          item_id: session.itemId,
          price_usd_cents: String(session.priceUsdCents),
          interval: INTERVALS[session.itemId],
          cancel_at_period_end: '0',
        });
      }
      await this.deliver(stripeEvent(eventId, 'checkout.session.completed', object));
    } catch (error) {
      await this.options.redis.eval(REOPEN, 1, this.sessionKey(sessionId), eventId);
      throw error;
    }
    return { returnUrl: session.successUrl };
  }

  /**
   * The player fails the payment: the session closes as failed and
   * `checkout.session.async_payment_failed` is posted, signed, to our webhook.
   * @returns the session's cancel URL.
   * @throws as `pay`.
   */
  async fail(sessionId: string): Promise<{ returnUrl: string }> {
    const session = await this.require(sessionId);
    const eventId = newEventId();
    await this.closeSession(session, 'failed', eventId, []);
    try {
      await this.deliver(
        stripeEvent(eventId, 'checkout.session.async_payment_failed', {
          ...checkoutSessionObject(session),
          status: 'complete',
          payment_status: 'unpaid',
        }),
      );
    } catch (error) {
      await this.options.redis.eval(REOPEN, 1, this.sessionKey(sessionId), eventId);
      throw error;
    }
    return { returnUrl: session.cancelUrl };
  }

  /**
   * Refunds part or all of a paid session's payment and posts `charge.refunded` (the charge with
   * `amount_refunded` and its refunds, newest first) to our webhook. Idempotent by
   * `idempotencyKey`: a retry posts the same notification again (same event id) and answers the
   * same refund.
   * @throws ApiError 404 `payment_session_not_found` for an order without a paid local session;
   *         409 `refund_exceeds_payment` beyond what is left; 503 `payment_provider_unavailable`
   *         when the webhook did not take the notification (retry with the same key).
   */
  async refund(input: {
    orderId: string;
    paymentId: string;
    amountUsdCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }> {
    const refundKey = `${this.prefix}refund:${input.idempotencyKey}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const stored = await this.options.redis.get(refundKey);
      if (stored) return this.redeliver(stored);
      const sessionId = await this.options.redis.get(this.orderKey(input.orderId));
      const session = sessionId ? await this.session(sessionId) : null;
      if (!session || session.status !== 'paid' || session.paymentId !== input.paymentId) {
        throw new ApiError(404, 'payment_session_not_found', 'No paid local payment has this order and payment id');
      }
      if (!Number.isSafeInteger(input.amountUsdCents) || input.amountUsdCents <= 0) {
        throw new ApiError(400, 'invalid_payload', 'A refund is a positive whole number of USD cents');
      }
      const total = session.refundedUsdCents + input.amountUsdCents;
      if (total > session.priceUsdCents) {
        throw new ApiError(
          409,
          'refund_exceeds_payment',
          `Only ${session.priceUsdCents - session.refundedUsdCents} USD cents are left to refund`,
        );
      }
      const hash = await this.options.redis.hget(this.sessionKey(session.sessionId), 'refunds');
      const refunds = JSON.parse(hash || '[]') as StoredRefund[];
      const refund: StoredRefund = { id: `re_local_${hex()}`, amount: input.amountUsdCents, created: Math.floor(Date.now() / 1000) };
      const all = [refund, ...refunds];
      const charge = {
        id: `ch_local_${session.paymentId.slice(-24)}`,
        object: 'charge',
        amount: session.priceUsdCents,
        amount_captured: session.priceUsdCents,
        amount_refunded: total,
        currency: 'usd',
        paid: true,
        refunded: total === session.priceUsdCents,
        payment_intent: session.paymentId,
        metadata: { order_id: session.orderId, steam_id: session.steamId, item_id: session.itemId },
        refunds: {
          object: 'list',
          has_more: false,
          data: all.map((entry) => ({
            id: entry.id,
            object: 'refund',
            amount: entry.amount,
            created: entry.created,
            currency: 'usd',
            status: 'succeeded',
            payment_intent: session.paymentId,
            metadata: { order_id: session.orderId },
          })),
        },
      };
      const payload = stripeEvent(newEventId(), 'charge.refunded', charge);
      const record = JSON.stringify({ refundId: refund.id, payload });
      const [outcome, value] = (await this.options.redis.eval(
        REFUND,
        2,
        refundKey,
        this.sessionKey(session.sessionId),
        String(session.refundedUsdCents),
        String(total),
        JSON.stringify(all),
        record,
      )) as [string, string];
      if (outcome === 'conflict') continue;
      return this.redeliver(value);
    }
    throw new ApiError(503, 'busy', 'The local payment kept changing under concurrent refunds; retry');
  }

  /**
   * Stops a local subscription's renewal (recorded; `renew` then refuses it) and posts
   * `customer.subscription.updated` with `cancel_at_period_end: true`, as Stripe does.
   * @throws ApiError 404 `subscription_not_found` for an unknown subscription; 503
   *         `payment_provider_unavailable` when the webhook did not take the notification.
   */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    const key = this.subscriptionKey(subscriptionId);
    const hash = await this.options.redis.hgetall(key);
    if (!hash.subscription_id) throw new ApiError(404, 'subscription_not_found', 'No local subscription has this id');
    await this.options.redis.hset(key, 'cancel_at_period_end', '1');
    await this.deliver(
      stripeEvent(newEventId(), 'customer.subscription.updated', {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        metadata: { order_id: hash.order_id, steam_id: hash.steam_id, item_id: hash.item_id },
      }),
    );
  }

  /**
   * A renewal of a local subscription, as Stripe notifies it (development and tests: the local
   * provider has no clock of its own): posts `invoice.paid` with `billing_reason`
   * `subscription_cycle` and the subscription's metadata.
   * @returns the new invoice's id (the renewal's payment id).
   * @throws ApiError 404 for an unknown subscription, 409 `session_closed` for one whose renewal
   *         was stopped, 503 `payment_provider_unavailable` when the webhook did not take it.
   */
  async renew(subscriptionId: string): Promise<{ paymentId: string }> {
    const hash = await this.options.redis.hgetall(this.subscriptionKey(subscriptionId));
    if (!hash.subscription_id) throw new ApiError(404, 'payment_session_not_found', 'No local subscription has this id');
    if (hash.cancel_at_period_end === '1') throw new ApiError(409, 'session_closed', 'This subscription does not renew any more');
    const paymentId = `in_local_${hex()}`;
    const metadata = { order_id: hash.order_id, steam_id: hash.steam_id, item_id: hash.item_id };
    await this.deliver(
      stripeEvent(newEventId(), 'invoice.paid', {
        id: paymentId,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        status: 'paid',
        currency: 'usd',
        amount_due: Number(hash.price_usd_cents),
        amount_paid: Number(hash.price_usd_cents),
        metadata: {},
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata } },
      }),
    );
    return { paymentId };
  }

  /** @throws WebhookSignatureError on a bad or old signature (LOCAL_PAYMENT_WEBHOOK_SECRET, 300 s tolerance). */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return toProviderEvent(
      verifyStripeEvent(rawBody, signatureHeader, this.options.webhookSecret, this.options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS),
    );
  }

  private async require(sessionId: string): Promise<LocalPaymentSession> {
    const session = await this.session(sessionId);
    if (!session) throw new ApiError(404, 'payment_session_not_found', 'No local payment session has this id');
    return session;
  }

  private async closeSession(session: LocalPaymentSession, status: 'paid' | 'failed', eventId: string, fields: string[]): Promise<void> {
    const outcome = (await this.options.redis.eval(
      CLOSE,
      1,
      this.sessionKey(session.sessionId),
      status,
      'event_id',
      eventId,
      'closed_at',
      new Date().toISOString(),
      ...fields,
    )) as string;
    if (outcome === 'missing') throw new ApiError(404, 'payment_session_not_found', 'No local payment session has this id');
    if (outcome !== 'closed') throw new ApiError(409, 'session_closed', `This payment is ${outcome} already`);
  }

  private async redeliver(stored: string): Promise<{ refundId: string }> {
    const { refundId, payload } = JSON.parse(stored) as { refundId: string; payload: string };
    await this.deliver(payload);
    return { refundId };
  }

  /** Posts a notification to our webhook, signed and retried as Stripe does (`deliverSignedNotification`). */
  private deliver(payload: string): Promise<void> {
    const { webhookSecret: secret, deliveryAttempts: attempts, retryDelayMs, deliveryTimeoutMs: timeoutMs } = this.options;
    return deliverSignedNotification(resolve(this.options.webhookUrl), payload, { secret, attempts, retryDelayMs, timeoutMs });
  }

  private sessionKey(sessionId: string): string {
    return `${this.prefix}${sessionId}`;
  }

  private orderKey(orderId: string): string {
    return `${this.prefix}order:${orderId}`;
  }

  private subscriptionKey(subscriptionId: string): string {
    return `${this.prefix}subscription:${subscriptionId}`;
  }
}

export type { LocalPaymentSession };
