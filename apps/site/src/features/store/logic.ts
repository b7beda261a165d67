/**
 * The store's pure rules of display: prices and sales, countdowns, what the player owns, the
 * checkout's sums, the sections of the store and the text of an API error. No React, no I/O:
 * unit-tested in `logic.unit.test.ts`.
 */
import { ApiError } from '../../shared/api/client';
import { numberFormat } from '../../shared/intl';
import { TYPE_ORDER, type ChestDrop, type Cosmetic, type CosmeticSale, type CosmeticType, type Sale, type Wallet } from './types';

/** When `iso` is, in ms since the epoch; NaN for a text that is not a time. */
function timeOf(iso: string): number {
  return Date.parse(iso);
}

/** The sale running on `item` at `now` (ms), or null: none, or it has ended since the catalog was read. */
export function activeSale(item: Pick<Cosmetic, 'sale'>, now: number): CosmeticSale | null {
  const sale = item.sale;
  if (!sale) return null;
  const ends = timeOf(sale.ends_at);
  return Number.isFinite(ends) && ends > now ? sale : null;
}

/** How an item's price reads. */
export type PriceView =
  /** sold for gold: `price` is what it costs now; with a sale, `original` the price before it */
  | { kind: 'gold'; price: number; original: number | null; percentOff: number | null; endsAt: string | null }
  /** sold for real money only (checkout to come) */
  | { kind: 'usd'; cents: number }
  /** not sold */
  | { kind: 'none' };

/** The price of `item` at `now`: gold (with its sale, if one runs), else US dollars, else none. */
export function priceView(item: Pick<Cosmetic, 'gold_price' | 'usd_cents' | 'sale'>, now: number): PriceView {
  if (item.gold_price !== null) {
    const sale = activeSale(item, now);
    if (sale && sale.gold_price < item.gold_price) {
      return { kind: 'gold', price: sale.gold_price, original: item.gold_price, percentOff: sale.percent_off, endsAt: sale.ends_at };
    }
    return { kind: 'gold', price: item.gold_price, original: null, percentOff: null, endsAt: null };
  }
  if (item.usd_cents !== null) return { kind: 'usd', cents: item.usd_cents };
  return { kind: 'none' };
}

/** Whether the store lists `item`: it is sold for gold or for money (drop-only items are not). */
export function isListed(item: Pick<Cosmetic, 'gold_price' | 'usd_cents'>): boolean {
  return item.gold_price !== null || item.usd_cents !== null;
}

/** How many of `itemId` the player has (0 without a wallet). */
export function ownedCount(wallet: Pick<Wallet, 'items'> | null | undefined, itemId: string): number {
  return wallet?.items.find((owned) => owned.item_id === itemId)?.count ?? 0;
}

/** Whether the store shows "Owned": a non-stacking item the player already has (it cannot be bought again). */
export function isOwned(item: Pick<Cosmetic, 'id' | 'stackable'>, wallet: Pick<Wallet, 'items'> | null | undefined): boolean {
  return !item.stackable && ownedCount(wallet, item.id) > 0;
}

/** A store section: one kind of item. */
export interface TypeSection {
  type: CosmeticType;
  items: Cosmetic[];
}

/** The listed items grouped by type, sections in `TYPE_ORDER` (unknown types last), catalog order within. */
export function groupByType(items: readonly Cosmetic[]): TypeSection[] {
  const byType = new Map<CosmeticType, Cosmetic[]>();
  for (const item of items) {
    if (!isListed(item)) continue;
    const list = byType.get(item.type);
    if (list) list.push(item);
    else byType.set(item.type, [item]);
  }
  const rank = (type: CosmeticType) => {
    const index = TYPE_ORDER.indexOf(type);
    return index < 0 ? TYPE_ORDER.length : index;
  };
  return [...byType.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([type, list]) => ({ type, items: list }));
}

/** A time left, split for display. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** `hh:mm:ss` of what is left past the whole days */
  clock: string;
  /** nothing left */
  done: boolean;
}

