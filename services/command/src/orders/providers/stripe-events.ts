import Stripe from 'stripe';
import { z } from 'zod';
import { WebhookSignatureError, type ProviderEvent } from './payment-provider';

/**
 * Stripe's notifications, as both adapters read them: `verifyStripeEvent` checks the
 * `Stripe-Signature` header on the raw body with the official package, `toProviderEvent` maps
 * the event to the port's `ProviderEvent` (the contract's table). The local provider's
 * notifications are built in Stripe's shape and go through the very same two functions.
 */

/** How old a signature may be, seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * What the mapper reads of an event: its id, type, time (`created`, seconds since the epoch) and
 * object (Stripe's `Event`, or the local provider's copy of it).
 */
export interface StripeEventLike {
  id: string;
  type: string;
  created?: number | undefined;
  data: { object: unknown };
}

/**
 * The event a signed notification carries.
 * @param rawBody the request's body exactly as received (never a re-serialised JSON).
 * @param signatureHeader the `Stripe-Signature` header.
 * @param secret the webhook endpoint's signing secret (`whsec_...`).
 * @param toleranceSeconds how old the signature's timestamp may be.
 * @throws WebhookSignatureError on a missing, wrong or old signature, or a signed body that is not an event.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): StripeEventLike {
  if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, toleranceSeconds);
  } catch (error) {
    if (error instanceof SyntaxError) throw new WebhookSignatureError('The signed body is not JSON', { cause: error });
    throw new WebhookSignatureError(`The signature does not verify: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  const parsed = eventEnvelope.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError('The signed body is not a Stripe event (id, type, data.object)');
  return parsed.data;
}

const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().min(0).optional(),
  data: z.object({ object: z.unknown() }),
});

/** An id field Stripe may send as the id or as the expanded object. */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

const checkoutSession = z.object({
  id: z.string(),
  amount_total: z.number().int().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: idOf.nullish(),
  invoice: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata,
});

const refund = z.object({ id: z.string(), amount: z.number().int(), created: z.number().nullish(), metadata });

const charge = z.object({
  id: z.string(),
  amount_refunded: z.number().int(),
  payment_intent: idOf.nullish(),
  metadata,
  refunds: z.object({ data: z.array(refund) }).nullish(),
});

const subscription = z.object({ id: z.string(), cancel_at_period_end: z.boolean().nullish(), metadata });

const invoice = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int(),
  metadata,
  // API 2025-03-31 and later
  parent: z.object({ subscription_details: z.object({ subscription: idOf, metadata }).nullish() }).nullish(),
  payments: z.object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullish() }) })) }).nullish(),
  // earlier API versions (a webhook endpoint pinned to one)
  subscription: idOf.nullish(),
  subscription_details: z.object({ metadata }).nullish(),
  payment_intent: idOf.nullish(),
});

/**
 * A verified Stripe event as the port's `ProviderEvent`:
 * - `checkout.session.completed` with `payment_status` `paid` → paid (paymentId: the payment
 *   intent; a subscription checkout has none: its invoice, else the subscription), amount
 *   `amount_total`; completed but unpaid (an asynchronous method still processing) → ignored;
 * - `checkout.session.async_payment_succeeded` → paid; `...async_payment_failed` → failed;
 *   `checkout.session.expired` → expired;
 * - `charge.refunded` → refunded, the order from the charge's metadata (else the newest refund's):
 *   the newest refund when the event lists them, otherwise (Stripe's default since API 2022-11-15)
 *   refundId `{chargeId}:{amount_refunded}` and the amount refunded so far;
 * - `invoice.paid` with `billing_reason` `subscription_cycle` → renewed (the steam id and item
 *   from the subscription's metadata);
 * - `customer.subscription.updated` with `cancel_at_period_end` → renewal_stopped;
 *   `customer.subscription.deleted` → subscription_ended (both only for a subscription whose
 *   metadata has our `order_id`);
 * - any other type, or an object without our `order_id` (not one of our checkouts) → ignored.
 * @throws Error never for a well-formed event of a known type; a malformed object of a known type is ignored.
 */
export function toProviderEvent(event: StripeEventLike): ProviderEvent {
  const ignored: ProviderEvent = { id: event.id, kind: 'ignored', type: event.type };
  const object = event.data.object;
  const paidAt = new Date((event.created ?? Math.floor(Date.now() / 1000)) * 1000).toISOString();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = checkoutSession.safeParse(object);
      const orderId = session.success ? session.data.metadata?.order_id : undefined;
      if (!session.success || !orderId) return ignored;
      const base = { id: event.id, orderId, sessionId: session.data.id };
      if (event.type === 'checkout.session.expired') return { ...base, kind: 'expired' };
      if (event.type === 'checkout.session.async_payment_failed') {
        return { ...base, kind: 'failed', reason: 'The payment did not go through (checkout.session.async_payment_failed)' };
      }
      if (session.data.payment_status !== 'paid') return ignored;
      const paymentId = session.data.payment_intent ?? session.data.invoice ?? session.data.subscription ?? session.data.id;
      return {
        ...base,
        kind: 'paid',
        paymentId,
        amountUsdCents: session.data.amount_total ?? 0,
        paidAt,
        ...(session.data.subscription ? { subscriptionId: session.data.subscription } : {}),
      };
    }
    case 'charge.refunded': {
      const parsed = charge.safeParse(object);
      if (!parsed.success) return ignored;
      const newest = [...(parsed.data.refunds?.data ?? [])].sort((a, b) => (b.created ?? 0) - (a.created ?? 0))[0];
      const orderId = parsed.data.metadata?.order_id ?? newest?.metadata?.order_id;
      if (!orderId) return ignored;
      const total = parsed.data.amount_refunded;
      return {
        id: event.id,
        kind: 'refunded',
        orderId,
        paymentId: parsed.data.payment_intent ?? parsed.data.id,
        refundId: newest ? newest.id : `${parsed.data.id}:${total}`,
        amountUsdCents: newest ? newest.amount : total,
        totalRefundedUsdCents: total,
      };
    }
    case 'invoice.paid': {
      const parsed = invoice.safeParse(object);
      if (!parsed.success || parsed.data.billing_reason !== 'subscription_cycle') return ignored;
      const details = parsed.data.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? parsed.data.subscription;
      const meta = { ...parsed.data.metadata, ...parsed.data.subscription_details?.metadata, ...details?.metadata };
      if (!subscriptionId || !meta.steam_id || !meta.item_id) return ignored;
      const paymentIntent = parsed.data.payments?.data.find((entry) => entry.payment.payment_intent)?.payment.payment_intent;
      return {
        id: event.id,
        kind: 'renewed',
        subscriptionId,
        steamId: meta.steam_id,
        itemId: meta.item_id,
        paymentId: paymentIntent ?? parsed.data.payment_intent ?? parsed.data.id,
        amountUsdCents: parsed.data.amount_paid,
        paidAt,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = subscription.safeParse(object);
      if (!parsed.success || !parsed.data.metadata?.order_id) return ignored;
      if (event.type === 'customer.subscription.deleted')
        return { id: event.id, kind: 'subscription_ended', subscriptionId: parsed.data.id };
      return parsed.data.cancel_at_period_end ? { id: event.id, kind: 'renewal_stopped', subscriptionId: parsed.data.id } : ignored;
    }
    default:
      return ignored;
  }
}
