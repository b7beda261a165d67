import { z } from 'zod';
import { defineRoute, errors, isoTime, json, steamIdString, type RouteSpec } from '../shared';
import { adminOrder, orderStatus } from '../orders';
import { simpleRestQuery } from './views';

/**
 * The console's orders ("Support's purchase-history replay"; docs/api.md "Orders in the
 * console"): real-money orders as support reads them. Money in USD cents, times ISO-8601 UTC.
 * The row repeats `GET /api/orders/{orderId}`'s shape (the orders feature's view) with an `id`.
 */

/** An order's id: `ord_` and 24 lowercase hex characters. */
export const orderIdString = z
  .string()
  .regex(/^ord_[0-9a-f]{24}$/, 'must be an order id: ord_ and 24 lowercase hex characters')
  .describe('`ord_` + 24 lowercase hex characters');

/** One event of an order's stream as the console shows it: provider events carry the provider's ids in `data`. */
export const adminOrderEvent = z
  .strictObject({
    position: z.number().int().describe('Global position in the event store'),
    type: z.string().describe('`OrderStarted`, `OrderPaid`, `OrderPaymentFailed`, `OrderExpired`, `OrderFulfilled`, `OrderRefunded`, ...'),
    at: isoTime,
    data: z.record(z.string(), z.unknown()).describe('The event as recorded (`providerEventId`, `paymentId`, `refundId`, ...)'),
    actor: z.string().nullable().describe('Who acted: a Steam id, `provider`, `system`, `server:{name}`'),
  })
  .meta({ id: 'AdminOrderEvent' });
export type AdminOrderEvent = z.infer<typeof adminOrderEvent>;

/** `GET /api/admin/orders/{id}`: the row, the order's events oldest first, and what the player's stream recorded as granted. */
export const adminOrderDetail = adminOrder
  .extend({
    events: z.array(adminOrderEvent),
    granted: z
      .array(z.strictObject({ item_id: z.string(), count: z.number().int().min(1) }))
      .describe("The items of the player's `OrderGranted` of this order; empty before the fulfilment"),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** `filter` of `GET /api/admin/orders`: `q` a part of the order id, Steam id or product; exact status, player, provider. */
export const adminOrdersFilter = z.strictObject({
  q: z.string().trim().max(64).optional(),
  status: orderStatus.optional(),
  steam_id: steamIdString.optional(),
  provider: z.enum(['local', 'stripe']).optional(),
  id: z.array(z.string().max(64)).max(1_000).optional(),
});
export type AdminOrdersFilter = z.infer<typeof adminOrdersFilter>;

const TAG = 'admin';
const GUARDS = { 401: errors('sign_in_required'), 403: errors('forbidden'), 429: errors('rate_limited') } as const;

/** The console's reads of orders (SUPPORT and ADMIN). */
export const adminOrdersRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/orders',
    tag: TAG,
    summary: 'Real-money orders, searched and filtered (ADMIN, SUPPORT)',
    description:
      'ra-data-simple-rest list: `range=[first,last]`, `sort=["field","ASC"|"DESC"]` (created_at, price_usd_cents, status, steam_id, id; default created_at DESC), `filter` (`q` a part of the order id, Steam id or product, case-insensitive; `status`; `steam_id`; `provider`; `{"id": [...]}` for getMany); the total is in `Content-Range: orders first-last/total`. Read from the read models.',
    query: simpleRestQuery,
    readModels: true,
    responses: { 200: json(z.array(adminOrder), 'The page of orders'), 400: errors('invalid_payload'), ...GUARDS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/orders/{id}',
    tag: TAG,
    summary: "An order: its row, its events in order with the provider's ids, and what was granted (ADMIN, SUPPORT)",
    description: "Read from the order's stream (strongly consistent) and the player's stream (`OrderGranted`).",
    params: z.object({ id: z.string() }),
    responses: { 200: json(adminOrderDetail, 'The order'), 404: errors('order_not_found'), ...GUARDS },
  }),
] as const satisfies readonly RouteSpec[];
