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
