import { z } from 'zod';
import { defineRoute, errors, idempotencyKeyHeaders, json, playerPathParams, type RouteSpec } from '../shared';
import {
  adminOrder,
  checkoutBody,
  checkoutReply,
  fulfilOrderBody,
  orderAdminPathParams,
  orderNoteBody,
  orderPathParams,
  orderRow,
  refundOrderBody,
  webhookPathParams,
  webhookReply,
} from './views';

const SUPPORT_ERRORS = { 401: errors('sign_in_required'), 403: errors('forbidden'), 429: errors('rate_limited') } as const;

/** Real-money orders (docs/api.md "Orders"): checkout, an order's state, the providers' webhooks, support's actions. */
export const ordersRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/checkout',
    tag: 'orders',
    summary: "Starts an order of a product and answers the payment provider's checkout address",
    description:
      'The signed-in player. `Idempotency-Key` required: the same key answers the same order (its id is derived from the player and the key). Items are granted only once the provider confirms the payment.',
    headers: idempotencyKeyHeaders,
    body: { schema: checkoutBody, description: 'The product and the way to pay' },
    responses: {
      200: json(checkoutReply, 'The order and where to pay'),
      400: errors('invalid_payload', 'bad_request', 'idempotency_key_required'),
      401: errors('sign_in_required'),
      404: errors('player_not_found'),
      409: errors('not_for_sale', 'subscription_unavailable'),
      422: errors('idempotency_key_reused'),
      429: errors('rate_limited'),
      503: errors('payment_provider_unavailable', 'busy'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/{order_id}',
    tag: 'orders',
    summary: "An order's state, read from its stream (the payment result page polls it)",
    description: 'Its player, SUPPORT and ADMIN; anyone else gets 404, as for an order that does not exist.',
    params: orderPathParams,
    responses: {
      200: json(orderRow, 'The order'),
      400: errors('invalid_payload'),
      401: errors('sign_in_required'),
      404: errors('order_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/orders',
    tag: 'orders',
    readModels: true,
    summary: "A player's orders, newest first (the profile's purchases)",
    description: 'The player themselves, SUPPORT and ADMIN. Read from the read models (a payment shows once projected).',
    params: playerPathParams,
    responses: {
      200: json(z.array(adminOrder), 'The orders, newest first'),
      400: errors('invalid_steam_id'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/payments/{provider}/webhook',
    tag: 'orders',
    summary: "A payment provider's signed notification (Stripe's format; the local provider signs the same way)",
    description:
      'No session: the `Stripe-Signature` header over the raw body, within 5 minutes, is the only credential. Each provider event id is acted on once; a repeat answers 200 and changes nothing. Event types we do not act on answer 200.',
    params: webhookPathParams,
    responses: {
      200: json(webhookReply, 'Handled, or known and passed over'),
      400: errors('invalid_signature', 'malformed_json', 'bad_request', 'invalid_payload'),
      404: errors('order_not_found', 'not_found'),
      409: errors('order_not_paid', 'refund_exceeds_payment', 'invalid_amount'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/refund',
    tag: 'admin',
    summary: 'Refunds an order through its provider (SUPPORT, ADMIN): what it granted is taken back once the provider confirms',
    description:
      'Records the request (the acting user, the reason) on the order, then asks the provider; its confirmation (a webhook) records the refund and takes back what it can from the player (gold already spent is recorded as owed). `Idempotency-Key` recommended.',
    params: orderAdminPathParams,
    headers: idempotencyKeyHeaders,
    body: { schema: refundOrderBody, description: 'How much (default: what is left) and why' },
    responses: {
      200: json(orderRow, 'The order after the request'),
      400: errors('invalid_payload', 'invalid_amount', 'bad_request'),
      404: errors('order_not_found'),
      409: errors('order_not_paid', 'refund_exceeds_payment'),
      503: errors('payment_provider_unavailable', 'busy'),
      ...SUPPORT_ERRORS,
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/fulfil',
    tag: 'admin',
    summary: 'Re-runs the fulfilment of a paid order (SUPPORT, ADMIN); a fulfilled order is answered unchanged, never granted twice',
    params: orderAdminPathParams,
    body: { schema: fulfilOrderBody, description: 'Why' },
    responses: {
      200: json(orderRow, 'The order after the fulfilment'),
      400: errors('invalid_payload'),
      404: errors('order_not_found'),
      409: errors('order_not_paid', 'order_refunded'),
      503: errors('busy'),
      ...SUPPORT_ERRORS,
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/notes',
    tag: 'admin',
    summary: "Adds a note to an order's history (SUPPORT, ADMIN)",
    params: orderAdminPathParams,
    body: { schema: orderNoteBody, description: 'The note' },
    responses: {
      200: json(orderRow, 'The order'),
      400: errors('invalid_payload', 'invalid_note'),
      404: errors('order_not_found'),
      503: errors('busy'),
      ...SUPPORT_ERRORS,
    },
  }),
] as const satisfies readonly RouteSpec[];
