/**
 * The orders feature's pure rules: what a money product's checkout shows, which methods and
 * renewals it offers, the payment result page's states and polling pace, and the text of an
 * error. No React, no I/O: unit-tested in `logic.unit.test.ts`.
 */
import { ApiError } from '../../shared/api/client';
import type { Cosmetic } from '../store';
import type { OrderStatus, PaymentMethod } from './types';

/** Whether `item` is sold for real money (a USD price): gold and XP packs, Plus, `buy_bp`, priced bundles. */
export function isMoneyProduct(item: Pick<Cosmetic, 'usd_cents'>): boolean {
  return item.usd_cents !== null && item.usd_cents > 0;
}

/** What the checkout of a money product shows; every amount of money in USD cents. */
export interface MoneySummary {
  /** the price before anything taken off (money products have no sales) */
  subtotalCents: number;
  /** what the player pays */
  priceCents: number;
  /** battle-pass XP it grants (0: none) */
  xp: number;
  /** gold it grants (0: none) */
  gold: number;
  /** days of Plus it grants (0: none) */
  plusDays: number;
}

/** The checkout summary of `item`; null when it is not sold for money. */
export function moneySummary(item: Pick<Cosmetic, 'usd_cents' | 'contents'>): MoneySummary | null {
  if (!isMoneyProduct(item) || item.usd_cents === null) return null;
  const cents = item.usd_cents;
  return {
    subtotalCents: cents,
    priceCents: cents,
    xp: item.contents?.xp ?? 0,
    gold: item.contents?.gold ?? 0,
    plusDays: item.contents?.plus_days ?? 0,
  };
}

/** The products that can also be bought as a renewing subscription (with a card only). */
export const SUBSCRIPTION_ITEMS: readonly string[] = ['plus_month', 'plus_year'];

/** Whether `itemId` paid with `method` may renew automatically: Plus month or year, by card. */
export function canSubscribe(itemId: string, method: PaymentMethod): boolean {
  return method === 'card' && SUBSCRIPTION_ITEMS.includes(itemId);
}

/** The payment result page's states. */
export type ResultState =
  /** just returned, the payment not confirmed yet */
  | 'processing'
  /** still not confirmed after `WAITING_AFTER_MS` */
  | 'waiting'
  /** fulfilled: the items are the player's */
  | 'success'
  /** refunded since */
  | 'refunded'
  /** failed, expired, or not confirmed after `ISSUE_AFTER_MS` */
  | 'issue';

/** From "processing payment" to "waiting for payment to be processed". */
export const WAITING_AFTER_MS = 5_000;
/** From waiting to "there may have been an issue". */
export const ISSUE_AFTER_MS = 90_000;
/** The page stops asking after this long (a late success still shows on a reload). */
export const STOP_POLLING_AFTER_MS = 15 * 60_000;

/**
 * The result page's state for an order in `status` (null: not read yet), `elapsedMs` after the
 * player came back. Fulfilled is success; failed and expired are the issue at once; pending and
 * paid (items not granted yet) are processing, then waiting, then the issue after a long wait.
 */
export function resultState(status: OrderStatus | null, elapsedMs: number): ResultState {
  if (status === 'fulfilled') return 'success';
  if (status === 'refunded' || status === 'partially_refunded') return 'refunded';
  if (status === 'failed' || status === 'expired') return 'issue';
  if (elapsedMs >= ISSUE_AFTER_MS) return 'issue';
  if (elapsedMs >= WAITING_AFTER_MS) return 'waiting';
  return 'processing';
}

/**
 * How long to wait before reading the order again, after `reads` reads done since the page
 * opened, `elapsedMs` after it opened; false: stop. Backoff 1 s, 1.5 s, 2.25 s... up to 10 s;
 * stops on fulfilled or refunded (final), and after `STOP_POLLING_AFTER_MS`. Failed and expired
 * are still read now and then: a payment confirmed late wins over them (the order becomes paid).
 */
export function pollDelay(status: OrderStatus | null, reads: number, elapsedMs: number): number | false {
  if (status === 'fulfilled' || status === 'refunded' || status === 'partially_refunded') return false;
  if (elapsedMs >= STOP_POLLING_AFTER_MS) return false;
  return Math.min(10_000, Math.round(1000 * 1.5 ** Math.max(0, reads - 1)));
}

/** The error codes the orders texts translate (`orders:errors.*`); anything else reads as `generic`. */
export const ORDER_ERROR_CODES = [
  'invalid_payload',
  'not_for_sale',
  'subscription_unavailable',
  'payment_provider_unavailable',
  'order_not_found',
  'subscription_not_found',
  'sign_in_required',
  'forbidden',
  'idempotency_key_reused',
  'rate_limited',
  'busy',
  'network_error',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number] | 'generic';

/** The code under `errors` of the `orders` namespace that says what went wrong. */
export function orderErrorCode(error: unknown): OrderErrorCode {
  if (!(error instanceof ApiError)) return 'generic';
  if ((ORDER_ERROR_CODES as readonly string[]).includes(error.code)) return error.code as OrderErrorCode;
  if (error.status === 401) return 'sign_in_required';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'order_not_found';
  if (error.status === 429) return 'rate_limited';
  if (error.status === 503) return 'busy';
  return 'generic';
}

/**
 * Where the browser goes after a checkout or the local provider page: a path of this site is
 * followed inside the app (`{ path }`), anything else (the provider's page) by a full load
 * (`{ href }`).
 */
export function destination(url: string, origin: string): { path: string } | { href: string } {
  if (url.startsWith('/') && !url.startsWith('//')) return { path: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin) return { path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  } catch {
    /* not an absolute address: followed as it is */
  }
  return { href: url };
}
