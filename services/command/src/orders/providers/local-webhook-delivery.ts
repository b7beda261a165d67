import Stripe from 'stripe';
import { ApiError } from '../../platform/http/api-error';

/** How the local provider posts its notifications (each field has Stripe-like defaults). */
export interface DeliveryOptions {
  /** The webhook endpoint's signing secret. */
  secret: string;
  /** Posts tried in all (default 4). */
  attempts?: number;
  /** The pause before the second post, doubled before each later one, ms (default 200). */
  retryDelayMs?: number;
  /** How long one post may take, ms (default 10,000). */
  timeoutMs?: number;
}

/**
 * Posts a notification to a webhook with a fresh `Stripe-Signature` each time, as Stripe does
 * (`generateTestHeaderString` with the endpoint's secret): a network error or a 5xx is retried,
 * after 200 ms, 400 ms, ...; any 2xx ends it, a 4xx gives up.
 * @throws ApiError 503 `payment_provider_unavailable` when no post was answered 2xx.
 */
export async function deliverSignedNotification(url: string, payload: string, options: DeliveryOptions): Promise<void> {
  const attempts = options.attempts ?? 4;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      if (response.ok) return;
      last = `${response.status}: ${text.slice(0, 200)}`;
      if (response.status < 500) break;
    } catch (error) {
      last = (error as Error).message;
    }
    if (attempt < attempts) await new Promise((done) => setTimeout(done, (options.retryDelayMs ?? 200) * 2 ** (attempt - 1)));
  }
  throw new ApiError(503, 'payment_provider_unavailable', `The payment's notification was not taken by ${url} (${last})`);
}
