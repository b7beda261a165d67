import Redis from 'ioredis';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import type { CheckoutReply, EconomyStats, LocalPaymentReturn, OrderRow } from '@arena/contract';
import { orderStream, playerStream } from '@arena/domain';
import { SqliteEventStore, type RecordedEvent } from '@arena/eventstore';
import { Projector } from '@arena/projector';
import { errorOf, signInAs, visit, type Caller } from '../support/command-service';
import { startCommandInstances, type CommandInstances } from '../support/command-instances';
import { REDIS_URL, startTestStack, TestStack } from '../support/test-stack';

/**
 * Real-money orders end to end over HTTP with the embedded local provider: checkout, the signed
 * notifications (as Stripe signs them, with the `stripe` package's own test helper), the grant
 * exactly once whatever arrives how often and in what order, on one instance and on two racing,
 * the refusals that change nothing, and support's refund taking back what it can.
 */

const SECRET = 'whsec_orders_integration_test_secret';
const PLAYER = '76561198000000961';
const OTHER = '76561198000000962';
const SUPPORT = '76561198000000963';
const STATS = '76561198000000964';

const signIn = (baseUrl: string, steamId: string, role = 'PLAYER') => signInAs(baseUrl, steamId, role, `Buyer ${steamId.slice(-3)}`);

