import type { KurrentDbEventStore } from './kurrentdb-event-store';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite-event-store';

export * from './port';
export { EventIdConflictError } from './append-guards';
export { KeyedSerializer } from './keyed-serializer';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store';
export { eventStoreEnv, eventStoreConfigFrom, type EventStoreEnv } from './config';

/** Which event store to open: a SQLite file (e.g. `./data/events.sqlite`) or a KurrentDB server. */
export type EventStoreConfig = { kind: 'sqlite'; path: string } | { kind: 'kurrentdb'; url: string };

/**
 * Opens the configured event store; the caller owns it and must `close()` it.
 * @throws SqliteError when a SQLite file cannot be opened. A KurrentDB client connects lazily, so
 *   an unreachable server only fails the first call.
 */
export function openEventStore(config: EventStoreConfig): EventStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteEventStore(config.path);
    case 'kurrentdb':
      return new (kurrentDbAdapter())(config.url);
  }
}

/**
 * The KurrentDB adapter's class, its module loaded on first use: the client and gRPC cost about
 * 0.2 s of CPU to load, which every process on the SQLite store (each of a rebuild's worker threads
 * too) paid at start for nothing.
 */
function kurrentDbAdapter(): typeof KurrentDbEventStore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load on first use (see above)
  return (require('./kurrentdb-event-store') as { KurrentDbEventStore: typeof KurrentDbEventStore }).KurrentDbEventStore;
}
