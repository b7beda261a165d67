import { describeEventStoreContract } from './event-store-contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

const url = process.env.KURRENTDB_URL;
const SKIPPED = 'KurrentDB contract skipped: KURRENTDB_URL is not set (no KurrentDB server on this machine)';

function contract(connectionString: string): void {
  describeEventStoreContract('KurrentDbEventStore', () => {
    const store = new KurrentDbEventStore(connectionString);
    return { store, cleanup: () => store.close() };
  });
}

if (url) {
  contract(url);
} else {
  // Not console.warn: jest drops the console output of a test file whose tests are all skipped.
  process.stderr.write(`${SKIPPED}\n`);
  // Registered, so every contract test is reported as skipped rather than silently absent.
  describe.skip(SKIPPED, () => contract('kurrentdb://unused:2113'));
}