async function checkout(caller: Caller, body: object, key: string | null) {
  return visit<CheckoutReply>(`${caller.baseUrl}/api/checkout`, {
    method: 'POST',
    body,
    cookie: caller.cookie,
    headers: { origin: caller.baseUrl, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** A Stripe-shaped event of the order's checkout session, or a refund of its payment. */
function stripeEvent(id: string, type: string, orderId: string, extra: Record<string, unknown> = {}): string {
  const object =
    type === 'charge.refunded'
      ? { id: `ch_${orderId}`, object: 'charge', payment_intent: `pi_${orderId}`, metadata: { order_id: orderId }, ...extra }
      : {
          id: `cs_${orderId}`,
          object: 'checkout.session',
          amount_total: 499,
          payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
          payment_intent: `pi_${orderId}`,
          metadata: { order_id: orderId },
          ...extra,
        };
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}

async function notify(baseUrl: string, payload: string, header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  return visit(`${baseUrl}/api/payments/local/webhook`, {
    method: 'POST',
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** The player's events an order caused: its grant and take-backs, decided with the order's id as their correlation. */
const ofOrder = (events: RecordedEvent[], orderId: string) =>
  events.filter((event) => event.metadata.correlationId === orderId || (event.data as { orderId?: string }).orderId === orderId);

/** A seeded shuffle (Fisher-Yates over a linear congruential generator): the same order for the same seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

describe('orders on one instance', () => {
  let stack: TestStack;
  let player: Caller;

  beforeAll(async () => {
    stack = await startTestStack({ LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '100000' });
    player = await signIn(stack.baseUrl, PLAYER);
  });
  afterAll(async () => stack?.stop());

  async function playerEvents(): Promise<RecordedEvent[]> {
    return stack.projectorStore.readStream(playerStream(PLAYER));
  }

  test('a checkout answers the local checkout page; a retry answers the same order; bad input starts none', async () => {
    const first = await checkout(player, { item_id: 'gold_10000', method: 'alipay' }, 'checkout-1');
    expect(first.status).toBe(200);
    expect(first.body.order_id).toMatch(/^ord_[0-9a-f]{24}$/);
    expect(first.body.checkout_url).toMatch(new RegExp(`^${stack.baseUrl}/pay/local/cs_local_[0-9a-f]{24}$`));
    expect(first.body.status).toBe('pending');
    const again = await checkout(player, { item_id: 'gold_10000', method: 'alipay' }, 'checkout-1');
    expect(again.body).toEqual(first.body);

    const before = (await stack.projectorStore.readAll(0, 1_000_000)).length;
    const refusals = await Promise.all([
      checkout(player, { item_id: 'gold_3500', method: 'alipay' }, 'checkout-1'),
      checkout(player, { item_id: 'gold_10000', method: 'alipay' }, null),
      checkout(player, { item_id: 'drop_gold_50', method: 'card' }, 'checkout-2'),
      checkout(player, { item_id: 'gold_10000', method: 'paypal' }, 'checkout-3'),
      checkout(player, { item_id: 'gold_10000', method: 'alipay', subscription: true }, 'checkout-4'),
      checkout({ baseUrl: stack.baseUrl, cookie: '' }, { item_id: 'gold_10000', method: 'card' }, 'checkout-5'),
    ]);
    expect(refusals.map((answer) => [answer.status, errorOf(answer)?.code])).toEqual([
      [422, 'idempotency_key_reused'],
      [400, 'idempotency_key_required'],
      [409, 'not_for_sale'],
      [400, 'invalid_payload'],
      [409, 'subscription_unavailable'],
      [401, 'sign_in_required'],
    ]);
    expect((await stack.projectorStore.readAll(0, 1_000_000)).length).toBe(before);

    const order = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${first.body.order_id}`, { cookie: player.cookie });
    expect(order.body).toMatchObject({
      status: 'pending',
      item_id: 'gold_10000',
      price_usd_cents: 499,
      method: 'alipay',
      provider: 'local',
    });
    const other = await signIn(stack.baseUrl, OTHER);
    const hidden = await visit(`${stack.baseUrl}/api/orders/${first.body.order_id}`, { cookie: other.cookie });
    expect([hidden.status, errorOf(hidden)?.code]).toEqual([404, 'order_not_found']);
  });

  test("the local page pays: the order is fulfilled and the balance grows by the pack's gold, once", async () => {
    const { body } = await checkout(player, { item_id: 'gold_10000', method: 'wechat_pay' }, 'pay-on-page');
    const sessionId = body.checkout_url.split('/').pop()!;
    const paid = await visit<LocalPaymentReturn>(`${stack.baseUrl}/api/payments/local/sessions/${sessionId}/pay`, {
      method: 'POST',
      cookie: player.cookie,
      headers: { origin: stack.baseUrl },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.return_url).toBe(`${stack.baseUrl}/payment/${body.order_id}`);
    const order = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${body.order_id}`, { cookie: player.cookie });
    expect(order.body.status).toBe('fulfilled');
    const granted = ofOrder(await playerEvents(), body.order_id);
    expect(granted.filter((event) => event.type === 'OrderGranted')).toHaveLength(1);
    expect(granted.filter((event) => event.type === 'GoldChanged').map((event) => (event.data as { amount: number }).amount)).toEqual([
      10_000,
    ]);

    const twice = await visit(`${stack.baseUrl}/api/payments/local/sessions/${sessionId}/pay`, {
      method: 'POST',
      cookie: player.cookie,
      headers: { origin: stack.baseUrl },
    });
    expect([twice.status, errorOf(twice)?.code]).toEqual([409, 'session_closed']);
  });

  test('the local page fails: the order shows failed and nothing is granted', async () => {
    const { body } = await checkout(player, { item_id: 'gold_3500', method: 'card' }, 'fail-on-page');
    const sessionId = body.checkout_url.split('/').pop()!;
    const failed = await visit(`${stack.baseUrl}/api/payments/local/sessions/${sessionId}/fail`, {
      method: 'POST',
      cookie: player.cookie,
      headers: { origin: stack.baseUrl },
    });
    expect(failed.status).toBe(200);
    const order = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${body.order_id}`, { cookie: player.cookie });
    expect(order.body.status).toBe('failed');
    expect(ofOrder(await playerEvents(), body.order_id)).toEqual([]);
  });

  test('a bad signature, an old one, a tampered body, an unknown order, another provider: refused, nothing recorded', async () => {
    const { body } = await checkout(player, { item_id: 'gold_3500', method: 'card' }, 'refusals');
    const payload = stripeEvent('evt_refused_1', 'checkout.session.completed', body.order_id);
    const before = (await stack.projectorStore.readAll(0, 1_000_000)).length;
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours_not_ours_not_ours' });
    const answers = await Promise.all([
      notify(stack.baseUrl, payload, wrong),
      notify(stack.baseUrl, payload, old),
      notify(
        stack.baseUrl,
        payload.replace('"amount_total":499', '"amount_total":1'),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      ),
      notify(stack.baseUrl, payload, ''),
      notify(stack.baseUrl, stripeEvent('evt_refused_2', 'checkout.session.completed', 'ord_000000000000000000000000')),
      visit(`${stack.baseUrl}/api/payments/stripe/webhook`, {
        method: 'POST',
        rawBody: payload,
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((answer) => [answer.status, errorOf(answer)?.code])).toEqual([
      [400, 'invalid_signature'],
      [400, 'invalid_signature'],
      [400, 'invalid_signature'],
      [400, 'invalid_signature'],
      [404, 'order_not_found'],
      [404, 'not_found'],
    ]);
    expect((await stack.projectorStore.readAll(0, 1_000_000)).length).toBe(before);
    const order = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${body.order_id}`, { cookie: player.cookie });
    expect(order.body.status).toBe('pending');
  });

  test('support refunds a paid order: the gold still held is taken back, the rest is owed, the balance never goes negative', async () => {
    const { body } = await checkout(player, { item_id: 'gold_10000', method: 'card' }, 'to-refund');
    const sessionId = body.checkout_url.split('/').pop()!;
    const pay = `${stack.baseUrl}/api/payments/local/sessions/${sessionId}/pay`;
    expect((await visit(pay, { method: 'POST', cookie: player.cookie, headers: { origin: stack.baseUrl } })).status).toBe(200);
    // the player spends most of their gold: an admin takes it, as a purchase would
    const admin = await signIn(stack.baseUrl, SUPPORT, 'ADMIN');
    await stack.settle();
    const coins = async () => (await visit<{ coins: number }>(`${stack.baseUrl}/api/players/${PLAYER}`)).body.coins;
    const held = await coins();
    const spend = held - 2_500;
    const take = await visit(`${stack.baseUrl}/api/admin/players/${PLAYER}/grant`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { origin: stack.baseUrl },
      body: { gold: -spend, reason: 'spent in the store' },
    });
    expect(take.status).toBe(200);

    const support = await signIn(stack.baseUrl, SUPPORT, 'SUPPORT');
    const refund = await visit<OrderRow>(`${stack.baseUrl}/api/admin/orders/${body.order_id}/refund`, {
      method: 'POST',
      cookie: support.cookie,
      headers: { origin: stack.baseUrl, 'idempotency-key': 'refund-1' },
      body: { reason: 'charged twice by the bank' },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', refunded_usd_cents: 499, refundable_usd_cents: 0 });
    const revoked = ofOrder(await playerEvents(), body.order_id).filter((event) => event.type === 'OrderRevoked');
    expect(revoked.map((event) => event.data)).toEqual([expect.objectContaining({ goldTaken: 2_500, goldOwed: 10_000 - 2_500 })]);
    await stack.settle();
    expect(await coins()).toBe(0);

    // the same request again asks nothing twice
    const again = await visit<OrderRow>(`${stack.baseUrl}/api/admin/orders/${body.order_id}/refund`, {
      method: 'POST',
      cookie: support.cookie,
      headers: { origin: stack.baseUrl, 'idempotency-key': 'refund-1' },
      body: { reason: 'charged twice by the bank' },
    });
    expect(again.body.refunded_usd_cents).toBe(499);
    const events = await stack.projectorStore.readStream(orderStream(body.order_id));
    expect(events.filter((event) => event.type === 'OrderRefunded')).toHaveLength(1);
    const more = await visit(`${stack.baseUrl}/api/admin/orders/${body.order_id}/refund`, {
      method: 'POST',
      cookie: support.cookie,
      headers: { origin: stack.baseUrl, 'idempotency-key': 'refund-2' },
      body: { reason: 'again' },
    });
    expect([more.status, errorOf(more)?.code]).toEqual([409, 'refund_exceeds_payment']);
  });
  test("the console's economy counts the day's real money: what was paid and what was refunded, in USD cents", async () => {
    await stack.settle();
    const events = await stack.projectorStore.readAll(0, 1_000_000);
    const sum = (type: string) =>
      events
        .filter((event) => event.type === type)
        .reduce((total, event) => total + (event.data as { amountUsdCents: number }).amountUsdCents, 0);
    expect(sum('OrderPaid')).toBeGreaterThan(0);
    expect(sum('OrderRefunded')).toBeGreaterThan(0);
    const stats = await signIn(stack.baseUrl, STATS, 'STATS_GUY');
    const economy = await visit<EconomyStats>(`${stack.baseUrl}/api/stats/economy?hours=24`, { cookie: stats.cookie });
    expect(economy.status).toBe(200);
    const today = economy.body.days[economy.body.days.length - 1];
    expect([today.orders_paid, today.revenue_usd_cents, today.refunded_usd_cents]).toEqual([
      events.filter((event) => event.type === 'OrderPaid').length,
      sum('OrderPaid'),
      sum('OrderRefunded'),
    ]);
  });
});

describe('orders on two instances racing', () => {
  let instances: CommandInstances;

  beforeAll(async () => {
    instances = await startCommandInstances(2, { LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 60_000);
  afterAll(async () => instances?.stop());

  test("each notification 100 times, shuffled with the order's others, some at once, over both instances: granted exactly once", async () => {
    const [first] = instances.baseUrls;
    const player = await signIn(first, PLAYER);
    const { body } = await checkout(player, { item_id: 'gold_10000', method: 'alipay' }, 'race-1');
    const orderId = body.order_id;
    const kinds = [
      stripeEvent('evt_race_paid', 'checkout.session.completed', orderId),
      stripeEvent('evt_race_failed', 'checkout.session.async_payment_failed', orderId),
      stripeEvent('evt_race_expired', 'checkout.session.expired', orderId),
      stripeEvent('evt_race_paid_again', 'checkout.session.async_payment_succeeded', orderId),
    ];
    const deliveries = shuffled(
      kinds.flatMap((payload) => Array.from({ length: 100 }, () => payload)),
      19,
    );
    // in waves of 8 at once, each to either instance
    for (let i = 0; i < deliveries.length; i += 8) {
      const answers = await Promise.all(deliveries.slice(i, i + 8).map((payload, j) => notify(instances.baseUrls[(i + j) % 2], payload)));
      for (const answer of answers) expect([answer.status, errorOf(answer)?.code]).toEqual([200, undefined]);
    }
    const order = await visit<OrderRow>(`${first}/api/orders/${orderId}`, { cookie: player.cookie });
    expect(order.body.status).toBe('fulfilled');
    const orderEvents = await instances.store.readStream(orderStream(orderId));
    expect(orderEvents.filter((event) => event.type === 'OrderPaid')).toHaveLength(1);
    expect(orderEvents.filter((event) => event.type === 'OrderFulfilled')).toHaveLength(1);
    const granted = ofOrder(await instances.store.readStream(playerStream(PLAYER)), orderId);
    expect(granted.map((event) => event.type)).toEqual(['GoldChanged', 'OrderGranted']);
    expect((granted[0].data as { amount: number }).amount).toBe(10_000);
  }, 120_000);
});

describe('orders: a crash between the payment and the fulfilment', () => {
  let instances: CommandInstances;
  let projector: Projector;
  let projectorStore: SqliteEventStore;
  const projectorRedis = new Redis(REDIS_URL);

  beforeAll(async () => {
    instances = await startCommandInstances(1, { LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET });
    projectorStore = new SqliteEventStore(instances.eventStorePath, { pollIntervalMs: 10 });
    projector = new Projector({
      store: projectorStore,
      redis: projectorRedis,
      namespace: instances.namespace,
      eventStore: { kind: 'sqlite', path: instances.eventStorePath },
      redisUrl: REDIS_URL,
      retryDelayMs: 50,
      watchdogIntervalMs: 100,
    });
    await projector.start();
  }, 60_000);
  afterAll(async () => {
    await projector?.stop();
    projectorRedis.disconnect();
    await projectorStore?.close();
    await instances?.stop();
  });

  test('the payment recorded, then kill -9 before the grant: the restarted service grants it, once', async () => {
    const player = await signIn(instances.baseUrls[0], PLAYER);
    const { body } = await checkout(player, { item_id: 'gold_10000', method: 'card' }, 'crash-1');
    const order = orderStream(body.order_id);
    // what the killed process left: the notification recorded on the order, nothing on the player's stream
    const [started] = await instances.store.readStream(order);
    await instances.store.append(
      order,
      [
        {
          id: randomUUID(),
          type: 'OrderPaid',
          data: { providerEventId: 'evt_crash_paid', paymentId: `pi_${body.order_id}`, amountUsdCents: 499 },
          metadata: { decidedAt: new Date().toISOString(), actor: 'provider:local', correlationId: 'evt_crash_paid' },
        },
      ],
      started.revision,
    );
    await projector.waitFor(await projectorStore.headPosition());
    const baseUrl = await instances.restart(0);

    const deadline = Date.now() + 15_000;
    let status = 'paid';
    while (status !== 'fulfilled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await signIn(baseUrl, PLAYER);
      status = (await visit<OrderRow>(`${baseUrl}/api/orders/${body.order_id}`, { cookie: again.cookie })).body.status;
    }
    expect(status).toBe('fulfilled');
    const granted = ofOrder(await instances.store.readStream(playerStream(PLAYER)), body.order_id);
    expect(granted.map((event) => event.type)).toEqual(['GoldChanged', 'OrderGranted']);
  }, 60_000);
});
