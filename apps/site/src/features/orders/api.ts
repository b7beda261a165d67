/**
 * The orders API (docs/api.md "Orders"): checkout, an order's state, the local provider's session,
 * the player's orders. The calls go through the client's `request` / `sendAction` with the paths
 * written here and the bodies of `types.ts` (the routes of `libs/contract/src/orders`; moving them
 * to the typed `api.get` / `api.action` is left to do).
 */
import { queryOptions } from '@tanstack/react-query';
import { request, sendAction } from '../../shared/api/client';
import type { CheckoutReply, CheckoutRequest, LocalSession, LocalSessionReply, Order, PaymentMethod } from './types';

const enc = encodeURIComponent;

/** Query keys of the orders feature: `ordersKeys.all` covers them all. */
export const ordersKeys = {
  all: ['orders'] as const,
  order: (orderId: string) => ['orders', 'order', orderId] as const,
  localSession: (sessionId: string) => ['orders', 'local-session', sessionId] as const,
  player: (steamId: string) => ['orders', 'player', steamId] as const,
};

/**
 * The name of one checkout attempt for `sendAction`: the same product, method and renewal
 * choice of the same player. While such an attempt has ended without an answer (network error,
 * 502/503/504), pressing Pay again retries it with the same `Idempotency-Key` (the server finds
 * the same order); any answer ends it, and the next press is a new attempt with a fresh key.
 */
function checkoutAction(steamId: string, request: CheckoutRequest): string {
  return `checkout:${steamId}:${request.item_id}:${request.method}:${request.subscription ? 'renew' : 'once'}`;
}

/**
 * `POST /api/checkout` with `Idempotency-Key`: starts (or, on a retry of the same attempt, finds)
 * the order and answers the provider's checkout address. Throws ApiError: 400 `invalid_payload`,
 * `not_for_sale`, `subscription_unavailable`; 401; 503 `payment_provider_unavailable`.
 */
export function startCheckout(steamId: string, body: CheckoutRequest): Promise<CheckoutReply> {
  return sendAction<CheckoutReply>('/api/checkout', { action: checkoutAction(steamId, body), body });
}

/** `GET /api/orders/{orderId}`: the order's state, read from its stream. Throws ApiError (404 `order_not_found`). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return request<Order>(`/api/orders/${enc(orderId)}`, { signal });
}

/** `GET /api/payments/local/sessions/{sessionId}`: the local provider's checkout session. */
export function localSessionQuery(sessionId: string) {
  return queryOptions({
    queryKey: ordersKeys.localSession(sessionId),
    queryFn: ({ signal }) => request<LocalSession>(`/api/payments/local/sessions/${enc(sessionId)}`, { signal }),
  });
}

/**
 * `POST /api/payments/local/sessions/{sessionId}/pay` or `/fail` (the session's player): the local
 * provider records the outcome and posts its signed webhook to our endpoint, then answers where
 * to go (`return_url`, the payment result page). The chosen method goes along as `{ method }`.
 */
export function settleLocalSession(sessionId: string, outcome: 'pay' | 'fail', method: PaymentMethod): Promise<LocalSessionReply> {
  return sendAction<LocalSessionReply>(`/api/payments/local/sessions/${enc(sessionId)}/${outcome}`, {
    action: `local-${outcome}:${sessionId}`,
    body: { method },
  });
}

/** `GET /api/players/{steam_id}/orders`: the player's orders, newest first. */
export function playerOrdersQuery(steamId: string) {
  return queryOptions({
    queryKey: ordersKeys.player(steamId),
    queryFn: ({ signal }) => request<Order[]>(`/api/players/${enc(steamId)}/orders`, { signal }),
    staleTime: 30_000,
  });
}
