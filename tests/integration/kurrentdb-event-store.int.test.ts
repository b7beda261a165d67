/**
 * The event store's contract suite against KurrentDB: the server at KURRENTDB_URL, else one that
 * testcontainers starts when a container engine answers; skipped otherwise, saying why.
 */
import { openEventStore } from '@arena/eventstore';
import { describeEventStoreContract } from '../../libs/eventstore/src/event-store-contract';
import { describeWithService, KURRENTDB } from '../support/containers';

describeWithService(KURRENTDB, 'KurrentDB contract', (url) => {
  describeEventStoreContract('KurrentDbEventStore', () => {
    const store = openEventStore({ kind: 'kurrentdb', url: url() });
    return { store, cleanup: () => store.close() };
  });
});
