import type Redis from 'ioredis';
import type { EventStore, EventStoreConfig, RecordedEvent, Subscription } from '@arena/eventstore';
import {
  type ProjectEvent,
  type RedisSentinel,
  readModelKeys,
  ReadModelKeys,
  readModelStatus,
  ReadModelStatus,
  registerReadModelCommands,
  versionChannel,
} from '@arena/read-models';
import { applyBatch, readCheckpoint, TransactionConnection } from './apply-batch';
import { FollowingProjector, ReadModelWatchdog } from './read-model-watchdog';
import type { RebuildOptions, RebuildResult } from './rebuild-read-models';

/** Default time between two checks that the read models are still there, ms. */
export const DEFAULT_WATCHDOG_INTERVAL_MS = 3000;

export interface ProjectorOptions {
  store: EventStore;
  /**
   * The projector's connection: its reads; it is duplicated for pub/sub and for the batches'
   * transactions (connections that never reconnect, see `TransactionConnection`).
   */
  redis: Redis;
  namespace: string;
  /** The store's configuration, for rebuilds: their worker threads open connections of their own. */
  eventStore: EventStoreConfig;
  /** The Redis server, for rebuilds: they open a connection of their own. */
  redisUrl: string;
  /** Sentinels naming the primary, for the rebuilds' connections (then `redisUrl` gives only its password, database, TLS). */
  redisSentinel?: RedisSentinel;
  /** Largest batch applied in one MULTI. */
  maxBatch?: number;
  /** Delay before resubscribing after a failure, ms. */
  retryDelayMs?: number;
  /** Time between two checks that the read models are still there, ms (default 3000). */
  watchdogIntervalMs?: number;
  /** Tuning and progress of the rebuilds of lost read models. */
  rebuild?: Pick<RebuildOptions, 'batchSize' | 'onProgress'>;
  /**
   * The projections applied, every read model's unless given: without those a consumer of the
   * integration bus feeds (`services/projector/src/bus`). Rebuilds project every read model.
   */
  project?: ProjectEvent<ReadModelKeys>;
  /**
   * Called when the projector starts following a version, before its first batch (with `project`,
   * to mark where the version's read models left out stopped: `markFloor`).
   */
  onFollow?: (keys: ReadModelKeys) => Promise<void>;
  onError?: (error: Error) => void;
  /** The read models were found lost; this process rebuilds them. */
  onRebuilding?: () => void;
  onRebuilt?: (result: RebuildResult) => void;
}

/**
 * The live projector: follows the event store from the live read-model version's checkpoint
 * and applies each batch with its checkpoint atomically. On a failure it resumes from the
 * stored checkpoint; when a rebuild switches versions it moves over to the new one. Its
 * watchdog (`ReadModelWatchdog`) checks on a timer that the read models are still in Redis and
 * rebuilds them when they are lost.
 */
export class Projector implements FollowingProjector {
  private subscription: Subscription | null = null;
  private subscriber: Redis | null = null;
  private keys: ReadModelKeys | null = null;
  private followed: string | null = null;
  private position = 0;
  private stopped = false;
  private stopping: Promise<void> | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Follows and pauses, one at a time (a switch message and the watchdog may ask at once). */
  private switching: Promise<void> = Promise.resolve();
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private readonly watchdog: ReadModelWatchdog;
  private readonly transactions: TransactionConnection;

  constructor(private readonly options: ProjectorOptions) {
    registerReadModelCommands(options.redis);
    this.transactions = new TransactionConnection(options.redis);
    this.watchdog = new ReadModelWatchdog(this, {
      ...options,
      intervalMs: options.watchdogIntervalMs ?? DEFAULT_WATCHDOG_INTERVAL_MS,
    });
  }

  /**
   * Starts projecting: follows the live version (creating the first, or rebuilding lost read
   * models first), then keeps watching. Resolves once subscribed, not once caught up (see `waitFor`).
   */
  async start(): Promise<void> {
    const { redis, namespace } = this.options;
    this.subscriber = redis.duplicate();
    this.subscriber.on(
      'message',
      (_channel, version: string) => void this.follow(version).catch((error: Error) => this.recover(null, error)),
    );
    await this.subscriber.subscribe(versionChannel(namespace));
    await this.watchdog.start();
  }

  /** Position of the last event applied. */
  get checkpoint(): number {
    return this.position;
  }

  /** The read-model version followed (kept while paused), or null before the first. */
  get version(): string | null {
    return this.followed;
  }

  /**
   * Whether the read models can be served: `rebuilding` while this process rebuilds them or waits
   * for another's rebuild, otherwise what Redis says now (see `readModelStatus`).
   * @throws the Redis client's error when Redis does not answer.
   */
  async readModels(): Promise<ReadModelStatus> {
    if (this.watchdog.status === 'rebuilding') return 'rebuilding';
    return (await readModelStatus(this.options.redis, this.options.namespace)).status;
  }

  /** Resolves once every event up to `position` is applied. */
  waitFor(position: number): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  /** Stops watching and projecting; a rebuild under way runs to its end first. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      if (this.restartTimer) clearTimeout(this.restartTimer);
      await this.watchdog.stop();
      await this.pause();
      this.subscriber?.disconnect();
      this.transactions.close();
    })();
    return this.stopping;
  }

  /** Follows `version` from its stored checkpoint; a no-op when already following it live. */
  follow(version: string): Promise<void> {
    return this.exclusive(async () => {
      if (this.stopped || (version === this.followed && this.subscription)) return;
      await this.subscribe(version);
    });
  }

  /** Follows `version` again from its stored checkpoint (the writes after it were lost), even when following it live. */
  rewind(version: string): Promise<void> {
    return this.exclusive(async () => {
      if (this.stopped || version !== this.followed) return;
      await this.subscribe(version);
    });
  }

  /** Stops applying events (the subscription is closed) until `follow` is called. */
  pause(): Promise<void> {
    return this.exclusive(async () => {
      const subscription = this.subscription;
      this.subscription = null;
      await subscription?.close();
    });
  }

  private exclusive(step: () => Promise<void>): Promise<void> {
    const next = this.switching.then(step);
    this.switching = next.catch(() => undefined);
    return next;
  }

  private async subscribe(version: string): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    const keys = readModelKeys(this.options.namespace, version);
    this.keys = keys;
    this.followed = version;
    this.position = await readCheckpoint(this.options.redis, keys);
    await this.options.onFollow?.(keys);
    this.resolveWaiters();
    const subscription: Subscription = this.options.store.subscribeAll(
      this.position,
      async (events) => {
        if (keys !== this.keys) return; // a version switch is under way; the new subscription takes over
        await this.apply(keys, events);
      },
      { maxBatch: this.options.maxBatch ?? 500, onError: (error) => this.recover(subscription, error) },
    );
    this.subscription = subscription;
  }

  private async apply(keys: ReadModelKeys, events: RecordedEvent[]) {
    this.position = await applyBatch(this.transactions.get(), keys, this.position, events, this.options.project);
    this.resolveWaiters();
  }

  private resolveWaiters() {
    for (const waiter of this.waiters) {
      if (waiter.position <= this.position) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  /**
   * After a failure (another projector moved the checkpoint, Redis away, the checkpoint gone with
   * the read models), the watchdog checks at once rather than at its next tick, and has the
   * projector follow from the stored checkpoint or rebuilds.
   */
  private recover(failed: Subscription | null, error: Error) {
    this.options.onError?.(error);
    if (this.stopped) return;
    if (failed && this.subscription === failed) this.subscription = null;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => void this.watchdog.checkNow(), this.options.retryDelayMs ?? 500);
  }
}
