import type Redis from 'ioredis';
import type { EventStore, RecordedEvent, Subscription } from '@arena/eventstore';
import { eventRecord } from './event-records';
import type { MessageBus } from './message-bus';
import { RELAY_LEASE_MS, RelayLease, relayKeys } from './relay-lease';

export interface EventRelayOptions {
  store: EventStore;
  bus: MessageBus;
  /** A connection for the relay alone (its lease is renewed there); the caller closes it. */
  redis: Redis;
  /** The read models' namespace, whose prefix the relay's keys share (`relayKeys`). */
  namespace: string;
  topic: string;
  /** The lease's expiry, ms (default 5000): a crashed relay is replaced within it. */
  leaseMs?: number;
  /** Largest batch of events published at once (default 500). */
  maxBatch?: number;
  /** Longest wait for the broker's acknowledgement of a batch, ms (default 10000; never past the lease's validity). */
  publishTimeoutMs?: number;
  /** Pause before following the store again after a failed batch, ms (default 500). */
  retryDelayMs?: number;
  /** A batch failed (not acknowledged in time, the broker or Redis away, the lease lost); the relay tries again from its checkpoint. */
  onError?: (error: Error) => void;
  /** This relay became the active one (true) or stopped being it (false). */
  onLeader?: (leader: boolean) => void;
  /** A batch was acknowledged and the checkpoint moved to `position`. */
  onPublished?: (position: number, events: number) => void;
}

/** The relay's lease was lost (or its validity ran out) before a batch's checkpoint was written. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

/** The broker did not acknowledge a batch in time. */
export class PublishTimeoutError extends Error {
  override readonly name = 'PublishTimeoutError';
}

/**
 * The integration bus's relay (docs/architecture.md, "Integration bus"): follows the event store's
 * `$all` from its checkpoint in Redis and publishes every event to the topic, keyed by its stream
 * (`eventRecord`), a batch at a time; the checkpoint moves only after the broker acknowledged the
 * batch, so delivery is at least once (a crash between the two publishes the batch again). One
 * relay is active per namespace and topic: the holder of `RelayLease`. A relay that loses the
 * lease (or cannot renew it in time) publishes nothing more, and its checkpoint write is refused.
 * Any number of relays may run (one per projector); the others wait for the lease.
 */
export class EventRelay {
  private readonly lease: RelayLease;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  private subscription: Subscription | null = null;
  private retryAt = 0;
  private leader = false;
  private stopped = false;
  private position = 0;

  constructor(private readonly options: EventRelayOptions) {
    this.lease = new RelayLease(options.redis, relayKeys(options.namespace, options.topic), options.leaseMs ?? RELAY_LEASE_MS);
  }

  /** The last position this relay saw acknowledged (0 before any). */
  get checkpoint(): number {
    return this.position;
  }

  /** Whether this relay is the active one. */
  get active(): boolean {
    return this.leader;
  }

  /** Starts competing for the lease (at once, then at every renewal interval); the holder publishes. */
  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      this.ticking = this.tick()
        .catch((error: Error) => this.options.onError?.(error))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.lease.renewEveryMs);
        });
    };
    tick();
  }

  /** Stops publishing (the batch in flight ends first, within the publish timeout) and gives up the lease. Idempotent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await this.unfollow();
    this.setLeader(false);
    await this.lease.release();
  }

  /** Takes or renews the lease; the holder follows the store (again, after a failed batch's pause), any other stops. */
  private async tick(): Promise<void> {
    const held = await this.lease.hold();
    if (this.stopped) return;
    if (!held || !this.lease.valid) {
      await this.unfollow();
      this.setLeader(false);
      return;
    }
    this.setLeader(true);
    if (!this.subscription && Date.now() >= this.retryAt) await this.follow();
  }

  /** Publishes from the checkpoint on, until a batch fails or `unfollow`. */
  private async follow(): Promise<void> {
    this.position = await this.lease.checkpoint();
    const subscription: Subscription = this.options.store.subscribeAll(this.position, (events) => this.publish(events), {
      maxBatch: this.options.maxBatch ?? 500,
      onError: (error) => {
        this.options.onError?.(error);
        if (this.subscription === subscription) this.subscription = null;
        // from the checkpoint again at a later tick, republishing whatever was not acknowledged
        this.retryAt = Date.now() + (this.options.retryDelayMs ?? 500);
      },
    });
    this.subscription = subscription;
  }

  private async unfollow(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  private setLeader(leader: boolean) {
    if (leader === this.leader) return;
    this.leader = leader;
    this.options.onLeader?.(leader);
  }

  /** Publishes the batch a part at a time (`MAX_PUBLISH_BYTES`), the checkpoint moving after each part's acknowledgement. */
  private async publish(events: RecordedEvent[]): Promise<void> {
    for (const part of parts(events.map((event) => ({ event, record: eventRecord(event) })))) {
      const budget = Math.min(this.options.publishTimeoutMs ?? 10_000, this.lease.remainingMs);
      if (budget <= 0) throw new LeaseLostError('the relay lease is not valid: publishing stopped');
      await withTimeout(
        this.options.bus.publish(
          this.options.topic,
          part.map(({ record }) => record),
        ),
        budget,
      );
      const to = part[part.length - 1].event.position;
      if (!(await this.lease.writeCheckpoint(to))) throw new LeaseLostError('the relay lease was taken over: checkpoint not written');
      this.position = to;
      this.options.onPublished?.(to, part.length);
    }
  }
}

/**
 * Most bytes of values published at once: a broker refuses a batch of one partition above its
 * `message.max.bytes` (1 MB by default), and a batch of events may all be of one stream.
 */
const MAX_PUBLISH_BYTES = 256 * 1024;

/** Consecutive parts of at most `MAX_PUBLISH_BYTES` of values (one record at least). */
function parts<T extends { record: { value: string } }>(items: T[]): T[][] {
  const result: T[][] = [];
  let part: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(item.record.value);
    if (part.length > 0 && bytes + size > MAX_PUBLISH_BYTES) {
      result.push(part);
      [part, bytes] = [[], 0];
    }
    part.push(item);
    bytes += size;
  }
  if (part.length > 0) result.push(part);
  return result;
}

/** `promise`, or a PublishTimeoutError after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PublishTimeoutError(`the broker did not acknowledge within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
