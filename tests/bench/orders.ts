import { ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import Stripe from 'stripe';
import type { CheckoutReply } from '@arena/contract';
import { cosmeticById, orderStream, playerStream } from '@arena/domain';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder } from '@arena/read-models';
import { freePort } from '../support/ports';
import { percentile, round1 } from './figures';
import { Client } from './orders-client';
import { stopChild } from './services';

/**
 * Real-money orders (`BENCH_ONLY=orders`, and a part of the full run): the command
 * service and the projector, each a process of its own from the built dist, with the embedded
 * local payment provider (a command service in test mode: the local provider and the dev sign-in
 * exist outside production only; nothing else differs). `PLAYERS` signed-in players start every
 * order beforehand through `POST /api/checkout` (gold packs of every size, card, Alipay and WeChat
 * Pay in turn), then our webhook receives the provider's signed `checkout.session.completed`
 * (payment_status paid), exactly as the local provider and Stripe send it (the `stripe` package's
 * `generateTestHeaderString`, LOCAL_PAYMENT_WEBHOOK_SECRET):
 * 1. paid to readable: `BENCH_ORDERS` orders (default 300), one at a time: the notification is
 *    posted, then `GET /api/players/{id}` is asked in a tight loop (the webhook's answer gives no
 *    read position to wait for) until `coins` shows the pack's gold; the time (ms) from sending the
 *    notification to the first answer showing it, p50 and p99 (and the webhook's own answer time);
 * 2. webhooks per second: `BENCH_ORDER_WEBHOOKS` more orders (default 2,000) paid by their
 *    notifications, each a different signed body, by autocannon on `CONNECTIONS` keep-alive
 *    connections: notifications handled per second (each one records the payment and grants the
 *    pack before it answers), every answer a 2xx.
 * Then every order of both is checked in the event store (one `OrderPaid` and one
 * `OrderFulfilled` on the order's stream, one `OrderGranted` of the pack's gold on the player's)
 * and every player's `coins` against the gold of their orders, once the projector has caught up.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const WEBHOOK_ORDERS = Number(process.env.BENCH_ORDER_WEBHOOKS ?? 2000);
const PLAYERS = 24;
const CONNECTIONS = 16;
const SECRET = 'whsec_bench_orders_local_provider_secret';
const PACKS = ['gold_3500', 'gold_10000', 'gold_33000', 'gold_70000', 'gold_200000'];
const METHODS = ['card', 'alipay', 'wechat_pay'] as const;
const WEBHOOK_PATH = '/api/payments/local/webhook';
/** How long one order may take to show on the player's answer before the bench gives up, ms. */
const READABLE_TIMEOUT_MS = 10_000;

/** What `measureOrders` measured; times in ms. */
export interface OrdersFigures {
  players: number;
  paidToReadable: {
    orders: number;
    /** From sending the notification to the first `GET /api/players/{id}` answer showing the gold. */
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    /** The webhook's own answer (the payment recorded and the pack granted). */
    webhookP50Ms: number;
    webhookP99Ms: number;
  };
  webhooks: { orders: number; connections: number; seconds: number; perSecond: number };
  /** Every order of both measures, read back. */
  fulfilment: {
    orders: number;
    /** Orders with exactly one OrderPaid, one OrderFulfilled and one OrderGranted of the pack's gold. */
    fulfilledOnce: number;
    /** Players whose `coins` equal their starting gold plus their orders' gold. */
    playersBalanced: number;
    problems: string[];
    ok: boolean;
  };
}

interface Order {
  orderId: string;
  sessionId: string;
  steamId: string;
  itemId: string;
  priceUsdCents: number;
  gold: number;
}

const playerId = (n: number) => `765611980002${String(10_000 + n)}`;

