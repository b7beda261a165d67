import { createHash } from 'node:crypto';
import type * as http from 'node:http';
import Redis from 'ioredis';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder, versionChannel } from '@arena/read-models';
import { portOf, Projector, ProjectorOptions, startOpsServer } from '@arena/projector';
import { json } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, REDIS_URL, startTestStack, TestStack } from '../support/test-stack';

const MATCH = '6617222774';
const WINNER = '76561197960956468';
/** Pages the read models answer, each with the sample game in it. */
const PAGES = [`/api/games/${MATCH}`, '/api/games', '/api/leaderboard', `/api/players/${WINNER}`, `/api/players/${WINNER}/games`];
/** How long the read models may take to come back. */
const RECOVERY_MS = 30_000;

/** An answer reduced to its status and a digest of its bytes (a failure then prints short lines). */
async function get(url: string): Promise<string> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return `${response.status} ${body.length} bytes ${createHash('sha256').update(body).digest('hex')}`;
}

async function health(url: string): Promise<{ code: number; body: { status: string; read_models?: string } }> {
  const response = await fetch(url);
  return { code: response.status, body: await json<{ status: string; read_models?: string }>(response) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every read-model key of a running stack deleted (as a Redis flush or a failover to an empty
 * replica leaves it), and no event after it: the read models come back by themselves, and both
 * services' `/healthz` say degraded until they do.
 */
describe('read models deleted under a running stack', () => {
  let stack: TestStack;
  let opsServer: http.Server;
  let before: string[];
  let projectorHealth: string;
  const commandHealth = () => `${stack.baseUrl}/healthz`;
  const readPages = () => Promise.all(PAGES.map((page) => get(`${stack.baseUrl}${page}`)));
  /**
   * Every key of the namespace deleted at one instant (one DEL of what a scan found), as a flush
   * would: deleted while the scan went on, a rebuild lock a projector took meanwhile could vanish too.
   */
  const deleteNamespace = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await stack.redis.scan(cursor, 'MATCH', `${stack.namespace}:*`, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
    if (found.length > 0) await stack.redis.del(...found);
  };
  const closeOpsServer = () => {
    opsServer?.close();
    opsServer?.closeAllConnections(); // fetch keeps connections alive
  };

  beforeAll(async () => {
    stack = await startTestStack();
    opsServer = await startOpsServer(stack.projector, 0);
    projectorHealth = `http://127.0.0.1:${portOf(opsServer)}/healthz`;
    for (const payload of loadSampleGame()) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
    before = await readPages();
  });
  afterAll(async () => {
    closeOpsServer();
    await stack?.stop();
  });

  /**
   * Polls the command service's `/healthz`, then the pages, then the projector's `/healthz`, until
   * both say ok (at most RECOVERY_MS). The command service's `/healthz` is read before the pages:
   * once it says ok, the pages read after it must be back as they were.
   * @returns the statuses each `/healthz` answered, in order.
   */
  async function untilHealthy(): Promise<{ command: string[]; projector: string[] }> {
    const seen = { command: [] as string[], projector: [] as string[] };
    for (const deadline = Date.now() + RECOVERY_MS; Date.now() < deadline; await sleep(50)) {
      const command = await health(commandHealth());
      const pages = await readPages();
      const projector = await health(projectorHealth);
      seen.command.push(command.body.status);
      seen.projector.push(projector.body.status);
      // degraded, not down: the service still records results, a load balancer keeps it
      expect([command.code, projector.code]).toEqual([200, 200]);
      if (command.body.status === 'ok') expect(pages).toEqual(before);
      if (command.body.status === 'ok' && projector.body.status === 'ok') return seen;
    }
    throw new Error(`/healthz did not say ok again within ${RECOVERY_MS} ms`);
  }

  /** Both `/healthz` say ok, the pages answer as before, and nothing was appended since `head`. */
  async function expectRecovered(head: number) {
    expect(await readPages()).toEqual(before);
    expect(await health(commandHealth())).toEqual({ code: 200, body: { status: 'ok', redis: true, read_models: 'ok' } });
    expect(await health(projectorHealth)).toEqual({ code: 200, body: { status: 'ok', redis: true, read_models: 'ok', checkpoint: head } });
    expect(await stack.projectorStore.headPosition()).toBe(head);
    // nothing is left of the lost versions or of a failed rebuild: the live version's keys only
    const live = await stack.redis.get(currentVersionKey(stack.namespace));
    const versionKeys = await stack.redis.keys(`${stack.namespace}:v*:*`);
    expect(versionKeys.filter((key) => !key.startsWith(`${stack.namespace}:${live}:`))).toEqual([]);
    expect(versionKeys.length).toBeGreaterThan(PAGES.length);
  }

  /** Counts the version switches announced on the namespace's channel. */
  async function countSwitches(): Promise<{ switches: string[]; close(): void }> {
    const subscriber = new Redis(REDIS_URL);
    const switches: string[] = [];
    subscriber.on('message', (_channel, version: string) => switches.push(version));
    await subscriber.subscribe(versionChannel(stack.namespace));
    return { switches, close: () => subscriber.disconnect() };
  }

  /** A projector process of its own on the stack's store and namespace. */
  async function startProjector(options: Partial<ProjectorOptions>) {
    const store = new SqliteEventStore(stack.eventStorePath, { pollIntervalMs: 10 });
    const redis = new Redis(REDIS_URL);
    const eventStore = { kind: 'sqlite' as const, path: stack.eventStorePath };
    const projector = new Projector({
      store,
      redis,
      namespace: stack.namespace,
      eventStore,
      redisUrl: REDIS_URL,
      retryDelayMs: 50,
      watchdogIntervalMs: 100,
      ...options,
    });
    await projector.start();
    const stop = async () => {
      await projector.stop();
      await store.close();
      redis.disconnect();
    };
    return { projector, stop };
  }

  /**
   * Replaces the stack's projector with one projector per element of `options` (replicas, as a
   * deployment may run), the projector `/healthz` polled being the first one's.
   */
  async function replaceProjector(...options: Partial<ProjectorOptions>[]) {
    await stack.projector.stop();
    const replicas: Awaited<ReturnType<typeof startProjector>>[] = [];
    for (const each of options) replicas.push(await startProjector(each));
    closeOpsServer();
    opsServer = await startOpsServer(replicas[0].projector, 0);
    projectorHealth = `http://127.0.0.1:${portOf(opsServer)}/healthz`;
    return { projectors: replicas.map((replica) => replica.projector), stop: () => Promise.all(replicas.map((replica) => replica.stop())) };
  }

  test('the pages answer before the deletion, and both /healthz say ok', async () => {
    expect(before.map((answer) => answer.slice(0, 4))).toEqual(PAGES.map(() => '200 '));
    await expectRecovered(await stack.projectorStore.headPosition());
  });

  test('with every key of the namespace deleted, /healthz says degraded until the same pages answer again, byte for byte', async () => {
    const head = await stack.projectorStore.headPosition();
    await deleteNamespace();

    const seen = await untilHealthy();
    expect(seen.command[0]).toBe('degraded');
    expect(seen.projector[0]).toBe('degraded');
    await expectRecovered(head);
  });

  test('with two projectors running, one rebuilds and both follow the rebuilt version', async () => {
    // rebuilds slowed down (two events at a time, a pause after each) to last several watchdog
    // intervals, so both projectors find the read models lost while one rebuilds them
    const rebuilds: number[] = [];
    const replica = (n: number): Partial<ProjectorOptions> => ({
      onRebuilding: () => rebuilds.push(n),
      rebuild: { batchSize: 2, onProgress: () => sleep(40) },
    });
    const replicas = await replaceProjector(replica(1), replica(2));
    const announced = await countSwitches();
    try {
      const head = await stack.projectorStore.headPosition();
      await deleteNamespace();

      await untilHealthy();
      await expectRecovered(head);
      const live = await stack.redis.get(currentVersionKey(stack.namespace));
      expect(rebuilds).toHaveLength(1);
      expect(announced.switches).toEqual([live]);
      await Promise.all(replicas.projectors.map((projector) => projector.waitFor(head)));
      expect(replicas.projectors.map((projector) => projector.version)).toEqual([live, live]);
    } finally {
      announced.close();
      await replicas.stop();
    }
  });

  test('deleted again in the middle of the rebuild, they are rebuilt once more', async () => {
    // a projector whose rebuild applies two events at a time, and deletes every key of the
    // namespace (the half-built version and the rebuild lock too) after its first batch, once
    let deletions = 0;
    const failures: Error[] = [];
    const replicas = await replaceProjector({
      onError: (error) => failures.push(error),
      rebuild: {
        batchSize: 2,
        onProgress: async () => {
          if (deletions++ === 0) await deleteNamespace();
        },
      },
    });
    const announced = await countSwitches();
    try {
      const head = await stack.projectorStore.headPosition();
      await deleteNamespace();

      const seen = await untilHealthy();
      expect(seen.command[0]).toBe('degraded');
      await expectRecovered(head);
      expect(deletions).toBeGreaterThan(1);
      // the first rebuild found its checkpoint gone and stopped; only the second one switched
      expect(failures.map((error) => error.name)).toContain('CheckpointMovedError');
      expect(announced.switches).toHaveLength(1);
    } finally {
      announced.close();
      await replicas.stop();
    }
  });

  test('a projector started on a Redis that lost them (none was running) rebuilds them before following', async () => {
    await stack.projector.stop();
    const head = await stack.projectorStore.headPosition();
    await deleteNamespace();
    const rebuilt: number[] = [];
    const replicas = await replaceProjector({ onRebuilt: (result) => rebuilt.push(result.events) });
    try {
      // start() resolved after the rebuild: nothing to wait for
      expect(rebuilt).toEqual([head]);
      expect(replicas.projectors[0].checkpoint).toBe(head);
      await untilHealthy();
      await expectRecovered(head);
    } finally {
      await replicas.stop();
    }
  });
});

/**
 * With no event stored, empty read models are complete: a fresh Redis (or one flushed) is not
 * "degraded", or `npm start` would wait forever before loading its demo games.
 */
describe('read models of an empty store', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test('/healthz says ok on a fresh Redis, and again once the deleted first version is recreated', async () => {
    const ok = { code: 200, body: { status: 'ok', redis: true, read_models: 'ok' } };
    expect(await health(`${stack.baseUrl}/healthz`)).toEqual(ok);
    await deleteKeysUnder(stack.redis, `${stack.namespace}:`);

    const deadline = Date.now() + RECOVERY_MS;
    let reply = await health(`${stack.baseUrl}/healthz`);
    while (reply.body.status !== 'ok' && Date.now() < deadline) {
      await sleep(50);
      reply = await health(`${stack.baseUrl}/healthz`);
    }
    expect(reply).toEqual(ok);
    expect(await stack.projectorStore.headPosition()).toBe(0);
    // a result posted now is served as usual
    const [first] = loadSampleGame();
    expect((await postPlayerResult(stack.baseUrl, first)).status).toBe(200);
    await stack.settle();
    expect((await fetch(`${stack.baseUrl}/api/players/${first.steamID}`)).status).toBe(200);
  });
});
