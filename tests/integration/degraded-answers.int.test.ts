import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { GrantReply } from '@arena/contract';
import { deleteKeysUnder } from '@arena/read-models';
import { errorOf, visit } from '../support/command-service';
import { freePort } from '../support/ports';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * Honest answers while the system is degraded (docs/api.md, "Operations"): lost read models,
 * a projector behind a reader's own write, Redis cut under a purchase.
 */

const MATCH = '6617222774';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('reads while the read models are lost', () => {
  let stack: TestStack;
  const player = () => loadSampleGame()[0].steamID;
  const pages = () => [`/api/players/${player()}`, `/api/games/${MATCH}`, '/api/leaderboard', `/api/players/${player()}/games`];

  beforeAll(async () => {
    stack = await startTestStack();
    for (const payload of loadSampleGame()) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test('an existing player, game and the leaderboard answer 503 read_models_rebuilding with Retry-After, never a false 404, null or empty list', async () => {
    const before = await Promise.all(pages().map((page) => visit(`${stack.baseUrl}${page}`)));
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(before[2].body).not.toEqual([]);

    // the projector stopped (a rebuild under way elsewhere) and every key lost, as a flush leaves them
    const resume = await stack.stopProjector();
    await deleteKeysUnder(stack.redis, `${stack.namespace}:`);
    const during = await Promise.all(pages().map((page) => visit(`${stack.baseUrl}${page}`)));
    expect(during.map((answer) => [answer.status, errorOf(answer)?.code, answer.headers.get('retry-after')])).toEqual(
      pages().map(() => [503, 'read_models_rebuilding', '5']),
    );
    // an unknown player is no more "not found" than a known one while they are lost
    expect((await visit(`${stack.baseUrl}/api/players/76561197960265729`)).status).toBe(503);

    await resume();
    let after = await Promise.all(pages().map((page) => visit(`${stack.baseUrl}${page}`)));
    for (const deadline = Date.now() + 20_000; after.some((answer) => answer.status === 503) && Date.now() < deadline; await sleep(50)) {
      after = await Promise.all(pages().map((page) => visit(`${stack.baseUrl}${page}`)));
    }
    expect(after.map((answer) => answer.body)).toEqual(before.map((answer) => answer.body));
  });
});

describe("a read after the reader's own write, with the projector behind", () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => stack?.stop());

  test('is marked X-Read-After-Timeout with the position reached; once caught up, it is not', async () => {
    const [first, second] = loadSampleGame();
    expect((await postPlayerResult(stack.baseUrl, first)).status).toBe(200);
    await stack.settle();
    const reached = await stack.projectorStore.headPosition();
    const resume = await stack.stopProjector();
    expect((await postPlayerResult(stack.baseUrl, second)).status).toBe(200);
    const position = String(await stack.projectorStore.headPosition());

    const behind = await visit(`${stack.baseUrl}/api/players/${first.steamID}`, { headers: { 'x-read-after': position } });
    expect(behind.status).toBe(200);
    expect(behind.headers.get('x-read-after-timeout')).toBe(String(reached));

    await resume();
    await stack.settle();
    const caughtUp = await visit(`${stack.baseUrl}/api/players/${first.steamID}`, { headers: { 'x-read-after': position } });
    expect(caughtUp.status).toBe(200);
    expect(caughtUp.headers.get('x-read-after-timeout')).toBeNull();
  });
});

describe('a purchase while Redis is cut', () => {
  const PLAYER = '76561198000000901';
  const ADMIN = '76561198000000902';
  let stack: TestStack;
  let redisPort: number;
  let redisServer: ChildProcess | null = null;

  /** A Redis of the command service's own on a free port, so that it can be cut without touching the others'. */
  async function startRedis(): Promise<void> {
    redisServer = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
      if (
        await probe.connect().then(
          () => probe.ping(),
          () => null,
        )
      )
        break;
    }
    probe.disconnect();
  }
  async function cutRedis(): Promise<void> {
    const server = redisServer!;
    redisServer = null;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  async function signIn(steamId: string): Promise<string> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Buyer ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    return answer.setCookie!;
  }
  const post = <T>(cookie: string, path: string, body?: unknown) =>
    visit<T>(`${stack.baseUrl}${path}`, {
      method: 'POST',
      cookie,
      headers: { origin: stack.baseUrl, 'idempotency-key': randomUUID() },
      body,
    });

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    stack = await startTestStack({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, ADMIN_STEAM_IDS: ADMIN, DEV_SIGN_IN: 'true' });
  });
  afterAll(async () => {
    if (!redisServer) await startRedis();
    await stack?.stop();
    redisServer?.kill('SIGKILL');
  });

  test('answers 503 busy with Retry-After, not 500; once Redis is back the purchase goes through', async () => {
    const player = await signIn(PLAYER);
    const admin = await signIn(ADMIN);
    expect((await post<GrantReply>(admin, `/api/admin/players/${PLAYER}/grant`, { gold: 10_000, reason: 'outage test' })).status).toBe(200);

    await cutRedis();
    const cut = await post(player, `/api/players/${PLAYER}/buy_item/chest_basic`);
    expect([cut.status, errorOf(cut)?.code, cut.headers.get('retry-after')]).toEqual([503, 'busy', '1']);

    await startRedis();
    // the sessions were in the Redis that was cut: sign in again
    const again = await signIn(PLAYER);
    let bought = await post(again, `/api/players/${PLAYER}/buy_item/chest_basic`);
    for (const deadline = Date.now() + 10_000; bought.status === 503 && Date.now() < deadline; await sleep(100)) {
      bought = await post(again, `/api/players/${PLAYER}/buy_item/chest_basic`);
    }
    expect(bought.status).toBe(200);
  }, 60_000);
});