async function measureOrders(root: string, redisUrl: string): Promise<OrdersFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-orders-'));
  const namespace = `bench-orders-${Date.now()}`;
  const redis = new Redis(redisUrl);
  const children: ChildProcess[] = [];
  const storePath = path.join(dir, 'events.sqlite');
  const port = await freePort();
  const env = {
    ...process.env,
    // the local provider and the dev sign-in exist outside production only; nothing else differs
    NODE_ENV: 'test',
    PORT: String(port),
    PROJECTOR_PORT: '0',
    PAYMENT_PROVIDER: 'local',
    LOCAL_PAYMENT_WEBHOOK_SECRET: SECRET,
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    EVENT_STORE_PATH: storePath,
    READ_MODEL_NAMESPACE: namespace,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'warn',
    SITE_DIST: '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const client = new Client(`http://127.0.0.1:${port}`);
  try {
    const command = fork(path.join(root, 'services/command/dist/main.js'), [], { env, stdio: 'inherit' });
    children.push(command);
    children.push(fork(path.join(root, 'services/projector/dist/main.js'), [], { env, stdio: 'ignore' }));

    console.log(`orders: ${PLAYERS} players sign in, then ${ORDERS + WEBHOOK_ORDERS} checkouts...`);
    const cookies = new Map<string, string>();
    for (let n = 0; n < PLAYERS; n++) cookies.set(playerId(n), await client.signIn(playerId(n), command));
    const coins = new Map<string, number>();
    for (const steamId of cookies.keys()) coins.set(steamId, await readCoins(client, steamId, () => true));
    const startingCoins = new Map(coins);
    const orders = await startOrders(client, cookies, ORDERS + WEBHOOK_ORDERS);
    const paidOne = orders.slice(0, ORDERS);
    const paidMany = orders.slice(ORDERS);

    console.log(`orders: ${ORDERS} notifications one at a time, each until the player's answer shows the gold...`);
    const readable: number[] = [];
    const answered: number[] = [];
    for (const order of paidOne) {
      // a pause of 0 to 50 ms first: notifications come at any moment, not in step with the
      // projector's polling of the store (every 25 ms), which back-to-back orders would fall into
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
      const expected = coins.get(order.steamId)! + order.gold;
      const payload = paidNotification(order);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const sent = performance.now();
      const answer = await client.request(
        'POST',
        WEBHOOK_PATH,
        { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      );
      answered.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}: ${answer.body}`);
      const shown = await readCoins(client, order.steamId, (value) => value >= expected, sent + READABLE_TIMEOUT_MS);
      readable.push(performance.now() - sent);
      coins.set(order.steamId, shown);
    }

    console.log(`orders: ${WEBHOOK_ORDERS} notifications over ${CONNECTIONS} connections (autocannon)...`);
    const requests = paidMany.map((order) => {
      const body = paidNotification(order);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
        },
      };
    });
    let next = 0;
    // from the start to the last answer: autocannon itself ends a bounded run on its one-second tick
    let lastAnswer = 0;
    const started = performance.now();
    const result = await autocannon({
      url: client.baseUrl,
      connections: CONNECTIONS,
      amount: requests.length,
      requests: [
        {
          method: 'POST',
          path: WEBHOOK_PATH,
          setupRequest: (request) => ({ ...request, ...requests[next++] }),
          onResponse: () => (lastAnswer = performance.now()),
        },
      ],
    });
    const seconds = (lastAnswer - started) / 1000;
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] !== requests.length)
      throw new Error(
        `the webhook: ${result['2xx']} 2xx of ${requests.length}, ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
      );

    console.log('orders: every order read back from the event store and every balance from the players’ answers...');
    const fulfilment = await checkFulfilment(client, storePath, orders, startingCoins);
    const sorted = [...readable].sort((a, b) => a - b);
    const sortedAnswers = [...answered].sort((a, b) => a - b);
    return {
      players: PLAYERS,
      paidToReadable: {
        orders: ORDERS,
        p50Ms: round1(percentile(sorted, 50)),
        p99Ms: round1(percentile(sorted, 99)),
        maxMs: round1(sorted[sorted.length - 1]),
        webhookP50Ms: round1(percentile(sortedAnswers, 50)),
        webhookP99Ms: round1(percentile(sortedAnswers, 99)),
      },
      webhooks: {
        orders: requests.length,
        connections: CONNECTIONS,
        seconds: Math.round(seconds * 100) / 100,
        perSecond: Math.round(requests.length / seconds),
      },
      fulfilment,
    };
  } finally {
    client.close();
    await Promise.all(children.map(stopChild));
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `count` orders of gold packs by the players in turn, `CONNECTIONS` at a time, each with its own Idempotency-Key. */
async function startOrders(client: Client, cookies: Map<string, string>, count: number): Promise<Order[]> {
  const players = [...cookies.keys()];
  const orders: Order[] = new Array<Order>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        const n = next++;
        const steamId = players[n % players.length];
        const itemId = PACKS[Math.floor(n / players.length) % PACKS.length];
        const item = cosmeticById(itemId);
        if (!item?.usdCents || !item.contents?.gold) throw new Error(`${itemId} is not a gold pack with a price`);
        const answer = await client.request(
          'POST',
          '/api/checkout',
          { cookie: cookies.get(steamId)!, 'content-type': 'application/json', 'idempotency-key': `bench-order-${n}` },
          JSON.stringify({ item_id: itemId, method: METHODS[n % METHODS.length] }),
        );
        if (answer.status !== 200) throw new Error(`POST /api/checkout answered ${answer.status}: ${answer.body}`);
        const reply = JSON.parse(answer.body) as CheckoutReply;
        orders[n] = {
          orderId: reply.order_id,
          sessionId: reply.checkout_url.split('/').pop()!,
          steamId,
          itemId,
          priceUsdCents: item.usdCents,
          gold: item.contents.gold,
        };
      }
    }),
  );
  return orders;
}

