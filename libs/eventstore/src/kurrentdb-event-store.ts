/**
 * Event store on a KurrentDB server (@kurrent/kurrentdb-client).
 *
 * Mapping to the port:
 * - positions are the events' commit positions as numbers (exact below 2^53 bytes of log);
 * - KurrentDB's own events ($-prefixed types or streams) are never returned by readAll,
 *   headPosition or subscribeAll;
 * - retried appends rely on the server's idempotency (guaranteed for every expected revision
 *   except 'any', where it is best effort), which compares event ids only: the adapter reads the
 *   batch back and refuses an "idempotent" success whose stored events differ in type or data;
 * - a stream's snapshots are `$snapshot` events of the stream `snapshot-{stream}`, which keeps
 *   only its latest event (`maxCount` 1); their `$` type keeps them out of $all reads.
 */
import {
  ANY,
  type AllStreamSubscription,
  type AppendResult as KurrentAppendResult,
  type AppendStreamState,
  BACKWARDS,
  type Direction,
  END,
  type EventData as KurrentEventData,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ReadPosition,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { assertValidAppend, isSameBatch } from './append-guards';
import type {
  AppendResult,
  BatchHandler,
  EventData,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  Snapshot,
  SubscribeOptions,
  Subscription,
} from './port';
import { WrongExpectedRevisionError } from './port';
import { type BatchSource, DEFAULT_MAX_BATCH, OpenSubscriptions } from './subscription';

/** Event type of snapshots: `$`-typed events are system events, which no $all read returns. */
const SNAPSHOT_TYPE = '$snapshot';

/** Page size when scanning $all backwards for the last non-system event. */
const HEAD_SCAN_PAGE = 32;

/** The fields of a client `RecordedEvent` (JSON or binary) that the port needs. */
interface KurrentRecordedEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

/** What the client yields for reads and subscriptions, $all or stream alike. */
interface KurrentResolvedEvent {
  event?: KurrentRecordedEvent;
  commitPosition?: bigint;
}

/** `EventStore` backed by KurrentDB. */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new OpenSubscriptions();

  /**
   * @param connectionString e.g. `kurrentdb://localhost:2113?tls=false`. The client connects lazily,
   *   so a wrong address surfaces on the first call, not here.
   */
  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  /**
   * Appends atomically; see `EventStore.append`. Costs a second round trip, reading the batch back:
   * the append response does not reliably carry the global position of the last event (it is
   * absent for idempotent retries), and the server takes a batch for a retry by ids alone.
   * @throws WrongExpectedRevisionError when the stream is not where `expected` says, including a
   *   retry that only partly matches the original append, or whose ids are stored with another
   *   type or data (nothing was written: the server took it for a retry).
   * @throws RangeError for an empty batch or an invalid expected revision.
   */
  async append(stream: string, events: EventData[], expected: ExpectedRevision): Promise<AppendResult> {
    assertValidAppend(events, expected);
    let result: KurrentAppendResult;
    try {
      result = await this.client.appendToStream(stream, events.map(toKurrentEvent), {
        streamState: toStreamState(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, expected, toActualRevision(error.actualState));
      }
      throw error;
    }
    // Only reachable with `throwOnAppendFailure=false` in the connection string.
    if (!result.success) {
      throw new WrongExpectedRevisionError(stream, expected, toActualRevision(result.nextExpectedRevision));
    }
    const stored = await this.readBatch(stream, result.nextExpectedRevision, events.length);
    if (!isSameBatch(stored, events)) {
      throw new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    }
    return { nextExpectedRevision: Number(result.nextExpectedRevision), position: stored[stored.length - 1].position };
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.readStreamPage(stream, { fromRevision: BigInt(fromRevision) });
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    // One more than asked: the server includes the event at `fromPosition`, which we drop.
    for await (const event of this.scanAll(FORWARDS, fromPosition, limit + 1)) {
      events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    for await (const event of this.scanAll(BACKWARDS, END, HEAD_SCAN_PAGE)) {
      return event.position;
    }
    return 0;
  }

  /**
   * Catch-up subscription to $all from `fromPosition` (exclusive), server-filtered to non-system
   * event types. `onCaughtUp` fires once every event stored when subscribing has been handled,
   * judged against `headPosition()` taken at the start, which works whatever the server version.
   */
  subscribeAll(fromPosition: number, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    const bufferSize = options?.maxBatch ?? DEFAULT_MAX_BATCH;
    return this.subscriptions.start((wake) => this.openBatchSource(fromPosition, bufferSize, wake), handler, options);
  }

  async readSnapshot(stream: string): Promise<Snapshot | null> {
    try {
      for await (const resolved of this.client.readStream(snapshotStream(stream), {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event?.type === SNAPSHOT_TYPE) return resolved.event.data as unknown as Snapshot;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  /** Appends the snapshot unless the stored one is newer; the first write caps the stream at one event. */
  async writeSnapshot(stream: string, snapshot: Snapshot): Promise<void> {
    const stored = await this.readSnapshot(stream);
    if (stored && stored.revision > snapshot.revision) return;
    await this.client.appendToStream(snapshotStream(stream), jsonEvent({ type: SNAPSHOT_TYPE, data: snapshot as unknown as JSONType }));
    if (!stored) await this.client.setStreamMetadata(snapshotStream(stream), { maxCount: 1 });
  }

  /** Closes every subscription (waiting for running handlers), then the client's connections. */
  async close(): Promise<void> {
    await this.subscriptions.closeAll();
    await this.client.dispose();
  }

  /**
   * The `count` events of `stream` ending at revision `last`, as just appended (or found by the
   * server's idempotency check).
   * @throws Error when they are not all there any more (deleted or truncated meanwhile).
   */
  private async readBatch(stream: string, last: bigint, count: number): Promise<RecordedEvent[]> {
    const events = await this.readStreamPage(stream, { fromRevision: last - BigInt(count - 1), maxCount: count });
    if (events.length !== count) throw new Error(`Events up to ${last} of stream "${stream}" vanished right after being appended`);
    return events;
  }

  /** Revision of the stream's last event, or 'no_stream'. */
  private async currentRevision(stream: string): Promise<number | 'no_stream'> {
    const [last] = await this.readStreamPage(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last ? last.revision : 'no_stream';
  }

  /** One read of a stream; [] for a missing stream. */
  private async readStreamPage(
    stream: string,
    options: { direction?: Direction; fromRevision: bigint | typeof END; maxCount?: number },
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, options)) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event, positionOf(resolved)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Non-system events of $all strictly after `from` in `direction`, read in pages of `pageSize`
   * and ending with the log. Reads from a position include the event there, so each page skips
   * what the previous one already covered.
   */
  private async *scanAll(direction: Direction, from: number | typeof END, pageSize: number): AsyncGenerator<RecordedEvent> {
    let cursor = from;
    for (;;) {
      let received = 0;
      let progressed = false;
      const page = this.client.readAll({
        direction,
        fromPosition: toReadPosition(cursor),
        maxCount: pageSize,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of page) {
        received += 1;
        if (!resolved.event) continue;
        const position = positionOf(resolved);
        if (cursor !== END && (direction === FORWARDS ? position <= cursor : position >= cursor)) continue;
        cursor = position;
        progressed = true;
        if (!isSystemEvent(resolved.event)) yield toRecordedEvent(resolved.event, position);
      }
      if (received < pageSize || !progressed) return;
    }
  }

  private async openBatchSource(fromPosition: number, bufferSize: number, wake: () => void): Promise<BatchSource> {
    const head = await this.headPosition();
    const subscription: AllStreamSubscription = this.client.subscribeToAll(
      { fromPosition: toReadPosition(fromPosition), filter: excludeSystemEvents() },
      // The stream's default buffer holds 16 events; a full batch needs room for maxBatch.
      { highWaterMark: bufferSize },
    );
    let failure: Error | undefined;
    let closing = false;
    let lastPosition = fromPosition;
    subscription.on('readable', wake);
    subscription.on('error', (error) => {
      failure = error;
      wake();
    });
    subscription.on('end', () => {
      if (!closing) failure ??= new Error('KurrentDB ended the $all subscription');
      wake();
    });
    return {
      read: (max) => {
        if (failure) throw failure;
        const events: RecordedEvent[] = [];
        let resolved: KurrentResolvedEvent | null;
        // Objects already buffered by the stream; null once it is drained ('readable' fires again).
        while (events.length < max && (resolved = subscription.read() as KurrentResolvedEvent | null)) {
          if (!resolved.event || isSystemEvent(resolved.event)) continue;
          const position = positionOf(resolved);
          // Guards the port's "exclusive of fromPosition" whichever way the server treats it.
          if (position <= lastPosition) continue;
          lastPosition = position;
          events.push(toRecordedEvent(resolved.event, position));
        }
        return events;
      },
      isCaughtUp: () => lastPosition >= head,
      close: async () => {
        closing = true;
        await subscription.unsubscribe();
      },
    };
  }
}

function snapshotStream(stream: string): string {
  return `snapshot-${stream}`;
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'any':
      return ANY;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

/** The server reports a missing stream as 'no_stream' or, from some paths, as -1. */
function toActualRevision(actual: bigint | 'no_stream'): number | 'no_stream' {
  return actual === 'no_stream' || actual < 0n ? 'no_stream' : Number(actual);
}

/**
 * Since log format v2 every event commits on its own record, so its commit and prepare positions
 * are equal and a commit position alone addresses it.
 */
function toReadPosition(position: number | typeof END): ReadPosition {
  if (position === END) return END;
  if (position === 0) return START;
  return { commit: BigInt(position), prepare: BigInt(position) };
}

function toKurrentEvent(event: EventData): KurrentEventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // The client serialises whatever JSON value it is given; its type only admits objects,
    // arrays and strings.
    data: event.data as JSONType,
    metadata: event.metadata,
  });
}

function isSystemEvent(event: KurrentRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** @throws Error when the server does not report positions (older than EventStoreDB 22.6). */
function positionOf(resolved: KurrentResolvedEvent): number {
  const commit = resolved.event?.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) throw new Error('KurrentDB returned an event without its position');
  return Number(commit);
}

function toRecordedEvent(event: KurrentRecordedEvent, position: number): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    // Events written through this store always carry metadata; others may not.
    metadata: (event.metadata ?? {}) as EventMetadata,
    stream: event.streamId,
    revision: Number(event.revision),
    position,
    recordedAt: event.created.toISOString(),
  };
}
