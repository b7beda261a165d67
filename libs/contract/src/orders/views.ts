import { z } from 'zod';
import { isoTime, steamIdString } from '../shared';

/** The ways to pay at checkout. */
export const paymentMethod = z.enum(['card', 'alipay', 'wechat_pay']).describe('`card`, `alipay` or `wechat_pay`');

/** An order's id: `ord_` and 24 lowercase hex characters. */
export const orderId = z
  .string()
  .regex(/^ord_[0-9a-f]{24}$/)
  .describe('`ord_` and 24 lowercase hex characters');

export const orderPathParams = z.object({ order_id: orderId });
export const orderAdminPathParams = z.object({ id: orderId });

/** `POST /api/checkout` body: a product (an item with a USD price) and the way to pay. */
export const checkoutBody = z.strictObject({
  item_id: z.string().min(1).max(64).describe('A product: an item of the catalog with a USD price (`usd_cents` in the store)'),
  method: paymentMethod,
  subscription: z.boolean().default(false).describe('Plus month or year renewing each period, paid by card'),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** The statuses an order shows. */
export const orderStatus = z
  .enum(['pending', 'paid', 'failed', 'expired', 'fulfilled', 'refunded', 'partially_refunded'])
  .describe(
    'pending until the provider confirms; paid, then fulfilled once the items are granted; failed or expired; refunded in full or in part',
  );
export type OrderStatus = z.infer<typeof orderStatus>;

export const checkoutReply = z.strictObject({
  order_id: orderId,
  checkout_url: z.string().describe("The provider's checkout page: send the browser there"),
  status: orderStatus,
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

/** An order as its player, SUPPORT and ADMIN read it (amounts in USD cents, times ISO-8601). */
export const orderRow = z.strictObject({
  order_id: orderId,
  steam_id: steamIdString,
  item_id: z.string(),
  items: z.array(z.strictObject({ item_id: z.string(), count: z.number().int().min(1) })).describe('What the order grants'),
  price_usd_cents: z.number().int().min(0),
  method: paymentMethod,
  provider: z.enum(['local', 'stripe']),
  subscription: z.boolean(),
  status: orderStatus,
  refunded_usd_cents: z.number().int().min(0),
  refundable_usd_cents: z.number().int().min(0).describe('What support may still refund'),
  created_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
  fulfilled_at: isoTime.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** A provider's notification accepted (or known and passed over). */
export const webhookReply = z.strictObject({ received: z.literal(true) });
export type WebhookReply = z.infer<typeof webhookReply>;

export const webhookPathParams = z.object({ provider: z.enum(['local', 'stripe']) });

const reason = z.string().trim().min(1).max(500).describe("The acting user's reason, kept with the event");

/** `POST /api/admin/orders/{id}/refund` body. */
export const refundOrderBody = z.strictObject({
  amount_usd_cents: z.number().int().min(1).optional().describe('USD cents to refund; default: everything not refunded yet'),
  reason,
});

export type RefundOrderBody = z.input<typeof refundOrderBody>;

/** `POST /api/admin/orders/{id}/fulfil` body. */
export const fulfilOrderBody = z.strictObject({ reason });

export type FulfilOrderBody = z.input<typeof fulfilOrderBody>;

/** `POST /api/admin/orders/{id}/notes` body. */
export const orderNoteBody = z.strictObject({ note: z.string().trim().min(1).max(2000), reason: reason.optional() });
export type OrderNoteBody = z.input<typeof orderNoteBody>;

/** One order as the console lists it (`GET /api/admin/orders`). */
export const adminOrder = z
  .strictObject({
    id: z.string().describe('The order id (react-admin needs `id`)'),
    order_id: z.string(),
    steam_id: steamIdString,
    item_id: z.string().describe('The product bought (a catalog item with a USD price)'),
    items: z.array(z.strictObject({ item_id: z.string(), count: z.number().int().min(1) })).describe('What the order grants'),
    price_usd_cents: z.number().int().min(0),
    method: z.enum(['card', 'alipay', 'wechat_pay']),
    provider: z.enum(['local', 'stripe']),
    status: orderStatus,
    refunded_usd_cents: z.number().int().min(0).describe('Refunded in all (USD cents)'),
    created_at: isoTime,
    paid_at: isoTime.nullable(),
    fulfilled_at: isoTime.nullable(),
    subscription: z.boolean().describe('Bought as a renewing subscription (Plus month or year, card)'),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrder>;

/** A provider's subscription id (`sub_...`). */
export const subscriptionId = z
  .string()
  .regex(/^sub_[A-Za-z0-9_]{1,200}$/)
  .describe("The payment provider's subscription id (`sub_...`)");

export const subscriptionPathParams = z.object({ subscription_id: subscriptionId });

/**
 * A renewing Plus subscription as its player (and support) reads it. Times ISO-8601; the
 * period's end is the billing cycle's (anchored at the first payment, one period per payment).
 */
export const subscriptionRow = z
  .strictObject({
    subscription_id: subscriptionId,
    steam_id: steamIdString,
    item_id: z.string().describe('`plus_month` or `plus_year`'),
    provider: z.enum(['local', 'stripe']),
    status: z.enum(['active', 'canceled']).describe("Stripe's words: `active` while paid for, `canceled` once it ended"),
    cancel_at_period_end: z.boolean().describe('The renewal is stopped: Plus stays until `current_period_end`, then it ends'),
    started_at: isoTime,
    current_period_end: isoTime.describe('The end of the period paid for; the next renewal, unless stopped'),
    payments: z.number().int().min(1).describe('Paid orders of it: the first checkout and each renewal'),
    latest_order_id: orderId.describe('Its newest paid order'),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

/** `POST /api/subscriptions/{subscription_id}/cancel` body (may be empty). */
export const cancelSubscriptionBody = z.strictObject({ reason: reason.optional() }).default({});
