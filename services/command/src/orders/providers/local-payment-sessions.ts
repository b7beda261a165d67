import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentMethod } from './payment-provider';

/**
 * The local payment provider's sessions as kept in Redis, the scripts that change them atomically,
 * and the Stripe-shaped objects its notifications carry (`LocalPaymentProvider`).
 */

/** A local checkout session, as its page shows it. */
export interface LocalPaymentSession {
  sessionId: string;
  orderId: string;
  steamId: string;
  itemId: string;
  name: string;
  /** USD cents. */
  priceUsdCents: number;
  method: PaymentMethod;
  subscription: boolean;
  /** `open` until the player pays or fails it on the page. */
  status: 'open' | 'paid' | 'failed';
  successUrl: string;
  cancelUrl: string;
  createdAt: string;
  /** The payment's id once paid (`pi_local_...`; a subscription's: its invoice `in_local_...`). */
  paymentId: string | null;
  /** The subscription a paid subscription checkout started (`sub_local_...`). */
  subscriptionId: string | null;
  /** USD cents refunded so far. */
  refundedUsdCents: number;
}

export const SESSION_ID = /^cs_local_[0-9a-f]{24}$/;
export const INTERVALS: Record<string, 'month' | 'year'> = { plus_month: 'month', plus_year: 'year' };

/** Creates the session unless the order has one: answers the order's session id. */
export const CREATE = `
local existing = redis.call('GET', KEYS[1])
if existing then return existing end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[2], unpack(ARGV, 2))
return ARGV[1]`;

/** Closes an open session (ARGV: status, then field/value pairs): 'closed', or why not ('missing', 'paid', 'failed'). */
export const CLOSE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'missing' end
local status = redis.call('HGET', KEYS[1], 'status')
if status ~= 'open' then return status end
redis.call('HSET', KEYS[1], 'status', ARGV[1], unpack(ARGV, 2))
return 'closed'`;

/** Reopens a session whose notification could not be delivered (only the close of that event). */
export const REOPEN = `
if redis.call('HGET', KEYS[1], 'event_id') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'status', 'open', 'event_id', '', 'payment_id', '', 'subscription_id', '', 'closed_at', '')
return 1`;

/** Records a refund unless its key has one, if nothing was refunded meanwhile: {'ok'|'exists'|'conflict', stored}. */
export const REFUND = `
local existing = redis.call('GET', KEYS[1])
if existing then return {'exists', existing} end
if (redis.call('HGET', KEYS[2], 'refunded_usd_cents') or '0') ~= ARGV[1] then return {'conflict', ''} end
redis.call('SET', KEYS[1], ARGV[4])
redis.call('HSET', KEYS[2], 'refunded_usd_cents', ARGV[2], 'refunds', ARGV[3])
return {'ok', ARGV[4]}`;

export interface StoredRefund {
  id: string;
  amount: number;
  created: number;
}

export const hex = () => randomBytes(12).toString('hex');
/** A provider event id, unique per notification. */
export const newEventId = () => `evt_local_${hex()}`;

/** A session as Stripe's `checkout.session` object. */
export function checkoutSessionObject(session: LocalPaymentSession): Record<string, unknown> {
  return {
    id: session.sessionId,
    object: 'checkout.session',
    mode: session.subscription ? 'subscription' : 'payment',
    livemode: false,
    currency: 'usd',
    amount_subtotal: session.priceUsdCents,
    amount_total: session.priceUsdCents,
    allowed_payment_method_types: [session.method],
    client_reference_id: session.steamId,
    metadata: { order_id: session.orderId, steam_id: session.steamId, item_id: session.itemId },
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    payment_intent: null,
    invoice: null,
    subscription: null,
    url: null,
  };
}

/** A Stripe event's JSON, as Stripe sends it (pretty-printed). */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    },
    null,
    2,
  );
}
