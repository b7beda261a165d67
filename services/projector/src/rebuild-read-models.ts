import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type Redis from 'ioredis';
import { EventStoreConfig, openEventStore } from '@arena/eventstore';
import {
  currentVersionKey,
  deleteKeysUnder,
  initCheckpoint,
  openRedis,
  readModelKeys,
  type RedisSentinel,
  registerReadModelCommands,
  switchVersion,
} from '@arena/read-models';
import { commitRebuildBatch } from './apply-batch';
import { RebuildLock, RebuildUnderWayError } from './rebuild-lock';
import type { RangeWorkerOptions, WorkerMessage } from './rebuild-range.worker';

export interface RebuildProgress {
  /** Events applied so far. */
  done: number;
  /** Position of the store's last event when last looked at. */
  head: number;
  /** Position reached. */
  position: number;
}

export interface RebuildOptions {
  /** The event store to replay; each worker thread opens a connection of its own. */
  eventStore: EventStoreConfig;
  /** The Redis server; the rebuild opens a connection of its own (it WATCHes). */
  redisUrl: string;
  /** Sentinels naming the primary (then `redisUrl` gives only its password, database, TLS). */
  redisSentinel?: RedisSentinel;
  namespace: string;
  /** Events per range (default `REBUILD_BATCH`). */
  batchSize?: number;
  /** Pause between switching and deleting the old version, so in-flight reads finish. */
  dropOldAfterMs?: number;
  /** Called after each batch is applied; a returned promise is awaited before the next. */
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
  /**
   * The namespace's rebuild lock, already taken by the caller (who releases it). Without it the
   * rebuild takes the lock itself, and refuses to start when another process holds it.
   */
  lock?: RebuildLock;
  /**
   * Names of projections left out (`PROJECTIONS`): for measuring what one costs (`npm run bench`)
   * only, since the version switched to then lacks their read models.
   */
  without?: readonly string[];
}

export interface RebuildResult {
  version: string;
  previous: string | null;
  events: number;
  /** From the start to the switch (deleting the old version afterwards is not counted). */
  seconds: number;
}

/**
 * Rebuilds every read model from position 0 into a fresh version, switches readers and the
 * live projector over once it has caught up with the store, then deletes the old version.
 * The site keeps serving the old version until the switch. Worker threads read and project
 * ranges of events (see rebuild-range.worker.ts); this thread applies them to Redis in
 * position order, in transactions of bounded size (`commitRebuildBatch`), each range's last with
 * its checkpoint. One rebuild at a time per namespace (`RebuildLock`).
 * @throws RebuildUnderWayError when another process holds the rebuild lock (nothing is written).
 * @throws CheckpointMovedError when the new version's keys vanished mid-way (a Redis flush), or
 * Error when the lock was lost before the switch; the new version's keys are deleted and readers
 * stay on the old version.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { namespace } = options;
  const started = process.hrtime.bigint();
  // it WATCHes: a connection that drops ends the rebuild rather than reconnect (see TransactionConnection)
  const redis = openRedis(options.redisUrl, options.redisSentinel, { retryStrategy: () => null });
  registerReadModelCommands(redis);
  const ownLock = options.lock ? null : await RebuildLock.acquire(redis, namespace);
  const lock = options.lock ?? ownLock;
  try {
    if (!lock) throw new RebuildUnderWayError(`another process is rebuilding the read models of ${namespace}`);
    const previous = await redis.get(currentVersionKey(namespace));
    const version = `v${Date.now()}`;
    const keys = readModelKeys(namespace, version);
    const events = await replayInto(redis, version, options).catch(async (error: unknown) => {
      await deleteKeysUnder(redis, keys.prefix).catch(() => undefined);
      throw error;
    });
    if (!(await lock.held())) {
      await deleteKeysUnder(redis, keys.prefix);
      throw new Error('the rebuild lock was lost (expired, taken over or flushed) before the switch');
    }
    await switchVersion(redis, namespace, version);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (previous && previous !== version) {
      await new Promise((resolve) => setTimeout(resolve, options.dropOldAfterMs ?? 2000));
      await deleteKeysUnder(redis, readModelKeys(namespace, previous).prefix);
    }
    return { version, previous, events, seconds };
  } finally {
    await ownLock?.release().catch(() => undefined);
    redis.disconnect();
  }
}

/**
 * Replays the store from position 0 into the fresh `version`, written from scratch with
 * its checkpoint first (see `VersionKeys.checkpoint`).
 * @returns the number of events applied.
 */
async function replayInto(redis: Redis, version: string, options: RebuildOptions): Promise<number> {
  const keys = readModelKeys(options.namespace, version);
  await deleteKeysUnder(redis, keys.prefix);
  await initCheckpoint(redis, keys);
  const rangeSize = await rangeSizeOf(options);
  const workers = Array.from({ length: WORKERS }, (_, worker) => {
    const workerData: RangeWorkerOptions = {
      eventStore: options.eventStore,
      namespace: options.namespace,
      version,
      rangeSize,
      worker,
      workers: WORKERS,
      without: options.without,
    };
    return new Worker(WORKER_SCRIPT, { workerData });
  });
  let position = 0;
  let done = 0;
  try {
    for await (const message of rangesInOrder(workers)) {
      if (message.type === 'end') break;
      if (message.batch) {
        position = await commitRebuildBatch(redis, keys, position, message.batch);
        done += message.batch.count;
      }
      workers[message.range % WORKERS].postMessage('ack');
      await options.onProgress?.({ done, head: Math.max(message.head, position), position });
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return done;
}

/**
 * Events a range holds by default. Wide: a range's writes are coalesced, and the statistics'
 * counters of hours that several events share are written once (a range of 10,000 events of the
 * bench's 100,000 games writes 77 arguments per event, one of 2,000 events 152; the rebuild ran at
 * 3,800 instead of 2,150 events/s). Its transactions stay small (`commitRebuildBatch`).
 */
const REBUILD_BATCH = 10_000;

/** Worker threads reading and projecting ranges side by side (this machine has two cores). */
const WORKERS = 2;

/**
 * The compiled worker: tests run this module from source, but a worker thread needs
 * JavaScript, so it is always taken from the build (`npm test` builds first).
 */
const WORKER_SCRIPT = path.resolve(__dirname, '../dist/rebuild-range.worker.js');

/**
 * Width of a range of positions holding about `batchSize` events. SQLite positions count
 * events; KurrentDB positions are bytes in its log, so the width is measured on the first events.
 */
async function rangeSizeOf(options: RebuildOptions): Promise<number> {
  const batchSize = options.batchSize ?? REBUILD_BATCH;
  const store = openEventStore(options.eventStore);
  try {
    const sample = await store.readAll(0, batchSize);
    return sample.length < batchSize ? batchSize : Math.max(batchSize, sample[sample.length - 1].position);
  } finally {
    await store.close();
  }
}

type RangeMessage = Extract<WorkerMessage, { type: 'range' | 'end' }>;

/** The workers' ranges in range order, whichever worker finishes first; a failure ends it with an error. */
async function* rangesInOrder(workers: Worker[]): AsyncGenerator<RangeMessage> {
  const arrived = new Map<number, RangeMessage>();
  let failure = null as Error | null; // set by the workers' listeners
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  for (const worker of workers) {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'failed') failure ??= new Error(`rebuilding failed: ${message.message}`);
      else arrived.set(message.range, message);
      notify();
    });
    worker.on('error', (error: Error) => ((failure ??= error), notify()));
  }
  for (let range = 0; ;) {
    const next = arrived.get(range);
    if (next) {
      arrived.delete(range++);
      yield next;
    } else if (failure) throw failure;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}
