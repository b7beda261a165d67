import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import Redis from 'ioredis';
import { demoGames, postDemoGames } from '@arena/command';
import { currentVersionKey, deleteKeysUnder, readModelKeys, readModelStatus, rebuildLockKey } from '@arena/read-models';
import { RebuildLock, rebuildReadModels } from '@arena/projector';
import { dumpReadModels } from '../support/read-model-dump';
import { REDIS_URL, startTestStack, TestStack, TEST_SERVER_KEY } from '../support/test-stack';

const PROJECTOR_MAIN = path.resolve(__dirname, '../../services/projector/dist/main.js');

/**
 * The projector as a process of its own, killed with SIGKILL at random moments while games
 * keep coming, restarted each time: in the end its read models equal a rebuild's.
 */
describe('projector killed at any moment and restarted', () => {
  let stack: TestStack;
  let redis: Redis;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    stack = await startTestStack();
    // the in-process projector of the test stack stays out of this: the child process does the work
    await stack.projector.stop();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    redis?.disconnect();
    await stack?.stop();
  });

  const startProjector = () =>
    spawn(process.execPath, [PROJECTOR_MAIN], {
      env: {
        ...process.env,
        EVENT_STORE_PATH: stack.eventStorePath,
        READ_MODEL_NAMESPACE: stack.namespace,
        REDIS_URL,
        PROJECTOR_PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });

  test('ends with read models equal to a rebuild from position 0', async () => {
    const games = demoGames(40, 7);
    const posting = postDemoGames(games, { baseUrl: stack.baseUrl, serverKey: TEST_SERVER_KEY, concurrency: 4 });
    let kills = 0;
    let done = false;
    void posting.finally(() => (done = true));
    // kill and restart while the games are being posted, at random moments
    while (!done || kills < 5) {
      child = startProjector();
      await new Promise((resolve) => setTimeout(resolve, 80 + Math.random() * 250));
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      kills++;
    }
    await posting;

    child = startProjector();
    const head = await stack.projectorStore.headPosition();
    const version = (await redis.get(currentVersionKey(stack.namespace)))!;
    const live = readModelKeys(stack.namespace, version);
    const deadline = Date.now() + 30_000;
    while (Number(await redis.get(live.checkpoint)) < head && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Number(await redis.get(live.checkpoint))).toBe(head);
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;

    const liveDump = await dumpReadModels(redis, live.prefix);
    const rebuilt = await rebuildReadModels({
      eventStore: { kind: 'sqlite', path: stack.eventStorePath },
      redisUrl: REDIS_URL,
      namespace: stack.namespace,
      dropOldAfterMs: 0,
    });
    const rebuiltDump = await dumpReadModels(redis, readModelKeys(stack.namespace, rebuilt.version).prefix);

    expect(kills).toBeGreaterThanOrEqual(5);
    expect(rebuilt.events).toBe(head);
    expect(Object.keys(liveDump).length).toBeGreaterThan(40 + 40 * 2);
    expect(rebuiltDump).toEqual(liveDump);
    // the switch happened and the old version is gone
    expect(await redis.get(currentVersionKey(stack.namespace))).toBe(rebuilt.version);
    expect(await dumpReadModels(redis, live.prefix)).toEqual({});
  });
});

/**
 * A projector process that rebuilds lost read models slowly (two events a batch, 100 ms after
 * each): its rebuild lasts long enough to be killed in the middle of it.
 */
const SLOW_REBUILDER = `
const { Projector } = require('@arena/projector');
const { openEventStore } = require('@arena/eventstore');
const Redis = require('ioredis');
const eventStore = { kind: 'sqlite', path: process.env.EVENT_STORE_PATH };
const redis = new Redis(process.env.REDIS_URL);
const projector = new Projector({
  store: openEventStore(eventStore), redis, namespace: process.env.READ_MODEL_NAMESPACE, eventStore,
  redisUrl: process.env.REDIS_URL, watchdogIntervalMs: 100,
  rebuild: { batchSize: 2, onProgress: () => new Promise((resolve) => setTimeout(resolve, 100)) },
});
void projector.start();
`;

/**
 * A projector killed (SIGKILL) in the middle of rebuilding lost read models: its rebuild lock
 * lapses within seconds, and another projector rebuilds them (docs/architecture.md, "Watchdog").
 */
describe('projector killed in the middle of a rebuild', () => {
  let stack: TestStack;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    stack = await startTestStack();
    // 10 games of 8 results: well over a hundred events, a rebuild of several seconds at two a batch
    await postDemoGames(demoGames(10, 3), { baseUrl: stack.baseUrl, serverKey: TEST_SERVER_KEY });
    await stack.settle();
  });
  // stopping the stack waits for its projector's work in hand: beside the other suites on 2 cores
  // that once took over jest's default minute
  afterAll(async () => {
    child?.kill('SIGKILL');
    await stack?.stop();
  }, 120_000);

  test("another projector takes over once the killed one's lock lapses", async () => {
    const resume = await stack.stopProjector();
    await deleteKeysUnder(stack.redis, `${stack.namespace}:`);
    child = spawn(process.execPath, ['-e', SLOW_REBUILDER], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, EVENT_STORE_PATH: stack.eventStorePath, READ_MODEL_NAMESPACE: stack.namespace, REDIS_URL },
      stdio: 'ignore',
    });
    const lock = rebuildLockKey(stack.namespace);
    for (const deadline = Date.now() + 20_000; !(await stack.redis.exists(lock)) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stack.redis.exists(lock)).toBe(1);
    // well into its rebuild (a dozen slow batches), then killed
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await readModelStatus(stack.redis, stack.namespace)).status).toBe('rebuilding');
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
    const killed = Date.now();
    expect(await stack.redis.pttl(lock)).toBeLessThanOrEqual(5_000);

    await resume();
    while ((await readModelStatus(stack.redis, stack.namespace)).status !== 'ok' && Date.now() - killed < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // the lock lapses within 5 s of the kill (its TTL, checked above); the next watchdog check rebuilds.
    // How fast is the benchmark's business, not this test's: it waits up to 20 s for the outcome
    expect((await readModelStatus(stack.redis, stack.namespace)).status).toBe('ok');
    expect((await fetch(`${stack.baseUrl}/api/games/${demoGames(1, 3)[0].summary.matchID}`)).status).toBe(200);
  }, 60_000);
});

/**
 * The rebuild lock is renewed on a connection of its own: a holder whose own connection is busy
 * (a rebuild queues its writes there) keeps the lock past its expiry.
 */
describe('the rebuild lock of a holder whose connection is busy', () => {
  test('stays held past its expiry while the connection it was taken with waits on a command', async () => {
    const namespace = `test-lock-${process.pid}-${Date.now()}`;
    const holder = new Redis(REDIS_URL);
    const observer = new Redis(REDIS_URL);
    const lock = await RebuildLock.acquire(holder, namespace, 600);
    try {
      expect(lock).not.toBeNull();
      // the holder's connection answers nothing else until this command ends (1.8 s: three expiries)
      const busy = holder.blpop(`${namespace}:never-pushed`, 1.8);
      await busy;
      expect(await lock!.held()).toBe(true);
      expect(await observer.get(rebuildLockKey(namespace))).not.toBeNull();
    } finally {
      await lock?.release();
      expect(await observer.exists(rebuildLockKey(namespace))).toBe(0);
      holder.disconnect();
      observer.disconnect();
    }
  });
});
