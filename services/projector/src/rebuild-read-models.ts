import type Redis from 'ioredis';
import type { EventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder, readModelKeys, registerReadModelCommands, switchVersion } from '@arena/read-models';
import { applyBatch } from './apply-batch';

export interface RebuildProgress {
  /** Events applied so far. */
  done: number;
  /** Position of the store's last event when last looked at. */
  head: number;
  /** Position reached. */
  position: number;
}

export interface RebuildOptions {
  store: EventStore;
  /** A connection of its own (WATCH). */
  redis: Redis;
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
  seconds: number;
}

/**
 * Rebuilds every read model from position 0 into a fresh version, switches readers and the
 * live projector over once it has caught up with the store, then deletes the old version.
 * The site keeps serving the old version until the switch.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { store, redis, namespace } = options;
  const batchSize = options.batchSize ?? 2000;
  registerReadModelCommands(redis);
  const started = process.hrtime.bigint();
  const previous = await redis.get(currentVersionKey(namespace));
  const version = `v${Date.now()}`;
  const keys = readModelKeys(namespace, version);
  await deleteKeysUnder(redis, keys.prefix);

  let position = 0;
  let done = 0;
  let head = await store.headPosition();
  for (;;) {
    const events = await store.readAll(position, batchSize);
    if (events.length === 0) {
      // caught up with what was there; look once more so nothing appended meanwhile is left out
      const latest = await store.headPosition();
      if (latest <= position) break;
      head = latest;
      continue;
    }
    position = await applyBatch(redis, keys, position, events);
    done += events.length;
    if (position > head) head = position;
    options.onProgress?.({ done, head, position });
  }
  await switchVersion(redis, namespace, version);
  if (previous && previous !== version) {
    await new Promise((resolve) => setTimeout(resolve, options.dropOldAfterMs ?? 2000));
    await deleteKeysUnder(redis, readModelKeys(namespace, previous).prefix);
  }
  return { version, previous, events: done, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
