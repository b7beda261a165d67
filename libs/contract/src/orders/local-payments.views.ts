import { z } from 'zod';

/** A local checkout session's id: `cs_local_` + 24 hex characters. */
export const localPaymentSessionId = z.string().regex(/^cs_local_[0-9a-f]{24}$/, 'must be a local payment session id');

/** Path parameters of the local provider's session routes. */
export const localPaymentSessionParams = z.object({ session_id: z.string().describe('The session id (`cs_local_...`)') });

/** `GET /api/payments/local/sessions/{session_id}`: what the local checkout page shows. */
export const localPaymentSessionView = z
  .strictObject({
    session_id: localPaymentSessionId,
    order_id: z.string().describe('The order paid for (`ord_...`)'),
    item_id: z.string().describe('The product sold'),
    price_usd_cents: z.number().int().min(1).describe('The price, USD cents'),
    method: z.enum(['card', 'alipay', 'wechat_pay']).describe('The method chosen at checkout'),
    status: z.enum(['open', 'paid', 'failed']).describe('`open` until the player pays or fails it'),
  })
  .meta({ id: 'LocalPaymentSession' });
export type LocalPaymentSessionView = z.infer<typeof localPaymentSessionView>;

/** `POST /api/payments/local/sessions/{session_id}/pay` and `/fail`: where the page sends the player next. */
export const localPaymentReturn = z
  .strictObject({ return_url: z.string().describe("The order's result page (the checkout's success or cancel URL)") })
  .meta({ id: 'LocalPaymentReturn' });
export type LocalPaymentReturn = z.infer<typeof localPaymentReturn>;
