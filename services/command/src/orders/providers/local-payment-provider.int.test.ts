import { expect } from '@jest/globals';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalPaymentProvider } from './local-payment-provider';
import type { CheckoutRequest, ProviderEvent } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

/**
 * The local provider over real HTTP and Redis: its notifications reach a webhook (a tiny
 * receiver here) signed as Stripe signs them, and its own `parseWebhook` reads them as Stripe's.
 */

const SECRET = 'whsec_local_provider_test_secret';
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const namespace = `local-payments-test-${randomUUID()}`;
const SITE = 'https://arena.example';

/** Our webhook, standing in: records each post and answers `statuses` in turn (then 200). */
interface Receiver {
  url: string;
  posts: Array<{ body: Buffer; signature: string | undefined }>;
  statuses: number[];
  close(): Promise<void>;
}

async function receiver(): Promise<Receiver> {
  const state: Omit<Receiver, 'url' | 'close'> = { posts: [], statuses: [] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.posts.push({ body: Buffer.concat(chunks), signature: request.headers['stripe-signature'] as string | undefined });
      const status = state.statuses.shift() ?? 200;
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(status === 200 ? { received: true } : { error: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/local/webhook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

let webhook: Receiver;
const provider = (connection: Redis = redis) =>
  new LocalPaymentProvider({
    redis: connection,
    namespace,
    siteBaseUrl: `${SITE}/`,
    webhookUrl: () => webhook.url,
    webhookSecret: SECRET,
    retryDelayMs: 10,
  });

let orders = 0;
const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  const orderId = `ord_${(++orders).toString(16).padStart(24, '0')}`;
  return {
    orderId,
    steamId: '76561198000000901',
    itemId: 'gold_1',
    name: '1,000 gold',
    priceUsdCents: 499,
    method: 'alipay',
    subscription: false,
    successUrl: `${SITE}/orders/${orderId}`,
    cancelUrl: `${SITE}/orders/${orderId}?failed=1`,
    ...overrides,
  };
};

/** What a recorded post says, read by the local provider's own webhook parser. */
const read = (local: LocalPaymentProvider, post: { body: Buffer; signature: string | undefined }): ProviderEvent =>
  local.parseWebhook(post.body, post.signature);

beforeEach(async () => {
  webhook = await receiver();
});
afterEach(() => webhook.close());
afterAll(async () => {
  const keys = await redis.keys(`${namespace}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('the local payment provider', () => {
  test('a checkout is a session in Redis shared by every instance, its page on our site, one per order', async () => {
    const local = provider();
    const request = checkout();
    const session = await local.createCheckout(request);
    expect(session.sessionId).toMatch(/^cs_local_[0-9a-f]{24}$/);
    expect(session.checkoutUrl).toBe(`${SITE}/pay/local/${session.sessionId}`);
    expect(await redis.hgetall(`${namespace}:payments:local:${session.sessionId}`)).toMatchObject({
      order_id: request.orderId,
      item_id: 'gold_1',
      price_usd_cents: '499',
      method: 'alipay',
      status: 'open',
      steam_id: request.steamId,
    });
    // another command instance, with its own connection: the same session, and the same one for the same order
    const other = redis.duplicate();
    try {
      const second = provider(other);
      await expect(second.createCheckout(request)).resolves.toEqual(session);
      await expect(second.session(session.sessionId)).resolves.toMatchObject({
        orderId: request.orderId,
        status: 'open',
        priceUsdCents: 499,
      });
    } finally {
      other.disconnect();
    }
    await expect(local.session('cs_local_000000000000000000000000')).resolves.toBeNull();
    await expect(local.session('../../etc')).resolves.toBeNull();
  });

  test('paying posts one signed checkout.session.completed that parses as paid; a second pay is refused and posts nothing', async () => {
    const local = provider();
    const request = checkout();
    const { sessionId } = await local.createCheckout(request);
    await expect(local.pay(sessionId)).resolves.toEqual({ returnUrl: request.successUrl });
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0].signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = read(local, webhook.posts[0]);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_local_[0-9a-f]{24}$/),
      kind: 'paid',
      orderId: request.orderId,
      sessionId,
      paymentId: expect.stringMatching(/^pi_local_/),
      amountUsdCents: 499,
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.parse(webhook.posts[0].body.toString('utf8'))).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: request.steamId,
          allowed_payment_method_types: ['alipay'],
        },
      },
    });
    await expect(local.pay(sessionId)).rejects.toEqual(expect.objectContaining({ status: 409, code: 'session_closed' }));
    await expect(local.fail(sessionId)).rejects.toEqual(expect.objectContaining({ status: 409, code: 'session_closed' }));
    expect(webhook.posts).toHaveLength(1);
    await expect(local.session(sessionId)).resolves.toMatchObject({
      status: 'paid',
      paymentId: (event as { paymentId: string }).paymentId,
    });
  });

  test('two instances paying one session at once: one pays, one is refused, one notification', async () => {
    const others = [redis.duplicate(), redis.duplicate()];
    try {
      const [a, b] = others.map((connection) => provider(connection));
      const { sessionId } = await a.createCheckout(checkout());
      const outcomes = await Promise.allSettled([a.pay(sessionId), b.pay(sessionId), a.fail(sessionId), b.pay(sessionId)]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes.filter((entry) => entry.status === 'rejected')) {
        expect(outcome.reason).toMatchObject({ status: 409, code: 'session_closed' });
      }
      expect(webhook.posts).toHaveLength(1);
    } finally {
      for (const connection of others) connection.disconnect();
    }
  });

  test('failing posts checkout.session.async_payment_failed; the answer sends the player to the cancel URL', async () => {
    const local = provider();
    const request = checkout({ method: 'wechat_pay' });
    const { sessionId } = await local.createCheckout(request);
    await expect(local.fail(sessionId)).resolves.toEqual({ returnUrl: request.cancelUrl });
    expect(read(local, webhook.posts[0])).toMatchObject({ kind: 'failed', orderId: request.orderId, sessionId });
  });

  test('a webhook answering 5xx is retried with the same event; one refusing it leaves the session open to pay again', async () => {
    const local = provider();
    const { sessionId } = await local.createCheckout(checkout());
    webhook.statuses.push(503, 500);
    await local.pay(sessionId);
    expect(webhook.posts).toHaveLength(3);
    const ids = webhook.posts.map((post) => read(local, post).id);
    expect(new Set(ids).size).toBe(1);

    const second = await local.createCheckout(checkout());
    webhook.posts.length = 0;
    webhook.statuses.push(404);
    await expect(local.pay(second.sessionId)).rejects.toEqual(
      expect.objectContaining({ status: 503, code: 'payment_provider_unavailable' }),
    );
    expect(webhook.posts).toHaveLength(1);
    await expect(local.session(second.sessionId)).resolves.toMatchObject({ status: 'open', paymentId: null });
    await local.pay(second.sessionId);
    expect(read(local, webhook.posts[1])).toMatchObject({ kind: 'paid', sessionId: second.sessionId });
  });

  test('notifications signed with another secret are refused by the local parser', async () => {
    const local = provider();
    const { sessionId } = await local.createCheckout(checkout());
    await local.pay(sessionId);
    const stranger = new LocalPaymentProvider({
      redis,
      namespace,
      siteBaseUrl: SITE,
      webhookUrl: webhook.url,
      webhookSecret: 'whsec_another_secret_entirely',
    });
    expect(() => read(stranger, webhook.posts[0])).toThrow(WebhookSignatureError);
    const tampered = {
      ...webhook.posts[0],
      body: Buffer.from(webhook.posts[0].body.toString('utf8').replace('"amount_total": 499', '"amount_total": 1')),
    };
    expect(() => read(local, tampered)).toThrow(WebhookSignatureError);
  });

  test('refunds post charge.refunded with the newest refund; a retried refund posts the same event; no more than was paid', async () => {
    const local = provider();
    const request = checkout();
    const { sessionId } = await local.createCheckout(request);
    await local.pay(sessionId);
    const paid = read(local, webhook.posts[0]) as Extract<ProviderEvent, { kind: 'paid' }>;
    const ask = (amountUsdCents: number, key: string) =>
      local.refund({ orderId: request.orderId, paymentId: paid.paymentId, amountUsdCents, idempotencyKey: key });

    const { refundId } = await ask(200, 'refund-1');
    const first = read(local, webhook.posts[1]);
    expect(first).toEqual({
      id: expect.stringMatching(/^evt_local_/),
      kind: 'refunded',
      orderId: request.orderId,
      paymentId: paid.paymentId,
      refundId,
      amountUsdCents: 200,
      totalRefundedUsdCents: 200,
    });
    await expect(ask(200, 'refund-1')).resolves.toEqual({ refundId });
    expect(read(local, webhook.posts[2])).toEqual(first);

    await expect(ask(300, 'refund-2')).rejects.toEqual(expect.objectContaining({ status: 409, code: 'refund_exceeds_payment' }));
    const rest = await ask(299, 'refund-3');
    expect(read(local, webhook.posts[3])).toMatchObject({ refundId: rest.refundId, amountUsdCents: 299, totalRefundedUsdCents: 499 });
    await expect(
      local.refund({ orderId: request.orderId, paymentId: 'pi_other', amountUsdCents: 1, idempotencyKey: 'refund-4' }),
    ).rejects.toEqual(expect.objectContaining({ status: 404 }));
  });

  test('concurrent refunds never refund more than was paid', async () => {
    const local = provider();
    const request = checkout();
    const { sessionId } = await local.createCheckout(request);
    await local.pay(sessionId);
    const { paymentId } = read(local, webhook.posts[0]) as Extract<ProviderEvent, { kind: 'paid' }>;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        local.refund({ orderId: request.orderId, paymentId, amountUsdCents: 100, idempotencyKey: `race-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    await expect(local.session(sessionId)).resolves.toMatchObject({ refundedUsdCents: 400 });
  });

  test('a Plus subscription by card: paid with its subscription, renewed as Stripe notifies renewals, until stopped', async () => {
    const local = provider();
    const request = checkout({ itemId: 'plus_month', method: 'card', subscription: true, priceUsdCents: 299 });
    const { sessionId } = await local.createCheckout(request);
    await local.pay(sessionId);
    const paid = read(local, webhook.posts[0]) as Extract<ProviderEvent, { kind: 'paid' }>;
    expect(paid).toMatchObject({
      kind: 'paid',
      paymentId: expect.stringMatching(/^in_local_/),
      subscriptionId: expect.stringMatching(/^sub_local_/),
    });
    const { paymentId } = await local.renew(paid.subscriptionId!);
    expect(read(local, webhook.posts[1])).toEqual({
      id: expect.stringMatching(/^evt_local_/),
      kind: 'renewed',
      subscriptionId: paid.subscriptionId,
      steamId: request.steamId,
      itemId: 'plus_month',
      paymentId,
      amountUsdCents: 299,
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await local.cancelSubscription(paid.subscriptionId!);
    expect(read(local, webhook.posts[2])).toEqual({
      id: expect.stringMatching(/^evt_local_/),
      kind: 'renewal_stopped',
      subscriptionId: paid.subscriptionId,
    });
    await expect(local.renew(paid.subscriptionId!)).rejects.toEqual(expect.objectContaining({ status: 409 }));
    await expect(local.createCheckout(checkout({ itemId: 'gold_1', method: 'card', subscription: true }))).rejects.toEqual(
      expect.objectContaining({ status: 400, code: 'subscription_unavailable' }),
    );
  });
});
