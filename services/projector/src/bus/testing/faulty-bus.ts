import { EVENT_HEADERS } from '../event-records';
import type { BusConsumer, BusRecord, ConsumerGroupOptions, MessageBus } from '../message-bus';

/**
 * How the broker answers a publish:
 * - `ack`: stores the records and acknowledges;
 * - `lost-request`: never stores them, never answers (a broker or network that went silent);
 * - `lost-ack`: stores them but never answers (the acknowledgement lost on the way back).
 */
export type AckMode = 'ack' | 'lost-request' | 'lost-ack';

/** One publish as the relay made it. */
export interface PublishAttempt {
  /** Event positions of the records, in order. */
  positions: number[];
  /** When it was made (`Date.now()`), for the order of two relays' attempts. */
  at: number;
}

/**
 * Wraps any `MessageBus` (the in-memory one, or Kafka) with the faults of a broker seen from a
 * producer: acknowledgements late (`holdAcks`), lost or never coming (`ack`), and every batch
 * stored twice (`duplicate`, what a producer retry without idempotence, or a relay republishing,
 * leaves in the log). It records every publish (`attempts`). Consumers pass through.
 */
export class FaultyBus implements MessageBus {
  /** How the next publishes are answered. */
  ack: AckMode = 'ack';
  /** Whether each publish stores its records twice. */
  duplicate = false;
  readonly attempts: PublishAttempt[] = [];
  private gate: Promise<void> | null = null;
  private pending = 0;

  constructor(readonly inner: MessageBus) {}

  /** Publishes made whose acknowledgement is held (`holdAcks`) or pending at the inner bus. */
  get inFlight(): number {
    return this.pending;
  }

  /**
   * Holds every acknowledgement (the records are stored at once) until the returned function is
   * called: a broker that acknowledges late.
   */
  holdAcks(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    this.attempts.push({ positions: records.map((record) => Number(record.headers[EVENT_HEADERS.position])), at: Date.now() });
    const mode = this.ack;
    if (mode === 'lost-request') return never();
    this.pending++;
    try {
      await this.inner.publish(topic, records);
      if (this.duplicate) await this.inner.publish(topic, records);
      if (this.gate) await this.gate;
    } finally {
      this.pending--;
    }
    if (mode === 'lost-ack') return never();
  }

  subscribe(options: ConsumerGroupOptions): Promise<BusConsumer> {
    return this.inner.subscribe(options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** A promise that never settles (and holds no timer). */
function never(): Promise<void> {
  return new Promise<void>(() => undefined);
}
