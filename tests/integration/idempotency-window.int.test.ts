import { randomUUID } from 'node:crypto';
import type { EventStore } from '@arena/eventstore';
import type { GrantReply } from '@arena/contract';
import { REQUEST_MEMORY_MS } from '@arena/domain';
import { visit } from '../support/command-service';
import { CommandInstances, startCommandInstances } from '../support/command-instances';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * A retry is answered for 24 hours, whatever happens in between (docs/architecture.md "Write
 * side"): after 1,000 other purchases on the same wallet, after a crash and restart of the
 * command service, the retry of a purchase answers the first answer byte for byte (its
 * `position` too) and changes nothing; 24 hours after the first answer, the key is a new request.
 */

const PLAYER = '76561198000000811';
const ADMIN = '76561198000000812';
const CHEST_PRICE = 2_000;
const ENV = { ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' };
const BUY = `/api/players/${PLAYER}/buy_item/chest_basic`;

async function signIn(baseUrl: string, steamId: string): Promise<string> {
  const answer = await visit(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    body: { steam_id: steamId, display_name: `Retrier ${steamId.slice(-3)}` },
    headers: { origin: baseUrl },
  });
  expect(answer.status).toBe(200);
  return answer.setCookie!;
}

async function grantGold(baseUrl: string, adminCookie: string, gold: number): Promise<void> {
  const answer = await visit<GrantReply>(`${baseUrl}/api/admin/players/${PLAYER}/grant`, {
    method: 'POST',
    cookie: adminCookie,
    headers: { origin: baseUrl },
    body: { gold, reason: 'retry test' },
  });
  expect(answer.status).toBe(200);
}

/** A chest bought as the site buys it, with `key`; the status and the body exactly as sent. */
async function buyChest(baseUrl: string, cookie: string, key: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${BUY}`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie: `arena.sid=${cookie}`, 'idempotency-key': key },
  });
  return { status: response.status, text: await response.text() };
}

/** `count` purchases of chests with keys of their own, `parallel` at a time; each must succeed. */
async function buyMany(baseUrl: string, cookie: string, count: number, parallel = 20): Promise<void> {
  for (let done = 0; done < count; done += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - done) }, () => buyChest(baseUrl, cookie, randomUUID())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  }
}

/** How many events the player's stream holds, and its gold spent on purchases. */
async function ledgerOf(store: EventStore): Promise<{ events: number; spent: number }> {
  const events = await store.readStream(`player-${PLAYER}`);
  const spent = events
    .filter((event) => event.type === 'GoldChanged' && (event.data as { reason: string }).reason === 'purchase')
    .reduce((sum, event) => sum - (event.data as { amount: number }).amount, 0);
  return { events: events.length, spent };
}

describe('a retry after 1,000 other requests on one wallet', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack(ENV);
  });
  afterAll(async () => stack?.stop());

  test('answers the first answer byte for byte, position included, and buys nothing', async () => {
    const player = await signIn(stack.baseUrl, PLAYER);
    await grantGold(stack.baseUrl, await signIn(stack.baseUrl, ADMIN), 1_002 * CHEST_PRICE);
    const key = randomUUID();
    const first = await buyChest(stack.baseUrl, player, key);
    expect(first.status).toBe(200);
    await buyMany(stack.baseUrl, player, 1_000);
    const before = await ledgerOf(stack.projectorStore);
    expect(before.spent).toBe(1_001 * CHEST_PRICE);

    expect(await buyChest(stack.baseUrl, player, key)).toEqual(first);
    expect(await ledgerOf(stack.projectorStore)).toEqual(before);
  }, 120_000);
});

describe('a retry after the command service crashed and restarted on the same store', () => {
  let instances: CommandInstances;

  beforeAll(async () => {
    instances = await startCommandInstances(1, ENV);
  });
  afterAll(async () => instances?.stop());

  test('answers the first answer byte for byte and buys nothing', async () => {
    const baseUrl = instances.baseUrls[0];
    const player = await signIn(baseUrl, PLAYER);
    await grantGold(baseUrl, await signIn(baseUrl, ADMIN), 100 * CHEST_PRICE);
    const key = randomUUID();
    const first = await buyChest(baseUrl, player, key);
    expect(first.status).toBe(200);
    // enough later purchases for a snapshot to be written after the first: the restart loads from it
    await buyMany(baseUrl, player, 40);
    const before = await ledgerOf(instances.store);

    const restarted = await instances.restart(0);
    expect(await buyChest(restarted, player, key)).toEqual(first);
    expect(await ledgerOf(instances.store)).toEqual(before);
  }, 120_000);
});

describe('a retry 24 hours after the first answer', () => {
  let stack: TestStack;
  let now = Date.parse('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    stack = await startTestStack(ENV, { clock: { now: () => new Date(now) } });
  });
  afterAll(async () => stack?.stop());

  test('is answered the first answer until the 24 hours are over, then is a new purchase', async () => {
    const player = await signIn(stack.baseUrl, PLAYER);
    await grantGold(stack.baseUrl, await signIn(stack.baseUrl, ADMIN), 10 * CHEST_PRICE);
    const key = randomUUID();
    const first = await buyChest(stack.baseUrl, player, key);
    expect(first.status).toBe(200);
    const before = await ledgerOf(stack.projectorStore);

    now += REQUEST_MEMORY_MS - 1_000;
    expect(await buyChest(stack.baseUrl, player, key)).toEqual(first);
    expect(await ledgerOf(stack.projectorStore)).toEqual(before);

    now += 1_000;
    const again = await buyChest(stack.baseUrl, player, key);
    expect(again.status).toBe(200);
    const firstBody = JSON.parse(first.text) as { coins: number; position: number };
    const againBody = JSON.parse(again.text) as { coins: number; position: number };
    expect(againBody.coins).toBe(firstBody.coins - CHEST_PRICE);
    expect(againBody.position).toBeGreaterThan(firstBody.position);
    expect((await ledgerOf(stack.projectorStore)).spent).toBe(before.spent + CHEST_PRICE);
    // and that new answer is the one kept for the next 24 hours
    expect(await buyChest(stack.baseUrl, player, key)).toEqual(again);
  });
});
