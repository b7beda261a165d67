/**
 * The event store port (docs/architecture.md, "Event store"). Every adapter (SQLite, KurrentDB)
 * implements exactly this contract and passes the shared contract suite.
 *
 * Revisions are per stream and 0-based: the first event of a stream has revision 0.
 * Positions are global, start above 0 and only grow; a checkpoint is the position of the
 * last event handled, and reading "from" a checkpoint returns the events strictly after it.
 */

/** What the writer believes about the stream before appending. */
export type ExpectedRevision =
  /** The stream must not exist yet. */
  | 'no_stream'
  /** No check at all. */
  | 'any'
  /** The stream must exist (any revision). */
  | 'stream_exists'
  /** The stream's last event must have exactly this revision. */
  | number;

/** Metadata every event carries (docs/architecture.md, "Write side"). */
export interface EventMetadata {
  /** Id of the command or event that caused this event. */
  causationId?: string;
  /** Id shared by everything one request set in motion. */
  correlationId?: string;
  /** Who acted: a steam id, `server:{key name}`, `system`, ... */
  actor?: string;
  /** When the decision was taken, ISO-8601 UTC. */
  decidedAt: string;
  [key: string]: unknown;
}

/** An event about to be appended. `id` is a UUID; deterministic where a retry must be recognised. */
export interface EventData<T = unknown> {
  id: string;
  type: string;
  data: T;
  metadata: EventMetadata;
}

/** An event as stored. */
export interface RecordedEvent<T = unknown> extends EventData<T> {
  stream: string;
  /** 0-based revision inside its stream. */
  revision: number;
  /** Global position; strictly increasing in the order events were committed. */
  position: number;
  /** When the store committed it, ISO-8601 UTC. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream (use it as the next expected revision). */
  nextExpectedRevision: number;
  /** Global position of the last event appended. */
  position: number;
}

/** Called with batches of events in position order; the next batch waits for the returned promise. */
export type BatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface SubscribeOptions {
  /** Largest batch handed to the handler (default 500). */
  maxBatch?: number;
  /** Called once, the first time the subscription has delivered everything stored so far. */
  onCaughtUp?: () => void;
  /** Called when the subscription stops because the handler or the store failed. */
  onError?: (error: Error) => void;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  close(): Promise<void>;
}

/**
 * A stream's folded state at one revision, saved so that a load reads it and only the events
 * after it. Snapshots are not events: no read of streams or of $all ever returns them.
 */
export interface Snapshot {
  /** Revision of the last event folded into `state`. */
  revision: number;
  /** Shape version of `state`; a reader ignores a snapshot of another version and folds the events. */
  version: number;
  /** The state, JSON-safe. */
  state: unknown;
}

export interface EventStore {
  /**
   * Appends events atomically to one stream.
   * Retrying an append whose events are already stored in that stream at the expected place
   * (same ids, types and data; metadata may differ) returns the first append's result and writes
   * nothing. Stored ids with another type or data make no retry.
   * @throws WrongExpectedRevisionError when the stream is not where `expected` says, including a
   *   batch whose ids are stored but which is no exact retry (another writer got there first).
   */
  append(stream: string, events: EventData[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream from `fromRevision` (inclusive, default 0); `[]` for a missing stream. */
  readStream(stream: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Up to `limit` events with a position strictly greater than `fromPosition` (0 = from the start). */
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last stored event, 0 when the store is empty. */
  headPosition(): Promise<number>;
  /**
   * Delivers every event after `fromPosition` in batches, then keeps delivering new events
   * (live tail) until closed, including events appended by other processes.
   */
  subscribeAll(fromPosition: number, handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** The latest snapshot of a stream, or null when none was written. */
  readSnapshot(stream: string): Promise<Snapshot | null>;
  /** Saves a snapshot of a stream; one older (by revision) than the one stored is ignored. */
  writeSnapshot(stream: string, snapshot: Snapshot): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** The stream was not at the revision the writer expected. Nothing was written. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, or 'no_stream'. */
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on stream "${stream}": expected ${String(expected)}, actual ${String(actual)}`);
  }
}
