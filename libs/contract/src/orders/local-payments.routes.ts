import { defineRoute, errors, json, type RouteSpec } from '../shared';
import { localPaymentReturn, localPaymentSessionParams, localPaymentSessionView } from './local-payments.views';

const CLOSING = {
  200: json(localPaymentReturn, 'The notification was taken by our webhook; where to go next'),
  401: errors('sign_in_required'),
  404: errors('payment_session_not_found', 'not_found'),
  409: errors('session_closed'),
  503: errors('payment_provider_unavailable'),
} as const;

/**
 * The embedded local payment provider's checkout page (the site's `/pay/local/{session_id}`):
 * only while PAYMENT_PROVIDER is `local` (otherwise 404 `not_found`), only for the session's
 * player (anyone else: 404 `payment_session_not_found`, as for an unknown session).
 */
export const localPaymentsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/payments/local/sessions/{session_id}',
    tag: 'store',
    summary: 'A local checkout session: the product, the price in USD cents, the method and whether it is paid',
    params: localPaymentSessionParams,
    responses: {
      200: json(localPaymentSessionView, 'The session'),
      401: errors('sign_in_required'),
      404: errors('payment_session_not_found', 'not_found'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/payments/local/sessions/{session_id}/pay',
    tag: 'store',
    summary: "Pays a local checkout session: the local provider notifies our webhook (signed as Stripe's) and answers once it took it",
    description:
      'Once per session: a paid or failed session answers 409 `session_closed`. When the webhook does not take the notification the session stays open (503).',
    params: localPaymentSessionParams,
    responses: CLOSING,
  }),
  defineRoute({
    method: 'post',
    path: '/api/payments/local/sessions/{session_id}/fail',
    tag: 'store',
    summary: 'Fails a local checkout session: the local provider notifies our webhook that the payment did not go through',
    description: 'Once per session: a paid or failed session answers 409 `session_closed`.',
    params: localPaymentSessionParams,
    responses: CLOSING,
  }),
] as const satisfies readonly RouteSpec[];
