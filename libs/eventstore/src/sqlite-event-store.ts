/**
 * Event store in one SQLite file (better-sqlite3). Suited to a single machine: several processes
 * may open the same file; WAL lets them read while one of them writes.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { assertValidAppend, EventIdConflictError, isSameBatch } from './append-guards';
import { GroupCommit } from './group-commit';
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
import { type BatchSource, OpenSubscriptions } from './subscription';
import { SAFETY_NET_PAGES, WalCheckpointer } from './wal-checkpointer';

export interface SqliteEventStoreOptions {
  /** How often live subscriptions look for appends made through other connections, in ms (default 25). */
  pollIntervalMs?: number;
  /** How long a statement waits for another connection's lock before failing with SQLITE_BUSY, in ms (default 5000). */
  busyTimeoutMs?: number;
  /**
   * Where WAL checkpoints run: `worker` (default for a file), a worker thread started at the first
   * append (`WalCheckpointer`), or `inline`, SQLite's own, in the commit that fills the log.
   */
  checkpoints?: 'worker' | 'inline';
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    stream      TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    id          TEXT    NOT NULL UNIQUE,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
  CREATE TABLE IF NOT EXISTS snapshots (
    stream   TEXT    PRIMARY KEY,
    revision INTEGER NOT NULL,
    version  INTEGER NOT NULL,
    state    TEXT    NOT NULL
  )`;

const COLUMNS = 'position, stream, revision, id, type, data, metadata, recorded_at';

/** A row of COLUMNS in raw (array) mode, which reads about twice as fast as row objects. */
type EventRow = [
  position: number,
  stream: string,
  revision: number,
  id: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
];

/** A stored event as a retry is compared with it; `data` still JSON text. */
interface StoredBatchRow {
  id: string;
  type: string;
  data: string;
  revision: number;
  position: number;
}

/** An append waiting for its group, its events' data and metadata already JSON text. */
interface QueuedAppend {
  stream: string;
  events: EventData[];
  expected: ExpectedRevision;
  data: string[];
  metadata: string[];
}

/** Revision of a stream's last event; -1 for a stream that does not exist. */
type CurrentRevision = number;
const NO_STREAM = -1;

/**
 * `EventStore` over a SQLite file.
 *
 * Positions are the table's AUTOINCREMENT key. Appends hold SQLite's single write lock from their
 * first read to their commit, so positions become visible in increasing order with no gap filled
 * later: a reader that has seen position N will never be handed a new event below N.
 *
 * Group commit: the appends asked for in one turn of the event loop are written in one
 * transaction (`GroupCommit`), each in a savepoint with its own revision check, so concurrent
 * requests share one commit while a conflict still refuses only its own append.
 *
 * WAL checkpoints (the log's pages copied into the file and synced to disk) run on a worker
 * thread (`WalCheckpointer`), not inside a commit on the event loop.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly appendInTransaction: Database.Transaction<(append: QueuedAppend) => AppendResult>;
  private readonly appends: GroupCommit<QueuedAppend, AppendResult>;
  /** Emits 'change' when new events may be readable; live subscriptions listen to it. */
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new OpenSubscriptions();
  private readonly pollIntervalMs: number;
  private pollTimer: NodeJS.Timeout | undefined;
  private lastDataVersion = 0;
  private closed = false;
  /** Started at the first append (a store only read never needs one); null with inline checkpoints. */
  private checkpointer: WalCheckpointer | null = null;
  private readonly startCheckpointer: (() => WalCheckpointer) | null;

  /**
   * Opens (creating if needed) the database file and its parent directory.
   * @param path file path, e.g. `./data/events.sqlite`; `:memory:` for a private in-memory store.
   * @throws SqliteError when the file cannot be opened or is not a database.
   */
  constructor(path: string, options: SqliteEventStoreOptions = {}) {
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // busy_timeout first: switching to WAL needs a lock another process may be holding.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    this.db.pragma('journal_mode = WAL');
    // With WAL, NORMAL only syncs at checkpoints: a power cut may lose the last commits but never
    // corrupts the file; we accept that for sub-millisecond appends.
    this.db.pragma('synchronous = NORMAL');
    const checkpointsInWorker = path !== ':memory:' && (options.checkpoints ?? 'worker') === 'worker';
    if (checkpointsInWorker) this.db.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    this.startCheckpointer = checkpointsInWorker ? () => WalCheckpointer.start(path) : null;
    this.db.exec(SCHEMA);
    this.statements = prepareStatements(this.db);
    // alone, a transaction; called inside the group's transaction, a savepoint in it
    this.appendInTransaction = this.db.transaction((append: QueuedAppend) => this.appendLocked(append));
    const groupTransaction = this.db.transaction((body: () => void) => body());
    this.appends = new GroupCommit({
      // IMMEDIATE takes the write lock before the revision checks, so no other connection can move
      // a stream between the check and the insert.
      alone: (append) => this.appendInTransaction.immediate(append),
      group: (body) => groupTransaction.immediate(body),
      member: (append) => this.appendInTransaction(append),
      isRefusal: (error) => error instanceof WrongExpectedRevisionError || error instanceof EventIdConflictError,
      committed: () => this.changes.emit('change'),
    });
  }

  /**
   * Appends atomically; see `EventStore.append`. The append is written at the end of the current
   * turn of the event loop, in one transaction with the other appends asked for in that turn.
   * @throws WrongExpectedRevisionError when the stream is not where `expected` says, including a
   *   batch whose first id is stored but which is no exact retry (another writer got there first).
   * @throws EventIdConflictError when an event id is already stored where no retry can put it.
   * @throws RangeError for an empty batch or an invalid expected revision.
   * @throws TypeError when an event's data or metadata cannot be serialised to JSON.
   * @throws SqliteError from the driver (a lock held past the busy timeout, I/O): then no append of
   *   that group was written.
   */
  append(stream: string, events: EventData[], expected: ExpectedRevision): Promise<AppendResult> {
    // Promise.try: a synchronous throw becomes a rejection, as the port promises
    return Promise.try(() => {
      assertValidAppend(events, expected);
      // serialised before queueing: an event that cannot be refuses its own append, not the group
      const data = events.map((event) => JSON.stringify(event.data ?? null));
      const metadata = events.map((event) => JSON.stringify(event.metadata));
      if (!this.checkpointer && this.startCheckpointer) this.checkpointer = this.startCheckpointer();
      return this.appends.submit({ stream, events, expected, data, metadata });
    });
  }

  readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return Promise.try(() => (this.statements.readStream.all(stream, fromRevision) as EventRow[]).map(toRecordedEvent));
  }

  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return Promise.try(() => this.readAllNow(fromPosition, limit));
  }

  headPosition(): Promise<number> {
    return Promise.try(() => this.statements.headPosition.get() as number);
  }

  /**
   * Catches up from `fromPosition` in pages, then tails: appends through this instance wake it at
   * once, appends through other connections or processes within `pollIntervalMs`.
   */
  subscribeAll(fromPosition: number, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return this.subscriptions.start((wake) => this.openBatchSource(fromPosition, wake), handler, options);
  }

  readSnapshot(stream: string): Promise<Snapshot | null> {
    return Promise.try(() => {
      const row = this.statements.readSnapshot.get(stream) as [revision: number, version: number, state: string] | undefined;
      return row ? { revision: row[0], version: row[1], state: JSON.parse(row[2]) as unknown } : null;
    });
  }

  writeSnapshot(stream: string, snapshot: Snapshot): Promise<void> {
    return Promise.try(() => {
      this.statements.writeSnapshot.run(stream, snapshot.revision, snapshot.version, JSON.stringify(snapshot.state));
    });
  }

  /** Closes every subscription (waiting for running handlers), then the database. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.appends.flush();
    await this.subscriptions.closeAll();
    this.stopPolling();
    await this.checkpointer?.stop();
    this.db.close();
  }

  private appendLocked({ stream, events, expected, data, metadata }: QueuedAppend): AppendResult {
    const current = (this.statements.currentRevision.get(stream) as number | null) ?? NO_STREAM;
    const retried = this.findRetriedAppend(stream, events, expected, current);
    if (retried) return retried;
    assertExpected(stream, expected, current);

    const recordedAt = new Date().toISOString();
    let revision = current;
    let position = 0;
    for (const [index, event] of events.entries()) {
      revision += 1;
      try {
        const info = this.statements.insert.run(stream, revision, event.id, event.type, data[index], metadata[index], recordedAt);
        position = Number(info.lastInsertRowid);
      } catch (error) {
        // (stream, revision) cannot collide while we hold the write lock, so a unique violation
        // here is the event id: stored earlier or repeated inside this batch.
        // by code, not by class: better-sqlite3's native part keeps the error class of the first
        // copy of the module a process loaded (a test runner loads one per test file)
        if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new EventIdConflictError(stream, event.id, 'the id is already stored or repeated in the batch');
        }
        throw error;
      }
    }
    return { nextExpectedRevision: revision, position };
  }

  /**
   * Recognises a retry of an append that already committed (its response was lost, say): the first
   * event's id is stored in this stream, followed by exactly the rest of the batch (ids, types and
   * data), at the place `expected` designates. Returns that append's result, or undefined when the
   * first id is new.
   * @throws WrongExpectedRevisionError when the batch is no exact retry and the stream has moved
   *   past `expected`: a concurrency conflict, which the writer resolves by reloading.
   * @throws EventIdConflictError when the id is stored in another stream, or the stream is still
   *   where `expected` says although the id is stored in it.
   */
  private findRetriedAppend(
    stream: string,
    events: EventData[],
    expected: ExpectedRevision,
    current: CurrentRevision,
  ): AppendResult | undefined {
    const first = this.statements.findById.get(events[0].id) as { stream: string; revision: number } | undefined;
    if (!first) return undefined;
    if (first.stream !== stream) {
      throw new EventIdConflictError(stream, events[0].id, `the id is already stored in stream "${first.stream}"`);
    }
    const stored = (this.statements.batchFrom.all(stream, first.revision, events.length) as StoredBatchRow[]).map((row) => ({
      ...row,
      data: JSON.parse(row.data) as unknown,
    }));
    if (!isSameBatch(stored, events)) {
      // Other events under these ids: another writer's decision, not ours retried. When the stream
      // moved past `expected`, that is a plain concurrency conflict.
      assertExpected(stream, expected, current);
      throw new EventIdConflictError(stream, events[0].id, 'a retry must repeat exactly the events of the original append');
    }
    if (!isExpectedPlace(expected, first.revision)) {
      // Not where this writer expected its events: report the stale revision if it is one.
      assertExpected(stream, expected, current);
      throw new EventIdConflictError(stream, events[0].id, `the id is already stored at revision ${first.revision}`);
    }
    const last = stored[stored.length - 1];
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  private readAllNow(fromPosition: number, limit: number): RecordedEvent[] {
    // SQLite reads a negative LIMIT as "no limit".
    if (limit <= 0) return [];
    return (this.statements.readAll.all(fromPosition, limit) as EventRow[]).map(toRecordedEvent);
  }

  private openBatchSource(fromPosition: number, wake: () => void): BatchSource {
    let position = fromPosition;
    this.changes.on('change', wake);
    this.startPolling();
    return {
      read: (max) => {
        const events = this.readAllNow(position, max);
        if (events.length > 0) position = events[events.length - 1].position;
        return events;
      },
      // Every read sees the whole committed file, so an empty read means nothing is left.
      isCaughtUp: () => true,
      close: () => {
        this.changes.off('change', wake);
        if (this.changes.listenerCount('change') === 0) this.stopPolling();
      },
    };
  }

  /**
   * Watches for commits made through other connections (other processes, or other instances on
   * the same file). `PRAGMA data_version` changes exactly when another connection committed, and
   * costs no table read.
   */
  private startPolling(): void {
    if (this.pollTimer) return;
    this.lastDataVersion = this.statements.dataVersion.get() as number;
    this.pollTimer = setInterval(() => {
      const version = this.statements.dataVersion.get() as number;
      if (version !== this.lastDataVersion) {
        this.lastDataVersion = version;
        this.changes.emit('change');
      }
    }, this.pollIntervalMs);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}

function prepareStatements(db: Database.Database) {
  return {
    insert: db.prepare('INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    currentRevision: db.prepare('SELECT MAX(revision) FROM events WHERE stream = ?').pluck(),
    findById: db.prepare('SELECT stream, revision FROM events WHERE id = ?'),
    batchFrom: db.prepare(
      'SELECT id, type, data, revision, position FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    readStream: db.prepare(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`).raw(),
    readAll: db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(),
    headPosition: db.prepare('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    dataVersion: db.prepare('PRAGMA data_version').pluck(),
    readSnapshot: db.prepare('SELECT revision, version, state FROM snapshots WHERE stream = ?').raw(),
    writeSnapshot: db.prepare(
      `INSERT INTO snapshots (stream, revision, version, state) VALUES (?, ?, ?, ?)
       ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision, version = excluded.version, state = excluded.state
       WHERE excluded.revision >= snapshots.revision`,
    ),
  };
}

function toRecordedEvent([position, stream, revision, id, type, data, metadata, recordedAt]: EventRow): RecordedEvent {
  return {
    id,
    type,
    data: JSON.parse(data) as unknown,
    metadata: JSON.parse(metadata) as EventMetadata,
    stream,
    revision,
    position,
    recordedAt,
  };
}

/** Whether events first stored at `firstRevision` are where an append with `expected` puts them. */
function isExpectedPlace(expected: ExpectedRevision, firstRevision: number): boolean {
  if (expected === 'no_stream') return firstRevision === 0;
  if (typeof expected === 'number') return firstRevision === expected + 1;
  return true;
}

/** @throws WrongExpectedRevisionError when a stream at `current` does not satisfy `expected`. */
function assertExpected(stream: string, expected: ExpectedRevision, current: CurrentRevision): void {
  const satisfied =
    expected === 'any' ||
    (expected === 'no_stream' && current === NO_STREAM) ||
    (expected === 'stream_exists' && current !== NO_STREAM) ||
    expected === current;
  if (!satisfied) {
    throw new WrongExpectedRevisionError(stream, expected, current === NO_STREAM ? 'no_stream' : current);
  }
}
