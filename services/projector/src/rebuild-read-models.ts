import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type Redis from 'ioredis';
import { EventStoreConfig, openEventStore } from '@arena/eventstore';
import {
  BatchWriter,
  currentVersionKey,
  deleteKeysUnder,
  initCheckpoint,
  openRedis,
  readModelKeys,
  type ReadModelKeys,
  type RedisSentinel,
  registerReadModelCommands,
  switchVersion,
} from '@arena/read-models';
import { commitRebuildBatch } from './apply-batch';
import { prepareRange, projectionsOf } from './rebuild-range';
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
  /** Events per range (default: the store's events shared between the workers, at most `REBUILD_RANGE`). */
  batchSize?: number;
  /**
   * Events from which worker threads share the replay (default `WORKERS_FROM`); a smaller store
   * is replayed in this thread, unless `batchSize` asks for ranges.
   */
  workersFrom?: number;
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
 * ranges of events (see rebuild-range.worker.ts); this thread merges their coalesced writes in
 * position order (`BatchWriter.absorb`) and applies each window of ranges to Redis, keys not
 * written before as plain values (`BatchWriter.commands`), in transactions of bounded size
 * (`commitRebuildBatch`), each window's last with its checkpoint. One rebuild at a time per namespace (`RebuildLock`).
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
  const { rangeSize, windowSize, head, events } = await rangesOf(options);
  // nothing to replay (a first start): no worker threads to start, only the checkpoint at 0
  if (head === 0) return 0;
  if (options.batchSize === undefined && events < (options.workersFrom ?? WORKERS_FROM)) return replayHere(redis, keys, options);
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
  // the ranges merged since the last write, and the keys written so far (the others are fresh)
  let window: { writes: BatchWriter; to: number; count: number } | null = null;
  const written = new Set<string>();
  const flush = async () => {
    if (!window) return;
    const { writes, to, count } = window;
    window = null;
    const commands = writes.commands((key) => !written.has(key));
    position = await commitRebuildBatch(redis, keys, position, { commands, to, count });
    // a derived document's EVAL names its script first, then its key count, then the document
    for (const command of commands) written.add(command[0] === 'eval' ? command[3] : command[1]);
  };
  try {
    for await (const message of rangesInOrder(workers)) {
      if (message.type === 'end') break;
      const { batch } = message;
      if (batch) {
        const writes = new BatchWriter(batch.writes);
        if (window) {
          window.writes.absorb(writes);
          window.to = batch.to;
          window.count += batch.count;
        } else window = { writes, to: batch.to, count: batch.count };
        done += batch.count;
      }
      workers[message.range % WORKERS].postMessage('ack');
      if (window && window.count >= windowSize) await flush();
      await options.onProgress?.({ done, head: Math.max(message.head, position), position: window?.to ?? position });
    }
    await flush();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return done;
}

/**
 * A store of fewer events than this is replayed in the rebuild's own thread (`replayHere`): each
 * worker thread loads every module first (a quarter of a second of CPU on a quiet machine, seconds
 * on a loaded one), more than projecting a few thousand events costs.
 */
const WORKERS_FROM = 10_000;

/**
 * Replays a small store in this thread, in one window: every key is fresh (see `replayInto`).
 * @returns the number of events applied.
 */
async function replayHere(redis: Redis, keys: ReadModelKeys, options: RebuildOptions): Promise<number> {
  const store = openEventStore(options.eventStore);
  try {
    const range = await prepareRange(store, keys, projectionsOf(options.without), 0, Number.MAX_SAFE_INTEGER);
    if (!range) return 0;
    const commands = new BatchWriter(range.writes).commands(() => true);
    await commitRebuildBatch(redis, keys, 0, { commands, to: range.to, count: range.count });
    await options.onProgress?.({ done: range.count, head: range.to, position: range.to });
    return range.count;
  } finally {
    await store.close();
  }
}

/**
 * Most events a range holds by default; a store of fewer events is cut into one range per worker.
 * Wide: a range's writes are coalesced (the statistics' counters of hours that many events
 * share are written once), and the ranges are merged again before they are written.
 */
const REBUILD_RANGE = 50_000;

/**
 * Events whose merged writes are written at once. The first window's keys are all fresh, and
 * fresh keys take plain HSETs of their final values (`BatchWriter.commands`): the wider, the less
 * Redis works. Bounded, as the merged writes are held in memory until written.
 */
const REBUILD_WINDOW = 200_000;

/** Worker threads reading and projecting ranges side by side (this machine has two cores). */
const WORKERS = 2;

/**
 * The compiled worker: tests run this module from source, but a worker thread needs
 * JavaScript, so it is always taken from the build (`npm test` builds first).
 */
const WORKER_SCRIPT = path.resolve(__dirname, '../dist/rebuild-range.worker.js');

/**
 * Width of a range of positions (`rangeSize`), the events written at once (`windowSize`), the
 * store's last position (`head`, 0 when empty) and its number of events (`events`, estimated).
 * A range holds `batchSize` events when given, otherwise the store's events shared between the
 * workers, at most `REBUILD_RANGE`. SQLite positions count events; KurrentDB positions are bytes
 * in its log, so the width per event is measured on the first events.
 */
async function rangesOf(options: RebuildOptions): Promise<{ rangeSize: number; windowSize: number; head: number; events: number }> {
  const store = openEventStore(options.eventStore);
  try {
    const sample = await store.readAll(0, SAMPLE);
    const head = await store.headPosition();
    const perEvent = sample.length < SAMPLE ? 1 : sample[sample.length - 1].position / sample.length;
    const stored = Math.ceil(head / perEvent);
    const events = options.batchSize ?? Math.min(REBUILD_RANGE, Math.max(SAMPLE, Math.ceil(stored / WORKERS)));
    return {
      rangeSize: Math.max(events, Math.ceil(events * perEvent)),
      windowSize: Math.max(events, REBUILD_WINDOW),
      head,
      events: stored,
    };
  } finally {
    await store.close();
  }
}

/** Events read to measure the width of a position per event. */
const SAMPLE = 1000;

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
