import type Redis from 'ioredis';
import type { EventStore, RecordedEvent, Subscription } from '@arena/eventstore';
import {
  ensureCurrentVersion,
  readModelKeys,
  ReadModelKeys,
  registerReadModelCommands,
  versionChannel,
} from '@arena/read-models';
import { applyBatch, readCheckpoint } from './apply-batch';

export interface ProjectorOptions {
  store: EventStore;
  /** A connection for this projector alone (it WATCHes); it is duplicated for pub/sub. */
  redis: Redis;
  namespace: string;
  /** Largest batch applied in one MULTI. */
  maxBatch?: number;
  /** Delay before resubscribing after a failure, ms. */
  retryDelayMs?: number;
  onError?: (error: Error) => void;
}

/**
 * The live projector: follows the event store from the live read-model version's checkpoint
 * and applies each batch with its checkpoint atomically. On a failure it resumes from the
 * stored checkpoint; when a rebuild switches versions it moves over to the new one.
 */
export class Projector {
  private subscription: Subscription | null = null;
  private subscriber: Redis | null = null;
  private keys!: ReadModelKeys;
  private position = 0;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();

  constructor(private readonly options: ProjectorOptions) {
    registerReadModelCommands(options.redis);
  }

  /** Starts projecting; resolves once subscribed (not once caught up: see `waitFor`). */
  async start(): Promise<void> {
    const { redis, namespace } = this.options;
    this.subscriber = redis.duplicate();
    this.subscriber.on('message', (_channel, version: string) => void this.follow(version));
    await this.subscriber.subscribe(versionChannel(namespace));
    await this.follow(await ensureCurrentVersion(redis, namespace));
  }

  /** Position of the last event applied. */
  get checkpoint(): number {
    return this.position;
  }

  /** Resolves once every event up to `position` is applied. */
  waitFor(position: number): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    await this.subscription?.close();
    this.subscriber?.disconnect();
  }

  private async follow(version: string): Promise<void> {
    const keys = readModelKeys(this.options.namespace, version);
    if (this.keys?.prefix === keys.prefix || this.stopped) return;
    this.keys = keys;
    await this.resubscribe();
  }

  private async resubscribe(): Promise<void> {
    await this.subscription?.close();
    if (this.stopped) return;
    const keys = this.keys;
    this.position = await readCheckpoint(this.options.redis, keys);
    this.subscription = this.options.store.subscribeAll(
      this.position,
      async (events) => {
        if (keys !== this.keys) return; // a version switch is under way; the new subscription takes over
        await this.apply(keys, events);
      },
      { maxBatch: this.options.maxBatch ?? 500, onError: (error) => this.recover(error) },
    );
  }

  private async apply(keys: ReadModelKeys, events: RecordedEvent[]) {
    this.position = await applyBatch(this.options.redis, keys, this.position, events);
    for (const waiter of this.waiters) {
      if (waiter.position <= this.position) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  private recover(error: Error) {
    this.options.onError?.(error);
    if (this.stopped) return;
    this.restartTimer = setTimeout(() => void this.resubscribe().catch((e) => this.recover(e)), this.options.retryDelayMs ?? 500);
  }
}
