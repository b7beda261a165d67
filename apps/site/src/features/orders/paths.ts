/** The payment result page of `orderId` (where the providers send the player back). */
export function paymentResultPath(orderId: string): string {
  return `/payment/${encodeURIComponent(orderId)}`;
}