/** `ms` left as days and `hh:mm:ss` (never negative; a fraction of a second counts as a second). */
export function countdown(ms: number): Countdown {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, hours, minutes, seconds, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`, done: total === 0 };
}

/** The time left until `iso` at `now` (ms). */
export function countdownTo(iso: string, now: number): Countdown {
  return countdown(timeOf(iso) - now);
}

/** The sales worth a banner at `now`: running ones (soonest end first), then upcoming ones (soonest start first). */
export function salesAt(sales: readonly Sale[], now: number): { running: Sale[]; upcoming: Sale[] } {
  const running = sales
    .filter((s) => timeOf(s.starts_at) <= now && timeOf(s.ends_at) > now)
    .sort((a, b) => timeOf(a.ends_at) - timeOf(b.ends_at));
  const upcoming = sales.filter((s) => timeOf(s.starts_at) > now).sort((a, b) => timeOf(a.starts_at) - timeOf(b.starts_at));
  return { running, upcoming };
}

/** What the checkout shows before buying an item for gold. */
export interface CheckoutSummary {
  /** the gold price before any sale */
  subtotal: number;
  /** gold taken off by a sale (0 without) */
  discount: number;
  percentOff: number | null;
  /** what the player pays */
  price: number;
  /** battle-pass XP the item gives (0 for none) */
  xp: number;
  /** the balance after paying; null when the balance is not known (a visitor) */
  balanceAfter: number | null;
  /** the balance covers the price (true when the balance is not known) */
  affordable: boolean;
}

/** The checkout of `item` at `now` for a balance of `coins` (null: unknown); null when it is not sold for gold. */
export function checkoutSummary(item: Cosmetic, coins: number | null, now: number): CheckoutSummary | null {
  const view = priceView(item, now);
  if (view.kind !== 'gold') return null;
  const subtotal = view.original ?? view.price;
  const balanceAfter = coins === null ? null : coins - view.price;
  return {
    subtotal,
    discount: subtotal - view.price,
    percentOff: view.percentOff,
    price: view.price,
    xp: item.contents?.xp ?? 0,
    balanceAfter,
    affordable: balanceAfter === null || balanceAfter >= 0,
  };
}

/** The error codes the store and the armory translate; anything else reads as `generic`. */
export const STORE_ERROR_CODES = [
  'already_owned',
  'daily_limit_reached',
  'insufficient_gold',
  'not_for_sale',
  'not_a_chest',
  'no_chest',
  'not_equippable',
  'not_owned',
  'not_usable',
  'idempotency_key_reused',
  'sign_in_required',
  'forbidden',
  'player_not_found',
  'busy',
  'network_error',
  'rate_limited',
] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number] | 'generic';

/** The code under `errors` of the `store` namespace that says what went wrong with a store call. */
export function storeErrorCode(error: unknown): StoreErrorCode {
  if (!(error instanceof ApiError)) return 'generic';
  const code = (STORE_ERROR_CODES as readonly string[]).includes(error.code) ? (error.code as StoreErrorCode) : 'generic';
  if (code === 'generic' && error.status === 401) return 'sign_in_required';
  if (code === 'generic' && error.status === 403) return 'forbidden';
  if (code === 'generic' && error.status === 429) return 'rate_limited';
  return code;
}

/** A chance (0..1) as a percentage in `locale`: 2 decimals, 3 under 0.1 % ("0.25%", "54.25%", "0.039%"). */
export function percentText(probability: number, locale: string): string {
  const p = Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: p > 0 && p < 0.001 ? 3 : 2 }).format(p);
}

/** Gold refunded for the duplicates among `drops`. */
export function refundTotal(drops: readonly ChestDrop[]): number {
  return drops.reduce((sum, drop) => sum + (drop.duplicate ? drop.refund_gold : 0), 0);
}

/** What a successful change tells the caches at once. */
export interface ChangeResult {
  /** the event position its answer carries (null: it recorded nothing) */
  position: number | null;
  /** the balance after it */
  coins?: number;
  /** every equipped item after it (an equip answer) */
  equipped?: { group: string; item_id: string }[];
}

/** The wallet with the answer's balance and equips, before the read models catch up. */
export function patchWallet(wallet: Wallet, change: ChangeResult): Wallet {
  let next = wallet;
  if (change.coins !== undefined) next = { ...next, coins: change.coins };
  if (change.equipped) {
    const on = new Set(change.equipped.map((e) => e.item_id));
    next = {
      ...next,
      items: next.items.map((item) => (item.equipped === on.has(item.item_id) ? item : { ...item, equipped: on.has(item.item_id) })),
    };
  }
  return next;
}
