import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { Projector, rebuildReadModels } from '@arena/projector';
import { currentVersionKey, openRedis, readModelKeys } from '@arena/read-models';
import { seedEventStore } from '../bench/seed-event-store';
import { dumpReadModels } from '../support/read-model-dump';
import { SentinelTopology, sentinelUnavailable } from '../support/redis-sentinel';

/** The test's servers: a primary, its replica, three Sentinels. */
const PORTS = { primary: 7011, replica: 7012, sentinels: [7013, 7014, 7015] as [number, number, number] };
/** With Sentinels the URL gives only the password, database and TLS settings: none here. */
const REDIS_URL = 'redis://127.0.0.1';
const unavailable = sentinelUnavailable();

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The read models' production topology (docs/architecture.md, "Redis topology"): a primary with a
 * replica and three Sentinels, the projector connected through the Sentinels. The primary fails
 * over (`SENTINEL FAILOVER`) while events keep coming: the writes the old primary took after the
 * replica was promoted (until the client hears the Sentinels' `+switch-master`) are lost, batches
 * and checkpoint together (one MULTI), so the projector finds the checkpoint behind what it applied
 * and projects those events again from there. In the end the read models equal a rebuild from
 * position 0: nothing lost, nothing applied twice.
 */
function sentinelSuite(): void {
  let topology: SentinelTopology;
  let dir: string;
  beforeAll(async () => {
    topology = await SentinelTopology.start(PORTS);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-sentinel-store-'));
  });
  afterAll(async () => {
    await topology?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the projector follows a failover of the primary; read models and checkpoint stay consistent', async () => {
    const storePath = path.join(dir, 'events.sqlite');
    const store = new SqliteEventStore(storePath, { pollIntervalMs: 10 });
    const namespace = `test-sentinel-${process.pid}-${randomBytes(4).toString('hex')}`;
    const redis = openRedis(REDIS_URL, topology.sentinel);
    const reader = openRedis(REDIS_URL, topology.sentinel);
    const errors: Error[] = [];
    const projector = new Projector({
      store,
      redis,
      namespace,
      eventStore: { kind: 'sqlite', path: storePath },
      redisUrl: REDIS_URL,
      redisSentinel: topology.sentinel,
      maxBatch: 20,
      retryDelayMs: 50,
      watchdogIntervalMs: 100,
      onError: (error) => errors.push(error),
    });
    const games = demoGames(200, 20);
    const storedCheckpoint = async () => {
      const version = await reader.get(currentVersionKey(namespace));
      return version ? Number(await reader.get(readModelKeys(namespace, version).checkpoint)) : -1;
    };
    try {
      expect(await topology.primaryPort()).toBe(PORTS.primary);
      await seedEventStore(store, games.slice(0, 10));
      await projector.start();
      const firstHead = await store.headPosition();
      await projector.waitFor(firstHead);

      // games keep coming, one every 50 ms, until the failover is done
      let failedOver = false;
      let seeded = 10;
      const seeding = (async () => {
        for (; !failedOver; seeded++) {
          await seedEventStore(store, [games[seeded]]);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await until(async () => (await storedCheckpoint()) > firstHead, 'the projector under way');
      await topology.failover();
      failedOver = true;
      expect(await topology.primaryPort()).toBe(PORTS.replica);
      await seeding;
      // the batches the old primary took after the promotion are lost with their checkpoint; with
      // no new event to find it behind, the watchdog notices and they are projected again
      const head = await store.headPosition();
      await until(async () => (await storedCheckpoint()) === head, `the checkpoint at ${head} on the new primary`);
      // and more games come after the failover
      await seedEventStore(store, games.slice(seeded, seeded + 3));
      const finalHead = await store.headPosition();
      await until(async () => (await storedCheckpoint()) === finalHead, `the checkpoint at ${finalHead}`);
      await projector.stop();

      const version = (await reader.get(currentVersionKey(namespace)))!;
      const live = await dumpReadModels(reader, readModelKeys(namespace, version).prefix);
      const rebuilt = await rebuildReadModels({
        eventStore: { kind: 'sqlite', path: storePath },
        redisUrl: REDIS_URL,
        redisSentinel: topology.sentinel,
        namespace,
        dropOldAfterMs: 0,
      });
      expect(rebuilt.events).toBe(finalHead);
      expect(Object.keys(live).length).toBeGreaterThan(100);
      expect(await dumpReadModels(reader, readModelKeys(namespace, rebuilt.version).prefix)).toEqual(live);
      expect(seeded).toBeGreaterThan(12);
      // whatever failed on the way (a dropped connection, a checkpoint found behind) was resumed from
      expect(errors.every((error) => !/WRONGTYPE|ERR /.test(error.message))).toBe(true);
      // the old primary, still up, was turned into a replica of the new one (Sentinel does it within seconds)
      await until(async () => (await topology.info(PORTS.primary, 'replication')).includes('role:slave'), 'the old primary a replica');
    } finally {
      await projector.stop();
      await store.close();
      redis.disconnect();
      reader.disconnect();
    }
  });
}

if (unavailable) {
  const reason = `read models through Sentinel skipped: ${unavailable}`;
  // Not console.warn: jest drops the console output of a test file whose tests are all skipped.
  process.stderr.write(`${reason}\n`);
  describe.skip(reason, sentinelSuite);
} else {
  describe('read models on a primary with a replica and Sentinel', sentinelSuite);
}
