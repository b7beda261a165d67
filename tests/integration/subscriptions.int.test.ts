import Stripe from 'stripe';
import type { CheckoutReply, OrderRow, PlayerHistory, SubscriptionRow } from '@arena/contract';
import { playerStream, subscriptionStream } from '@arena/domain';
import type { RecordedEvent } from '@arena/eventstore';
import { LocalPaymentProvider } from '../../services/command/src/orders/providers/local-payment-provider';
import { errorOf, signInAs, visit, type Caller } from '../support/command-service';
import { startCommandInstances, type CommandInstances } from '../support/command-instances';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Renewing Plus subscriptions over HTTP with the embedded local provider: a checkout with
 * renewal starts one, each renewal is an order granted once, the player (or support) stops the
 * renewal once whatever the retries and races, the provider's own stop and end are recorded, and
 * nobody else sees or stops it.
 */

const SECRET = 'whsec_subscriptions_integration_secret';
const PLAYER = '76561198000000971';
const OTHER = '76561198000000972';
const SUPPORT = '76561198000000973';

const signIn = (baseUrl: string, steamId: string, role = 'PLAYER') => signInAs(baseUrl, steamId, role, `Subscriber ${steamId.slice(-3)}`);

const post = <T>(caller: Caller, path: string, body?: object, headers: Record<string, string> = {}) =>
  visit<T>(`${caller.baseUrl}${path}`, {
    method: 'POST',
    cookie: caller.cookie,
    headers: { origin: caller.baseUrl, ...headers },
    ...(body ? { body } : {}),
  });

/** Buys `itemId` as a renewing subscription on the local page; answers the paid order's id. */
async function subscribe(caller: Caller, itemId: string, key: string): Promise<string> {
  const started = await post<CheckoutReply>(
    caller,
    '/api/checkout',
    { item_id: itemId, method: 'card', subscription: true },
    { 'idempotency-key': key },
  );
  expect(started.status).toBe(200);
  const sessionId = started.body.checkout_url.split('/').pop()!;
  expect((await post(caller, `/api/payments/local/sessions/${sessionId}/pay`)).status).toBe(200);
  return started.body.order_id;
}

async function notify(baseUrl: string, payload: string) {
  return visit(`${baseUrl}/api/payments/local/webhook`, {
    method: 'POST',
    rawBody: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
  });
}

const subscriptionEvent = (id: string, type: string, subscriptionId: string, metadata: object) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subscriptionId, object: 'subscription', cancel_at_period_end: true, metadata } },
  });

const types = (events: RecordedEvent[]) => events.map((event) => event.type);

