import { KurrentDbEventStore } from './kurrentdb-event-store';
import type { EventStore } from './port';
import { SqliteEventStore } from './sqlite-event-store';

export * from './port';
export { EventIdConflictError } from './append-guards';
export { KeyedSerializer } from './keyed-serializer';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store';
export { KurrentDbEventStore } from './kurrentdb-event-store';
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
      return new KurrentDbEventStore(config.url);
  }
}
