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