/**
 * The provider's `checkout.session.completed` of the order, paid, as the local provider (and
 * Stripe) sends it: a fresh event id and payment intent each time.
 */
function paidNotification(order: Order): string {
  return JSON.stringify({
    id: `evt_bench_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        livemode: false,
        currency: 'usd',
        amount_subtotal: order.priceUsdCents,
        amount_total: order.priceUsdCents,
        client_reference_id: order.steamId,
        metadata: { order_id: order.orderId, steam_id: order.steamId, item_id: order.itemId },
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_bench_${randomBytes(12).toString('hex')}`,
        invoice: null,
        subscription: null,
      },
    },
  });
}

/**
 * Asks `GET /api/players/{id}` in a tight loop until it answers 200 with `coins` that `shows`
 * accepts (until `deadline`, a `performance.now()` time); those coins.
 */
async function readCoins(
  client: Client,
  steamId: string,
  shows: (coins: number) => boolean,
  deadline = performance.now() + 60_000,
): Promise<number> {
  for (;;) {
    const answer = await client.request('GET', `/api/players/${steamId}`);
    if (answer.status === 200) {
      const { coins } = JSON.parse(answer.body) as { coins: number };
      if (shows(coins)) return coins;
    } else if (answer.status !== 404) throw new Error(`GET /api/players/${steamId} answered ${answer.status}: ${answer.body}`);
    if (performance.now() > deadline)
      throw new Error(`GET /api/players/${steamId}: not readable in time (last answer ${answer.status} ${answer.body.slice(0, 200)})`);
  }
}

/**
 * Every order read back: exactly one OrderPaid and one OrderFulfilled on its stream and exactly one
 * OrderGranted of the pack's gold on its player's; then each player's `coins` (once the projector
 * has caught up) against the starting gold plus the gold of their orders.
 */
async function checkFulfilment(
  client: Client,
  storePath: string,
  orders: Order[],
  startingCoins: Map<string, number>,
): Promise<OrdersFigures['fulfilment']> {
  const problems: string[] = [];
  const store = new SqliteEventStore(storePath);
  let fulfilledOnce = 0;
  try {
    const grants = new Map<string, { gold: number }[]>();
    for (const steamId of startingCoins.keys()) {
      for (const event of await store.readStream(playerStream(steamId))) {
        if (event.type !== 'OrderGranted') continue;
        const data = event.data as { orderId: string; gold: number };
        grants.set(data.orderId, [...(grants.get(data.orderId) ?? []), { gold: data.gold }]);
      }
    }
    for (const order of orders) {
      const types = (await store.readStream(orderStream(order.orderId))).map((event) => event.type);
      const paid = types.filter((type) => type === 'OrderPaid').length;
      const fulfilled = types.filter((type) => type === 'OrderFulfilled').length;
      const granted = grants.get(order.orderId) ?? [];
      if (paid === 1 && fulfilled === 1 && granted.length === 1 && granted[0].gold === order.gold) fulfilledOnce++;
      else
        problems.push(
          `${order.orderId}: ${paid} OrderPaid, ${fulfilled} OrderFulfilled, ${granted.length} OrderGranted (gold ${granted.map((g) => g.gold).join(', ')})`,
        );
    }
  } finally {
    await store.close();
  }
  let playersBalanced = 0;
  for (const [steamId, start] of startingCoins) {
    const expected = start + orders.filter((order) => order.steamId === steamId).reduce((sum, order) => sum + order.gold, 0);
    const shown = await readCoins(client, steamId, (value) => value >= expected, performance.now() + 30_000).catch(() => null);
    if (shown === expected) playersBalanced++;
    else problems.push(`${steamId}: coins ${shown ?? 'not readable'}, expected ${expected}`);
  }
  return {
    orders: orders.length,
    fulfilledOnce,
    playersBalanced,
    problems: problems.slice(0, 20),
    ok: problems.length === 0,
  };
}

/**
 * The orders' measures for the full run (`run.ts`); a fulfilment check that fails is printed with
 * its rows and sets the exit code.
 */
export async function runOrders(root: string, redisUrl: string): Promise<OrdersFigures> {
  console.log(`orders: ${ORDERS} orders paid one at a time, then ${WEBHOOK_ORDERS} paid over ${CONNECTIONS} connections...`);
  const orders = await measureOrders(root, redisUrl);
  if (!orders.fulfilment.ok) process.exitCode = 1;
  return orders;
}
