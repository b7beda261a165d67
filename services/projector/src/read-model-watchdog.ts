import type Redis from 'ioredis';
import type { EventStore, EventStoreConfig } from '@arena/eventstore';
import {
  deleteKeysUnder,
  ensureCurrentVersion,
  initCheckpoint,
  readModelKeys,
  readModelStatus,
  ReadModelStatus,
  type RedisSentinel,
} from '@arena/read-models';
import { RebuildLock } from './rebuild-lock';
import { rebuildReadModels, RebuildOptions, RebuildResult } from './rebuild-read-models';

/** What the watchdog steers: the live projector. */
export interface FollowingProjector {
  /** The version last followed (kept while paused), or null before the first. */
  readonly version: string | null;
  /** Follows `version` from its checkpoint; resubscribes when paused or when its subscription stopped. */
  follow(version: string): Promise<void>;
  /** Stops applying events until `follow` is called. */
  pause(): Promise<void>;
  /** Position of the last event it applied. */
  readonly checkpoint: number;
  /** Follows `version` again from its stored checkpoint, even when following it live. */
  rewind(version: string): Promise<void>;
}

export interface WatchdogOptions {
  /** The projector's connection. */
  redis: Redis;
  store: EventStore;
  namespace: string;
  /** For the rebuild's worker threads, which open connections of their own. */
  eventStore: EventStoreConfig;
  /** For the rebuild's own Redis connection. */
  redisUrl: string;
  /** Sentinels naming the primary, for the rebuild's own connection. */
  redisSentinel?: RedisSentinel;
  /** Time between the end of a check and the next, ms. */
  intervalMs: number;
  /** Tuning and progress of the rebuilds it runs. */
  rebuild?: Pick<RebuildOptions, 'batchSize' | 'onProgress'>;
  /** A check failed (Redis away, a rebuild failed); the next check tries again. */
  onError?: (error: Error) => void;
  /** The read models were found lost and this process is rebuilding them. */
  onRebuilding?: () => void;
  onRebuilt?: (result: RebuildResult) => void;
}

/**
 * Notices lost read models by itself and rebuilds them, and lost writes (a checkpoint behind what
 * the projector applied, after a failover) and projects them again. A Redis flush or a failover to an empty
 * replica deletes the live version's pointer and checkpoint, and nothing else would notice while
 * no event arrives. Every `intervalMs` (a timer, not a per-batch cost) it looks at the pointer and
 * the checkpoint (`readModelStatus`); when they are gone and the store holds events, it pauses the
 * live projector, takes the namespace's rebuild lock (so two projectors never both rebuild),
 * rebuilds from position 0 into a fresh version, which switches readers over, and has the
 * projector follow it. A rebuild that fails (the keys flushed again mid-way) is retried at the
 * next check. With an empty store, empty read models are the right ones: it recreates the first
 * version's pointer and checkpoint instead.
 */
export class ReadModelWatchdog {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private found: ReadModelStatus = 'ok';

  constructor(
    private readonly projector: FollowingProjector,
    private readonly options: WatchdogOptions,
  ) {}

  /** What the last check found: `rebuilding` while this process rebuilds or waits for another's rebuild. */
  get status(): ReadModelStatus {
    return this.found;
  }

  /** Checks once (following or rebuilding the read models), then every `intervalMs` until `stop()`. */
  async start(): Promise<void> {
    await this.checkNow();
    this.schedule();
  }

  /** Checks now, or joins the check under way. Never rejects: failures go to `onError`. */
  checkNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.check()
      .catch((error: Error) => this.options.onError?.(error))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Stops the timer and waits for a check under way (a rebuild runs to its end). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.checkNow().then(() => this.schedule()), this.options.intervalMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    const { redis, namespace } = this.options;
    const live = await readModelStatus(redis, namespace);
    if (live.status === 'ok') return this.serve(live.version!);
    if ((await this.options.store.headPosition()) === 0) {
      // nothing was ever projected: the first version, empty, is complete
      const version = await ensureCurrentVersion(redis, namespace);
      await initCheckpoint(redis, readModelKeys(namespace, version));
      return this.serve(version);
    }
    // events applied to a lost version would only leave a partial copy of it
    await this.projector.pause();
    this.found = live.status;
    const lock = await RebuildLock.acquire(redis, namespace);
    if (!lock) {
      // another process rebuilds them; the projector follows its switch when it is announced
      this.found = 'rebuilding';
      return;
    }
    try {
      await this.rebuild(lock);
    } finally {
      await lock.release();
    }
  }

  private async rebuild(lock: RebuildLock): Promise<void> {
    const { redis, namespace } = this.options;
    // another projector may have rebuilt them between the first look and the lock
    const again = await readModelStatus(redis, namespace);
    if (again.status === 'ok') return this.serve(again.version!);
    this.found = 'rebuilding';
    this.options.onRebuilding?.();
    const lost = this.projector.version;
    let result: RebuildResult;
    try {
      // the old version is lost already: nothing reads it that could wait for its deletion
      result = await rebuildReadModels({
        ...this.options.rebuild,
        eventStore: this.options.eventStore,
        redisUrl: this.options.redisUrl,
        redisSentinel: this.options.redisSentinel,
        namespace,
        lock,
        dropOldAfterMs: 0,
      });
    } catch (error) {
      this.found = 'missing';
      throw error;
    }
    await this.serve(result.version);
    // what was left of the version this projector followed (the rebuild deletes the one the pointer named)
    if (lost && lost !== result.version && lost !== result.previous) await deleteKeysUnder(redis, readModelKeys(namespace, lost).prefix);
    this.options.onRebuilt?.(result);
  }

  private async serve(version: string): Promise<void> {
    await this.projector.follow(version);
    // A failover to a replica that had not received the last batches loses them with their
    // checkpoint (one MULTI): the stored checkpoint is then behind what this projector applied,
    // and those events are projected again. Its position is read first: a batch that commits
    // in between moves the stored checkpoint before the position, never after.
    const applied = this.projector.checkpoint;
    const stored = Number((await this.options.redis.get(readModelKeys(this.options.namespace, version).checkpoint)) ?? 0);
    if (this.projector.version === version && stored < applied) await this.projector.rewind(version);
    this.found = 'ok';
  }
}
