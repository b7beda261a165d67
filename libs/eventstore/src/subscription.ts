/**
 * The delivery loop every adapter's `subscribeAll` runs: pull a batch, hand it over, wait for the
 * handler, repeat; sleep when nothing is readable. Adapters only say where batches come from.
 */
import type { BatchHandler, RecordedEvent, SubscribeOptions, Subscription } from './port';

export const DEFAULT_MAX_BATCH = 500;

/** Where one subscription pulls its batches from. */
export interface BatchSource {
  /**
   * Up to `max` events following the last one returned, in position order; `[]` when none is
   * readable right now. Throws when the source failed; the subscription then stops.
   */
  read(max: number): RecordedEvent[] | Promise<RecordedEvent[]>;
  /** Whether an empty read means every event stored when the subscription started was returned. */
  isCaughtUp(): boolean;
  /** Releases the source; called once, after the last read. */
  close(): void | Promise<void>;
}

/**
 * Builds a source for one subscription. `wake` must be called whenever new events may have become
 * readable; spurious calls are harmless.
 */
export type OpenBatchSource = (wake: () => void) => BatchSource | Promise<BatchSource>;

/** A store's open subscriptions, so that closing the store ends each of them. */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  /** Starts a subscription (see `runSubscription`) and keeps it until it stops. */
  start(source: OpenBatchSource, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    const subscription = runSubscription(source, handler, options, () => this.open.delete(subscription));
    this.open.add(subscription);
    return subscription;
  }

  /** Closes every open subscription, waiting for their running handlers. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open].map((subscription) => subscription.close()));
  }
}

/**
 * Starts delivering batches from the source to `handler` until closed or failed.
 * @param onStopped called once the loop has ended, for the store's bookkeeping.
 * @throws RangeError when `options.maxBatch` is not a positive integer.
 */
function runSubscription(
  open: OpenBatchSource,
  handler: BatchHandler,
  options: SubscribeOptions = {},
  onStopped: () => void,
): Subscription {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  if (!Number.isInteger(maxBatch) || maxBatch < 1) {
    throw new RangeError(`maxBatch must be a positive integer, got ${maxBatch}`);
  }
  const reportError = options.onError ?? defaultOnError;
  const signal = new WakeSignal();
  let closed = false;

  const deliver = async (): Promise<void> => {
    let source: BatchSource | undefined;
    try {
      source = await open(() => signal.notify());
      let caughtUpReported = false;
      while (!closed) {
        const batch = await source.read(maxBatch);
        if (closed) break;
        if (batch.length > 0) {
          await handler(batch);
          continue;
        }
        if (!caughtUpReported && source.isCaughtUp()) {
          caughtUpReported = true;
          options.onCaughtUp?.();
        }
        await signal.wait();
      }
    } catch (error) {
      reportError(asError(error));
    }
    try {
      await source?.close();
    } catch (error) {
      reportError(asError(error));
    }
    onStopped();
  };
  // Started on a later tick so the caller holds the Subscription before anything can call onStopped.
  const done = Promise.resolve().then(deliver);

  return {
    async close() {
      closed = true;
      signal.notify();
      await done;
    },
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function defaultOnError(error: Error): void {
  // A subscription that stops without anyone noticing is worse than a noisy log.
  console.error('Event store subscription stopped:', error);
}

/** A wake-up flag that remembers a notify() made while nobody was waiting. */
class WakeSignal {
  private pending = false;
  private resolveWaiter: (() => void) | undefined;

  notify(): void {
    const resolve = this.resolveWaiter;
    if (resolve) {
      this.resolveWaiter = undefined;
      resolve();
    } else {
      this.pending = true;
    }
  }

  wait(): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.resolveWaiter = resolve;
    });
  }
}
