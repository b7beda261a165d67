import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import Redis from 'ioredis';
import { EventStoreConfig, openEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder, readModelKeys, registerReadModelCommands, switchVersion } from '@arena/read-models';
import { commitBatch } from './apply-batch';
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
  namespace: string;
  batchSize?: number;
  /** Pause between switching and deleting the old version, so in-flight reads finish. */
  dropOldAfterMs?: number;
  onProgress?: (progress: RebuildProgress) => void;
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
 * position order, each with its checkpoint.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { namespace } = options;
  const started = process.hrtime.bigint();
  const redis = new Redis(options.redisUrl);
  registerReadModelCommands(redis);
  const previous = await redis.get(currentVersionKey(namespace));
  const version = `v${Date.now()}`;
  const keys = readModelKeys(namespace, version);
  await deleteKeysUnder(redis, keys.prefix);

  const rangeSize = await rangeSizeOf(options);
  const workers = Array.from({ length: WORKERS }, (_, worker) => {
    const workerData: RangeWorkerOptions = { eventStore: options.eventStore, namespace, version, rangeSize, worker, workers: WORKERS };
    return new Worker(WORKER_SCRIPT, { workerData });
  });
  let position = 0;
  let done = 0;
  try {
    for await (const message of rangesInOrder(workers)) {
      if (message.type === 'end') break;
      if (message.batch) {
        position = await commitBatch(redis, keys, position, message.batch);
        done += message.batch.count;
      }
      workers[message.range % WORKERS].postMessage('ack');
      options.onProgress?.({ done, head: Math.max(message.head, position), position });
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  await switchVersion(redis, namespace, version);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (previous && previous !== version) {
    await new Promise((resolve) => setTimeout(resolve, options.dropOldAfterMs ?? 2000));
    await deleteKeysUnder(redis, readModelKeys(namespace, previous).prefix);
  }
  redis.disconnect();
  return { version, previous, events: done, seconds };
}

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
  const batchSize = options.batchSize ?? 2000;
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
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  for (const worker of workers) {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'failed') failure ??= new Error(`rebuilding failed: ${message.message}`);
      else arrived.set(message.range, message);
      notify();
    });
    worker.on('error', (error) => ((failure ??= error), notify()));
  }
  for (let range = 0; ; ) {
    const next = arrived.get(range);
    if (next) {
      arrived.delete(range++);
      yield next;
    } else if (failure) throw failure;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}
