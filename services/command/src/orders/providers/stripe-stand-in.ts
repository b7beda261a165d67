import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
export interface StandInRequest {
  method: string;
  /** The path without the query (`/v1/checkout/sessions`). */
  path: string;
  /** The `Idempotency-Key` header, or null. */
  idempotencyKey: string | null;
  /** The `Authorization` header, or null. */
  authorization: string | null;
  /** The form-encoded body's pairs, in order (`line_items[0][price_data][currency]` → `usd`). */
  form: Array<[string, string]>;
  /** The body decoded into objects and arrays (`{line_items: [{price_data: {currency: 'usd'}}]}`). */
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/**
 * A local stand-in of the few routes of Stripe's API the Stripe adapter calls, for tests that run
 * the real `stripe` package against it (the client's `host`/`port`/`protocol` options):
 * - `POST /v1/checkout/sessions` → a `checkout.session` (`cs_test_...`, `url`, `amount_total`,
 *   `payment_status: unpaid`, the metadata and options asked);
 * - `POST /v1/refunds` → a `refund` (`re_test_...`, `status: succeeded`);
 * - `POST /v1/subscriptions/{id}` → the `subscription` with the fields set.
 * Every request is recorded (`requests`). As Stripe does, a request repeating an
 * `Idempotency-Key` answers the first answer (a different body with it: 400
 * `idempotency_error`), and a request without `Authorization: Bearer sk_...` is 401.
 * `failNext` makes the next requests answer 500 (a retry must then find the same object).
 * Anything else: 404 in Stripe's error shape.
 */
export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  /** How many of the next requests answer 500 `api_error` (then they are answered normally). */
  failNext = 0;
  private readonly answered = new Map<string, { form: string; status: number; body: Json }>();

  private constructor(
    private readonly server: http.Server,
    /** `http://127.0.0.1:{port}` (STRIPE_API_URL's shape). */
    readonly url: string,
    readonly port: number,
  ) {}

  /** Starts a stand-in on a random port of 127.0.0.1. */
  static async start(): Promise<StripeStandIn> {
    const server = http.createServer((request, response) => stand.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    server.keepAliveTimeout = 1_000;
    const { port } = server.address() as AddressInfo;
    const stand = new StripeStandIn(server, `http://127.0.0.1:${port}`, port);
    return stand;
  }

  /** The recorded requests to `path` (a `METHOD /path` prefix match on the path). */
  requestsTo(method: string, pathPrefix: string): StandInRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = [...new URLSearchParams(raw).entries()];
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const recorded: StandInRequest = {
        method: request.method ?? 'GET',
        path: (request.url ?? '/').split('?')[0],
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form,
        body: decodeForm(form),
      };
      this.requests.push(recorded);
      const { status, body } = this.answer(recorded, raw);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` });
      response.end(JSON.stringify(body));
    });
  }

  private answer(request: StandInRequest, raw: string): { status: number; body: Json } {
    if (!request.authorization || !/^Bearer (sk|rk)_/.test(request.authorization)) {
      return stripeError(401, 'invalid_request_error', 'You did not provide a valid API key.');
    }
    if (this.failNext > 0) {
      this.failNext--;
      return stripeError(500, 'api_error', 'The stand-in failed this request on purpose.');
    }
    const idempotency = request.idempotencyKey ? `${request.method} ${request.path} ${request.idempotencyKey}` : null;
    const earlier = idempotency ? this.answered.get(idempotency) : undefined;
    if (earlier) {
      if (earlier.form !== raw) {
        return stripeError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return { status: earlier.status, body: earlier.body };
    }
    const answer = this.route(request);
    if (idempotency && answer.status < 500) this.answered.set(idempotency, { form: raw, ...answer });
    return answer;
  }

  private route(request: StandInRequest): { status: number; body: Json } {
    const created = Math.floor(Date.now() / 1000);
    const body = request.body;
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const items = (Array.isArray(body.line_items) ? body.line_items : []) as Array<{
        quantity?: string;
        price_data?: { unit_amount?: string };
      }>;
      const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          created,
          livemode: false,
          mode: body.mode ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: 'usd',
          amount_subtotal: amount,
          amount_total: amount,
          allowed_payment_method_types: body.allowed_payment_method_types ?? null,
          payment_method_options: body.payment_method_options ?? {},
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          payment_intent: null,
          subscription: null,
          success_url: body.success_url ?? null,
          cancel_url: body.cancel_url ?? null,
          url: `${this.url}/c/pay/${id}`,
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      if (!body.payment_intent && !body.charge)
        return stripeError(400, 'invalid_request_error', 'One of `charge` or `payment_intent` is required.');
      return {
        status: 200,
        body: {
          id: `re_test_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          created,
          amount: Number(body.amount ?? 0),
          currency: 'usd',
          charge: body.charge ?? `ch_test_${randomBytes(12).toString('hex')}`,
          payment_intent: body.payment_intent ?? null,
          metadata: body.metadata ?? {},
          reason: null,
          status: 'succeeded',
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && subscription) {
      return {
        status: 200,
        body: {
          id: decodeURIComponent(subscription[1]),
          object: 'subscription',
          status: 'active',
          livemode: false,
          cancel_at_period_end: body.cancel_at_period_end === 'true',
          metadata: body.metadata ?? {},
        },
      };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
  }
}

function stripeError(status: number, type: string, message: string): { status: number; body: Json } {
  return { status, body: { error: { type, message, ...(type === 'idempotency_error' ? { code: 'idempotency_key_in_use' } : {}) } } };
}

/** `a[b][0][c]=x` pairs as nested objects and arrays (the encoding the stripe package sends). */
function decodeForm(pairs: Array<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      if (container[segment] === undefined) container[segment] = /^\d+$/.test(path[index + 1]) ? [] : {};
      node = container[segment] as Record<string, unknown>;
    });
  }
  return root;
}
