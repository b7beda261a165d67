import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalPaymentProvider } from '../../services/command/src/orders/providers/local-payment-provider';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The local provider's checkout page API over real HTTP: the session's own player reads it and
 * pays or fails it once, the notification reaching the webhook (a receiver standing in for the
 * orders feature's endpoint, at LOCAL_PAYMENT_WEBHOOK_URL); anyone else finds nothing; with
 * Stripe configured the routes do not exist.
 */

const PLAYER = '76561198000000951';
const OTHER = '76561198000000952';

describe('the local checkout page API', () => {
  let stack: TestStack;
  let receiver: http.Server;
  const posts: Array<{ signature: string | undefined; body: string }> = [];
  const statuses: number[] = [];
  let local: LocalPaymentProvider;

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        posts.push({ signature: request.headers['stripe-signature'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    stack = await startTestStack({
      LOCAL_PAYMENT_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/local/webhook`,
    });
    // the orders feature's checkout, standing in: a session in the same Redis namespace the service reads
    local = new LocalPaymentProvider({
      redis: stack.redis,
      namespace: stack.namespace,
      siteBaseUrl: stack.baseUrl,
      webhookUrl: 'unused',
      webhookSecret: 'unused-secret-here',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  async function signIn(steamId: string): Promise<string> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Payer ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    return answer.setCookie!;
  }

  let order = 0;
  async function session(): Promise<{ sessionId: string; orderId: string }> {
    const orderId = `ord_${(++order).toString(16).padStart(24, 'a')}`;
    const { sessionId } = await local.createCheckout({
      orderId,
      steamId: PLAYER,
      itemId: 'gold_1',
      name: 'Gold',
      priceUsdCents: 499,
      method: 'alipay',
      subscription: false,
      successUrl: `${stack.baseUrl}/orders/${orderId}`,
      cancelUrl: `${stack.baseUrl}/orders/${orderId}?failed=1`,
    });
    return { sessionId, orderId };
  }

  test("the session's player reads it and pays it once; the signed notification reaches the webhook", async () => {
    const player = await signIn(PLAYER);
    const other = await signIn(OTHER);
    const { sessionId, orderId } = await session();
    const url = `${stack.baseUrl}/api/payments/local/sessions/${sessionId}`;

    expect((await visit(url)).status).toBe(401);
    const stranger = await visit(url, { cookie: other });
    expect([stranger.status, errorOf(stranger)?.code]).toEqual([404, 'payment_session_not_found']);
    const read = await visit(url, { cookie: player });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      session_id: sessionId,
      order_id: orderId,
      item_id: 'gold_1',
      price_usd_cents: 499,
      method: 'alipay',
      status: 'open',
    });

    // CSRF as every other post: the session cookie without the site's origin is refused
    expect((await visit(`${url}/pay`, { method: 'POST', cookie: player })).status).toBe(403);
    const foreign = await visit(`${url}/pay`, { method: 'POST', cookie: other, headers: { origin: stack.baseUrl } });
    expect([foreign.status, errorOf(foreign)?.code]).toEqual([404, 'payment_session_not_found']);
    expect(posts).toHaveLength(0);

    const paid = await visit(`${url}/pay`, { method: 'POST', cookie: player, headers: { origin: stack.baseUrl } });
    expect([paid.status, paid.body]).toEqual([200, { return_url: `${stack.baseUrl}/orders/${orderId}` }]);
    expect(posts).toHaveLength(1);
    expect(posts[0].signature).toMatch(/^t=\d+,v1=/);
    expect(JSON.parse(posts[0].body)).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { metadata: { order_id: orderId } } },
    });
    expect((await visit(url, { cookie: player })).body).toMatchObject({ status: 'paid' });

    for (const action of ['pay', 'fail']) {
      const again = await visit(`${url}/${action}`, { method: 'POST', cookie: player, headers: { origin: stack.baseUrl } });
      expect([again.status, errorOf(again)?.code]).toEqual([409, 'session_closed']);
    }
    expect(posts).toHaveLength(1);
  });

  test('failing sends the player to the cancel URL; a webhook that refuses leaves the session open (503)', async () => {
    const player = await signIn(PLAYER);
    const failing = await session();
    const failed = await visit(`${stack.baseUrl}/api/payments/local/sessions/${failing.sessionId}/fail`, {
      method: 'POST',
      cookie: player,
      headers: { origin: stack.baseUrl },
    });
    expect([failed.status, failed.body]).toEqual([200, { return_url: `${stack.baseUrl}/orders/${failing.orderId}?failed=1` }]);
    expect(JSON.parse(posts.at(-1)!.body)).toMatchObject({ type: 'checkout.session.async_payment_failed' });

    const refused = await session();
    statuses.push(404);
    const answer = await visit(`${stack.baseUrl}/api/payments/local/sessions/${refused.sessionId}/pay`, {
      method: 'POST',
      cookie: player,
      headers: { origin: stack.baseUrl },
    });
    expect([answer.status, errorOf(answer)?.code]).toEqual([503, 'payment_provider_unavailable']);
    expect((await visit(`${stack.baseUrl}/api/payments/local/sessions/${refused.sessionId}`, { cookie: player })).body).toMatchObject({
      status: 'open',
    });
  });

  test('with Stripe as the provider the local pages do not exist', async () => {
    const stripeStack = await startTestStack({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    });
    try {
      const player = await signIn(PLAYER);
      const { sessionId } = await session();
      const answer = await visit(`${stripeStack.baseUrl}/api/payments/local/sessions/${sessionId}`, { cookie: player });
      // the cookie is the other stack's: a visitor here, still not found before anything else
      expect([answer.status, errorOf(answer)?.code]).toEqual([404, 'not_found']);
    } finally {
      await stripeStack.stop();
    }
  });
});
