import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder } from '@arena/read-models';
import { Projector } from '../projector';
import { EventRelay } from './event-relay';
import { markStatsFloor, projectWithoutStats, statsConsumer } from './stats-from-bus';
import { gatedEval, REDIS_URL, waitFor } from './testing/bus-harness';
import { FaultyBus } from './testing/faulty-bus';
import { InMemoryBus } from './testing/in-memory-bus';
import { appendStatsEvents } from './testing/stats-events';

const TOPIC = 'bustest.stats';
const GROUP = 'bustest-stats';

/** Every key under `prefix` but the bus consumers' own, with its value, keyed without the prefix (hashes as sorted entries). */
async function dump(redis: Redis, prefix: string): Promise<Record<string, unknown>> {
  const dumped: Record<string, unknown> = {};
  for (const key of (await redis.keys(`${prefix}*`)).sort()) {
    const name = key.slice(prefix.length);
    if (name.startsWith('bus:')) continue;
    const type = await redis.type(key);
    if (type === 'hash') dumped[name] = Object.entries(await redis.hgetall(key)).sort(([a], [b]) => (a < b ? -1 : 1));
    else if (type === 'zset') dumped[name] = await redis.zrange(key, '0', '-1', 'WITHSCORES');
    else if (type === 'list') dumped[name] = await redis.lrange(key, 0, -1);
    else if (type === 'set') dumped[name] = (await redis.smembers(key)).sort();
    else dumped[name] = await redis.get(key);
  }
  return dumped;
}

const statsOnly = (dumped: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(dumped).filter(([name]) => name.startsWith('stats:')));

describe('the statistics fed from the bus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bus-stats-'));
  const path = join(dir, 'events.sqlite');
  const run = randomUUID().slice(0, 8);
  const fromStore = `bustest:${process.pid}:${run}:store`;
  const fromBus = `bustest:${process.pid}:${run}:bus`;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL);
    connections.push(redis);
    return redis;
  };

  afterAll(async () => {
    const redis = connect();
    await deleteKeysUnder(redis, `${fromStore}:`);
    await deleteKeysUnder(redis, `${fromBus}:`);
    for (const connection of connections) connection.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it('equal, key for key and byte for byte, what the store subscription builds, after duplicates, crashes and rebalances', async () => {
    const store = new SqliteEventStore(path, { pollIntervalMs: 10 });
    const eventStore = { kind: 'sqlite' as const, path };
    const bus = new InMemoryBus({ partitions: 4, maxBatch: 7, seed: 7 });
    const relayBus = new FaultyBus(bus);
    const options = { store, eventStore, redisUrl: REDIS_URL, onError: () => undefined };
    // every read model from the store subscription, as with STATS_SOURCE=store
    const projector = new Projector({ ...options, redis: connect(), namespace: fromStore });
    // every read model but the statistics, as with STATS_SOURCE=bus
    const busProjectorRedis = connect();
    const busProjector = new Projector({
      ...options,
      redis: busProjectorRedis,
      namespace: fromBus,
      project: projectWithoutStats,
      onFollow: markStatsFloor(busProjectorRedis, TOPIC),
    });
    const relay = new EventRelay({
      store,
      bus: relayBus,
      redis: connect(),
      namespace: fromBus,
      topic: TOPIC,
      maxBatch: 9,
      retryDelayMs: 20,
      publishTimeoutMs: 300,
      leaseMs: 1_000,
    });
    const consumers: { stop(): Promise<void> }[] = [];
    /** Partitions committed by members other than the first. */
    const committedByOthers = new Set<number>();
    const member = async (redis: Redis = connect()) => {
      const first = consumers.length === 0;
      const onCommitted = (partition: number) => (first ? undefined : committedByOthers.add(partition));
      const consumer = statsConsumer({ bus, redis, namespace: fromBus, topic: TOPIC, groupId: GROUP, onCommitted });
      await consumer.start();
      consumers.push(consumer);
      return consumer;
    };
    let release = () => undefined as void;
    try {
      await projector.start();
      await busProjector.start();
      relay.start();
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding = 0;
      const hold = () => {
        holding++;
        return held;
      };
      const crashing = await member(gatedEval(connect(), hold));
      await member();

      // duplicates: every batch stored twice
      relayBus.duplicate = true;
      let head = await appendStatsEvents(store, 10);
      await waitFor('a batch in hand', () => holding > 0);
      // a member dies with batches in hand (their commits land later); a third joins (a rebalance)
      const inHand = crashing.partitionsHeld;
      bus.crash(crashing.busConsumer!);
      await member();
      relayBus.duplicate = false;
      head = await appendStatsEvents(store, 10, Date.UTC(2025, 2, 2, 9));
      // the crashed member's commits land once another has written one of its partitions
      await waitFor("another member at the crashed member's partitions", () =>
        inHand.some((partition) => committedByOthers.has(partition)),
      );
      release();
      // the acknowledgement of a batch is lost: the relay publishes it again
      const published = relayBus.attempts.length;
      relayBus.ack = 'lost-ack';
      head = await appendStatsEvents(store, 10, Date.UTC(2025, 2, 3, 9));
      await waitFor('a batch published again after its acknowledgement was lost', () => relayBus.attempts.length >= published + 2);
      relayBus.ack = 'ack';

      await waitFor('both projectors at the head', () => projector.checkpoint === head && busProjector.checkpoint === head);
      const redis = connect();
      await waitFor(
        'the statistics from the bus',
        async () => JSON.stringify(await dump(redis, `${fromBus}:v1:`)) === JSON.stringify(await dump(redis, `${fromStore}:v1:`)),
        30_000,
      );
      for (const consumer of consumers) await consumer.stop();
      await bus.settle();

      const built = await dump(redis, `${fromStore}:v1:`);
      const fed = await dump(redis, `${fromBus}:v1:`);
      expect(Object.keys(statsOnly(built)).length).toBeGreaterThan(100);
      expect(statsOnly(fed)).toEqual(statsOnly(built));
      // and the other read models, which the live projector built without the statistics, too
      expect(fed).toEqual(built);
      expect(await redis.get(`${fromBus}:v1:bus:stats:floor`)).toBe('0');
    } finally {
      release();
      for (const consumer of consumers) await consumer.stop();
      await relay.stop();
      await projector.stop();
      await busProjector.stop();
      await bus.close();
      await store.close();
    }
  });
});