describe('renewing subscriptions on one instance', () => {
  let stack: TestStack;
  let player: Caller;
  let provider: LocalPaymentProvider;

  beforeAll(async () => {
    stack = await startTestStack({ LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '100000' });
    player = await signIn(stack.baseUrl, PLAYER);
    // the provider's side of the running service's local provider (same Redis namespace): it renews, as Stripe's clock would
    provider = new LocalPaymentProvider({
      redis: stack.redis,
      namespace: stack.namespace,
      siteBaseUrl: stack.baseUrl,
      webhookUrl: `${stack.baseUrl}/api/payments/local/webhook`,
      webhookSecret: SECRET,
    });
  });
  afterAll(async () => stack?.stop());

  async function subscriptions(caller: Caller, steamId = PLAYER) {
    await stack.settle();
    return visit<SubscriptionRow[]>(`${stack.baseUrl}/api/players/${steamId}/subscriptions`, { cookie: caller.cookie });
  }

  test('a paid checkout with renewal starts a subscription; each renewal is an order granted once, a period further', async () => {
    const firstOrder = await subscribe(player, 'plus_month', 'subscribe-1');
    const [row] = (await subscriptions(player)).body;
    expect(row).toMatchObject({
      steam_id: PLAYER,
      item_id: 'plus_month',
      provider: 'local',
      status: 'active',
      cancel_at_period_end: false,
      payments: 1,
      latest_order_id: firstOrder,
    });
    expect(row.subscription_id).toMatch(/^sub_local_/);
    const order = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${firstOrder}`, { cookie: player.cookie });
    expect(order.body).toMatchObject({ status: 'fulfilled', subscription: true });
    const stream = await stack.projectorStore.readStream(subscriptionStream(row.subscription_id));
    expect(stream.map((event) => [event.type, (event.data as { orderId?: string }).orderId])).toEqual([
      ['SubscriptionStarted', firstOrder],
    ]);

    const plusBefore = (await stack.projectorStore.readStream(playerStream(PLAYER))).filter(
      (event) => event.type === 'PlusDaysGranted',
    ).length;
    await provider.renew(row.subscription_id);
    const [renewed] = (await subscriptions(player)).body;
    expect(renewed.payments).toBe(2);
    expect(renewed.latest_order_id).not.toBe(firstOrder);
    const months = (iso: string) => new Date(iso).getUTCFullYear() * 12 + new Date(iso).getUTCMonth();
    expect(months(renewed.current_period_end) - months(renewed.started_at)).toBe(2);
    const renewal = await visit<OrderRow>(`${stack.baseUrl}/api/orders/${renewed.latest_order_id}`, { cookie: player.cookie });
    expect(renewal.body).toMatchObject({ status: 'fulfilled', item_id: 'plus_month', subscription: true });
    const plusAfter = (await stack.projectorStore.readStream(playerStream(PLAYER))).filter(
      (event) => event.type === 'PlusDaysGranted',
    ).length;
    expect(plusAfter).toBe(plusBefore + 1);
  });

  test('nobody else sees or stops it; bad ids are refused; nothing is recorded', async () => {
    const [row] = (await subscriptions(player)).body;
    const other = await signIn(stack.baseUrl, OTHER);
    const before = (await stack.projectorStore.readAll(0, 1_000_000)).length;
    const answers = await Promise.all([
      visit(`${stack.baseUrl}/api/players/${PLAYER}/subscriptions`, { cookie: other.cookie }),
      post(other, `/api/subscriptions/${row.subscription_id}/cancel`),
      post(player, '/api/subscriptions/sub_local_unknown/cancel'),
      post(player, '/api/subscriptions/not-a-subscription/cancel'),
      post(player, `/api/subscriptions/${row.subscription_id}/cancel`, { reason: 'x', extra: true }),
      post({ baseUrl: stack.baseUrl, cookie: '' }, `/api/subscriptions/${row.subscription_id}/cancel`),
    ]);
    expect(answers.map((answer) => [answer.status, errorOf(answer)?.code])).toEqual([
      [403, 'forbidden'],
      [404, 'subscription_not_found'],
      [404, 'subscription_not_found'],
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
      [401, 'sign_in_required'],
    ]);
    expect((await stack.projectorStore.readAll(0, 1_000_000)).length).toBe(before);
  });

  test('the player stops the renewal: once, with their name on it, whatever the retries; the provider renews no more', async () => {
    const [row] = (await subscriptions(player)).body;
    const stops = await Promise.all(
      Array.from({ length: 5 }, () => post<SubscriptionRow>(player, `/api/subscriptions/${row.subscription_id}/cancel`)),
    );
    expect(stops.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const stop of stops)
      expect(stop.body).toMatchObject({ status: 'active', cancel_at_period_end: true, current_period_end: row.current_period_end });
    const stream = await stack.projectorStore.readStream(subscriptionStream(row.subscription_id));
    expect(types(stream)).toEqual([
      'SubscriptionStarted',
      'SubscriptionRenewed',
      'SubscriptionStopRequested',
      'SubscriptionRenewalStopped',
    ]);
    expect(stream[3].data).toEqual({ actor: PLAYER, reason: 'stopped by the player' });

    const again = await post<SubscriptionRow>(player, `/api/subscriptions/${row.subscription_id}/cancel`);
    expect(again.body.cancel_at_period_end).toBe(true);
    expect(await stack.projectorStore.readStream(subscriptionStream(row.subscription_id))).toHaveLength(4);
    await expect(provider.renew(row.subscription_id)).rejects.toMatchObject({ code: 'session_closed' });
    expect((await subscriptions(player)).body[0]).toMatchObject({ cancel_at_period_end: true, payments: 2 });
  });

  test("support stops another player's renewal with a reason; the provider's end cancels it; notifications not ours pass", async () => {
    const orderId = await subscribe(player, 'plus_year', 'subscribe-year');
    const row = (await subscriptions(player)).body.find((candidate) => candidate.latest_order_id === orderId)!;
    const support = await signIn(stack.baseUrl, SUPPORT, 'SUPPORT');
    expect((await subscriptions(support)).body.map((candidate) => candidate.subscription_id)).toContain(row.subscription_id);
    const stopped = await post<SubscriptionRow>(support, `/api/subscriptions/${row.subscription_id}/cancel`, { reason: 'asked by mail' });
    expect(stopped.body.cancel_at_period_end).toBe(true);
    const stream = await stack.projectorStore.readStream(subscriptionStream(row.subscription_id));
    expect(stream.at(-1)?.data).toEqual({ actor: SUPPORT, reason: 'asked by mail' });
    const history = await visit<PlayerHistory>(`${stack.baseUrl}/api/admin/players/${PLAYER}/history?type=SubscriptionRenewalStopped`, {
      cookie: support.cookie,
    });
    expect(history.body.rows.map((entry) => [entry.cause.kind, entry.cause.ref, entry.actor, entry.reason])).toContainEqual([
      'subscription',
      row.subscription_id,
      SUPPORT,
      'asked by mail',
    ]);

    const ours = { order_id: orderId, steam_id: PLAYER, item_id: 'plus_year' };
    expect(
      (await notify(stack.baseUrl, subscriptionEvent('evt_sub_end_1', 'customer.subscription.deleted', row.subscription_id, ours))).status,
    ).toBe(200);
    expect(
      (await notify(stack.baseUrl, subscriptionEvent('evt_sub_end_1', 'customer.subscription.deleted', row.subscription_id, ours))).status,
    ).toBe(200);
    expect(
      types(await stack.projectorStore.readStream(subscriptionStream(row.subscription_id))).filter((type) => type === 'SubscriptionEnded'),
    ).toHaveLength(1);
    expect((await subscriptions(player)).body.find((candidate) => candidate.subscription_id === row.subscription_id)?.status).toBe(
      'canceled',
    );

    const before = (await stack.projectorStore.readAll(0, 1_000_000)).length;
    const foreign = await notify(stack.baseUrl, subscriptionEvent('evt_sub_foreign', 'customer.subscription.deleted', 'sub_not_ours', {}));
    expect(foreign.status).toBe(200);
    const early = await notify(stack.baseUrl, subscriptionEvent('evt_sub_early', 'customer.subscription.updated', 'sub_not_started', ours));
    expect([early.status, errorOf(early)?.code]).toEqual([404, 'subscription_not_found']);
    expect((await stack.projectorStore.readAll(0, 1_000_000)).length).toBe(before);
  });
});

describe('renewing subscriptions over two instances', () => {
  let instances: CommandInstances;

  beforeAll(async () => {
    instances = await startCommandInstances(2, { LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => instances?.stop());

  test('stops racing on both instances record one request and one stop; a renewal delivered to both is one order', async () => {
    const [a, b] = await Promise.all(instances.baseUrls.map((baseUrl) => signIn(baseUrl, PLAYER)));
    const orderId = await subscribe(a, 'plus_month', 'two-instances');
    const events = await instances.store.readAll(0, 1_000_000);
    const started = events.find(
      (event) => event.type === 'SubscriptionStarted' && (event.data as { orderId: string }).orderId === orderId,
    )!;
    const subscriptionId = (started.data as { subscriptionId: string }).subscriptionId;

    const renewal = JSON.stringify({
      id: 'evt_renewal_twice',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_local_twice',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 999,
          parent: {
            subscription_details: {
              subscription: subscriptionId,
              metadata: { order_id: orderId, steam_id: PLAYER, item_id: 'plus_month' },
            },
          },
        },
      },
    });
    const deliveries = await Promise.all([...instances.baseUrls, ...instances.baseUrls].map((baseUrl) => notify(baseUrl, renewal)));
    expect(deliveries.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const stops = await Promise.all(
      [a, b, a, b].map((caller) => post<SubscriptionRow>(caller, `/api/subscriptions/${subscriptionId}/cancel`)),
    );
    expect(stops.map((answer) => [answer.status, answer.body.cancel_at_period_end, answer.body.payments])).toEqual(
      Array(4).fill([200, true, 2]),
    );
    expect(types(await instances.store.readStream(subscriptionStream(subscriptionId)))).toEqual([
      'SubscriptionStarted',
      'SubscriptionRenewed',
      'SubscriptionStopRequested',
      'SubscriptionRenewalStopped',
    ]);
    const grants = (await instances.store.readStream(playerStream(PLAYER))).filter((event) => event.type === 'OrderGranted');
    expect(grants).toHaveLength(2);
  });
});
