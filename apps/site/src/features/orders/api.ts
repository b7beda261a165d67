/**
 * The orders API (docs/api.md "Orders"): checkout, an order's state, the local provider's session,
 * the player's orders and renewing subscriptions. Every call names its route of
 * `libs/contract/src/orders` through the typed `api` (shapes in `types.ts`).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { CheckoutReply, CheckoutRequest, LocalSession, LocalSessionReply, Order, PlayerOrder, Subscription } from './types';

/** Query keys of the orders feature: `ordersKeys.all` covers them all. */
export const ordersKeys = {
  all: ['orders'] as const,
  order: (orderId: string) => ['orders', 'order', orderId] as const,
  localSession: (sessionId: string) => ['orders', 'local-session', sessionId] as const,
  player: (steamId: string) => ['orders', 'player', steamId] as const,
  subscriptions: (steamId: string) => ['orders', 'subscriptions', steamId] as const,
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
 * 409 `not_for_sale`, `subscription_unavailable`; 401; 503 `payment_provider_unavailable`.
 */
export function startCheckout(steamId: string, body: CheckoutRequest): Promise<CheckoutReply> {
  return api.action('/api/checkout', { action: checkoutAction(steamId, body), body });
}

/** `GET /api/orders/{order_id}`: the order's state, read from its stream. Throws ApiError (404 `order_not_found`). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get('/api/orders/{order_id}', { params: { order_id: orderId }, signal });
}

/** `GET /api/payments/local/sessions/{session_id}`: the local provider's checkout session. */
export function localSessionQuery(sessionId: string) {
  return queryOptions({
    queryKey: ordersKeys.localSession(sessionId),
    queryFn: ({ signal }): Promise<LocalSession> =>
      api.get('/api/payments/local/sessions/{session_id}', { params: { session_id: sessionId }, signal }),
  });
}

/**
 * `POST /api/payments/local/sessions/{session_id}/pay` or `/fail` (the session's player): the
 * local provider records the outcome and posts its signed webhook to our endpoint, then answers
 * where to go (`return_url`, the payment result page).
 */
export function settleLocalSession(sessionId: string, outcome: 'pay' | 'fail'): Promise<LocalSessionReply> {
  const params = { session_id: sessionId };
  const action = `local-${outcome}:${sessionId}`;
  return outcome === 'pay'
    ? api.action('/api/payments/local/sessions/{session_id}/pay', { params, action })
    : api.action('/api/payments/local/sessions/{session_id}/fail', { params, action });
}

/** `GET /api/players/{steam_id}/orders`: the player's orders, newest first. */
export function playerOrdersQuery(steamId: string) {
  return queryOptions({
    queryKey: ordersKeys.player(steamId),
    queryFn: ({ signal }): Promise<PlayerOrder[]> => api.get('/api/players/{steam_id}/orders', { params: { steam_id: steamId }, signal }),
    staleTime: 30_000,
  });
}

/** `GET /api/players/{steam_id}/subscriptions`: the player's renewing Plus subscriptions, newest first. */
export function subscriptionsQuery(steamId: string) {
  return queryOptions({
    queryKey: ordersKeys.subscriptions(steamId),
    queryFn: ({ signal }): Promise<Subscription[]> =>
      api.get('/api/players/{steam_id}/subscriptions', { params: { steam_id: steamId }, signal }),
    staleTime: 30_000,
  });
}

/**
 * `POST /api/subscriptions/{subscription_id}/cancel` (its player): stops the renewal at the end of
 * the period paid for; answers the subscription. Throws ApiError (404 `subscription_not_found`,
 * 503 `payment_provider_unavailable`).
 */
export function cancelSubscription(subscriptionId: string): Promise<Subscription> {
  return api.action('/api/subscriptions/{subscription_id}/cancel', {
    params: { subscription_id: subscriptionId },
    body: {},
    action: `cancel-subscription:${subscriptionId}`,
  });
}
