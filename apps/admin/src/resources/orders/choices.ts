import type { AdminOrder } from '@arena/contract';

/** The order statuses and providers as react-admin choices (names translated from `arena.orders.*`). */
export const STATUS_CHOICES = ['pending', 'paid', 'failed', 'expired', 'fulfilled', 'refunded', 'partially_refunded'].map((id) => ({
  id,
  name: `arena.orders.statuses.${id}`,
}));

export const PROVIDER_CHOICES = ['local', 'stripe'].map((id) => ({ id, name: `arena.orders.providers.${id}` }));

export const METHOD_CHOICES = ['card', 'alipay', 'wechat_pay'].map((id) => ({ id, name: `arena.orders.methods.${id}` }));

/** USD cents as dollars (`$4.99`). */
export function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** USD cents left to refund (0 for an order never paid). */
export function refundable(order: Pick<AdminOrder, 'paid_at' | 'price_usd_cents' | 'refunded_usd_cents'>): number {
  return order.paid_at === null ? 0 : Math.max(0, order.price_usd_cents - order.refunded_usd_cents);
}

/** A text of dollars (`4.99`) as USD cents; null for anything else (empty, negative, more than two decimals). */
export function centsOf(dollars: string): number | null {
  const text = dollars.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
