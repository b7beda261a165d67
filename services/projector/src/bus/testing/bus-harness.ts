import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { type RecordedEvent, SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder, type ProjectEvent, type VersionKeys, versionKeys } from '@arena/read-models';
import { EventRelay, type EventRelayOptions } from '../event-relay';
import type { BusConsumer, MessageBus } from '../message-bus';
import { busConsumerKeys } from '../partition-commit';
import { PartitionedConsumer } from '../partitioned-consumer';
import { relayKeys } from '../relay-lease';
import { FaultyBus } from './faulty-bus';

/** A bus for one scenario of the contract suite: a fresh topic, and how to crash one of its consumers. */
export interface BusUnderTest {
  bus: MessageBus;
  topic: string;
  partitions: number;
  /** Ends a member as a crash would (at once where the bus can; otherwise it leaves without finishing anything). */
  crash(consumer: BusConsumer): Promise<void>;
  /** Waits for handlers still running after a crash, where the bus can tell. */
  settle(): Promise<void>;
  cleanup(): Promise<void>;
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The read model the suite's consumers feed: a counter per event position and each stream's positions in the order applied. */
const READ_MODEL = 'effects';
const VERSION = 'v1';

let scenarios = 0;

/** Polls `condition` every 20 ms. @throws naming `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One member of the suite's consumer group, and what the test does to it. */
export interface Member {
  consumer: PartitionedConsumer<VersionKeys>;
  /** Batches it committed. */
  commits: number;
  /** Set once it is crashed: every batch it still handles fails before its commit. */
  dead: boolean;
  /** Commits waiting for `MemberOptions.holdCommits`. */
  holding: number;
  /** Commits refused because another member had moved the partition's offset. */
  refused: number;
}

export interface MemberOptions {
  /** Crash after this many commits: `before-commit` fails the next batch before its commit, `after-commit` fails it right after. */
  crashAfter?: { commits: number; point: 'before-commit' | 'after-commit' };
  /** Holds its commits (its state read, its effects computed) until this settles: batches in hand during a rebalance. */
  holdCommits?: Promise<void>;
}

/**
 * A scenario of the bus's contract: an event store (a SQLite file) with events on many streams,
 * a namespace in the real Redis (`bustest:...`, deleted afterwards), relays publishing the store to
 * the bus, and members of a consumer group feeding a read model that counts every event's effects.
 */
export class BusScenario {
  readonly store: SqliteEventStore;
  readonly redis: Redis;
  readonly namespace = `bustest:${process.pid}:${++scenarios}:${randomUUID().slice(0, 8)}`;
  readonly groupId = `bustest-${process.pid}-${scenarios}`;
  readonly members: Member[] = [];
  private readonly relays: { relay: EventRelay; redis: Redis }[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), 'arena-bus-'));
  private version: VersionKeys;

  private constructor(readonly target: BusUnderTest) {
    this.store = new SqliteEventStore(join(this.dir, 'events.sqlite'), { pollIntervalMs: 10 });
    this.redis = new Redis(REDIS_URL);
    this.version = versionKeys(this.namespace, VERSION);
  }

  /** A scenario over a fresh bus, its read model's version live with checkpoint and floor 0. */
  static async open(factory: () => Promise<BusUnderTest>): Promise<BusScenario> {
    const scenario = new BusScenario(await factory());
    const { redis, version, namespace, target } = scenario;
    await redis.set(currentVersionKey(namespace), VERSION);
    await redis.set(version.checkpoint, 0);
    await redis.set(busConsumerKeys(version, READ_MODEL, target.topic).floor, 0);
    return scenario;
  }

  /** Appends `perStream` events to each of `streams` streams, a stream after another in turn (positions interleave). */
  async append(streams = 12, perStream = 8): Promise<RecordedEvent[]> {
    const tag = randomUUID().slice(0, 8);
    for (let n = 0; n < perStream; n++) {
      for (let s = 0; s < streams; s++) {
        const decidedAt = new Date().toISOString();
        await this.store.append(
          `bustest-${tag}-${s}`,
          [{ id: randomUUID(), type: 'Tick', data: { n }, metadata: { decidedAt, correlationId: `corr-${s}-${n}` } }],
          n === 0 ? 'no_stream' : n - 1,
        );
      }
    }
    return this.store.readAll(0, 1_000_000);
  }

  /** Starts a relay over a `FaultyBus` of its own (its faults set by the test), on a Redis connection of its own. */
  relay(options: Partial<EventRelayOptions> = {}): { relay: EventRelay; faulty: FaultyBus; redis: Redis; errors: Error[] } {
    const faulty = new FaultyBus(this.target.bus);
    const redis = new Redis(REDIS_URL);
    const errors: Error[] = [];
    const relay = new EventRelay({
      store: this.store,
      bus: faulty,
      redis,
      namespace: this.namespace,
      topic: this.target.topic,
      maxBatch: 10,
      retryDelayMs: 50,
      onError: (error) => errors.push(error),
      ...options,
    });
    relay.start();
    this.relays.push({ relay, redis });
    return { relay, faulty, redis, errors };
  }

  /** Starts a member of the group counting effects (see `MemberOptions` for what it suffers). */
  async member(options: MemberOptions = {}): Promise<Member> {
    let held = options.holdCommits;
    void held?.finally(() => (held = undefined));
    const gate = async () => {
      if (!held) return;
      member.holding++;
      await held;
      member.holding--;
    };
    const redis = held ? gatedEval(this.redis, gate) : this.redis;
    const project: ProjectEvent<VersionKeys> = (writes, keys, event) => {
      if (member.dead) throw new Error('crashed');
      writes.hincrby(`${keys.prefix}effects`, String(event.position), 1);
      writes.lpushCapped(`${keys.prefix}order:${event.stream}`, String(event.position), 100_000);
    };
    const member: Member = {
      dead: false,
      holding: 0,
      refused: 0,
      commits: 0,
      consumer: new PartitionedConsumer<VersionKeys>({
        bus: this.target.bus,
        redis,
        namespace: this.namespace,
        topic: this.target.topic,
        groupId: this.groupId,
        name: READ_MODEL,
        keysOf: versionKeys,
        project,
        onMoved: () => member.refused++,
        onCommitted: () => {
          member.commits++;
          const crash = options.crashAfter;
          if (!crash || member.dead || member.commits < crash.commits) return;
          member.dead = true;
          void this.target.crash(member.consumer.busConsumer!);
          if (crash.point === 'after-commit') throw new Error('crashed after its commit');
        },
      }),
    };
    await member.consumer.start();
    this.members.push(member);
    return member;
  }

  /**
   * Makes `version` the live one as a rebuild would: its read model already holds the effects of
   * every event up to `floor` (written here), its checkpoint and floor are `floor`.
   */
  async rebuildTo(version: string, floor: number): Promise<void> {
    const keys = versionKeys(this.namespace, version);
    for (const event of await this.store.readAll(0, floor)) {
      if (event.position > floor) break;
      await this.redis.hset(`${keys.prefix}effects`, String(event.position), 1);
      await this.redis.lpush(`${keys.prefix}order:${event.stream}`, String(event.position));
    }
    await this.redis.set(keys.checkpoint, floor);
    await this.redis.set(busConsumerKeys(keys, READ_MODEL, this.target.topic).floor, floor);
    await this.redis.set(currentVersionKey(this.namespace), version);
    this.version = keys;
  }

  /** The relay's checkpoint in Redis (0 when none). */
  async relayCheckpoint(): Promise<number> {
    return Number((await this.redis.get(relayKeys(this.namespace, this.target.topic).checkpoint)) ?? 0);
  }

  /** How many events have an effect so far. */
  async applied(): Promise<number> {
    return this.redis.hlen(`${this.version.prefix}effects`);
  }

  /** Waits until every event in the store has its effect. */
  async waitForEffects(timeoutMs?: number): Promise<void> {
    const total = await this.store.headPosition();
    await waitFor(`${total} events applied`, async () => (await this.applied()) >= total, timeoutMs);
  }

  /**
   * Stops every member, waits for handlers still running, and returns the read model: effects per
   * event position, and each stream's positions in the order applied.
   */
  async readModel(): Promise<{ effects: Record<string, string>; orders: Record<string, number[]> }> {
    for (const member of this.members) if (!member.dead) await member.consumer.stop();
    await this.target.settle();
    const orders: Record<string, number[]> = {};
    const prefix = `${this.version.prefix}order:`;
    for (const key of await this.redis.keys(`${prefix}*`))
      orders[key.slice(prefix.length)] = (await this.redis.lrange(key, 0, -1)).reverse().map(Number);
    return { effects: await this.redis.hgetall(`${this.version.prefix}effects`), orders };
  }

  /** The store's positions per stream, in order: what `readModel().orders` must be. */
  async expectedOrders(): Promise<Record<string, number[]>> {
    const orders: Record<string, number[]> = {};
    for (const event of await this.store.readAll(0, 1_000_000)) (orders[event.stream] ??= []).push(event.position);
    return orders;
  }

  /** Stops relays and members, deletes the namespace's keys and the store. */
  async close(): Promise<void> {
    for (const { relay } of this.relays) await relay.stop();
    for (const member of this.members) await member.consumer.stop().catch(() => undefined);
    await this.target.cleanup();
    for (const { redis } of this.relays) redis.disconnect();
    await deleteKeysUnder(this.redis, `${this.namespace}:`);
    this.redis.disconnect();
    await this.store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** `redis` whose `eval` (a commit) first waits for `gate()`. */
export function gatedEval(redis: Redis, gate: () => Promise<void>): Redis {
  return new Proxy(redis, {
    get(target, property, receiver) {
      if (property === 'eval')
        return async (...args: Parameters<Redis['eval']>) => {
          await gate();
          return target.eval(...args);
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
