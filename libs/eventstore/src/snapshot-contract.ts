/** The snapshot part of the event store contract suite (test-only). */
import { describe, expect, it } from '@jest/globals';
import type { EventStore, Snapshot } from './port';
import { newEvent, newStream, readAllOf } from './event-store-contract-support';

/** Registers the snapshot tests; `current` gives the store opened for the running test. */
export function describeSnapshotContract(current: () => EventStore): void {
  describe('snapshots', () => {
    it('reads null for a stream without a snapshot', async () => {
      expect(await current().readSnapshot(newStream('snapshot'))).toBeNull();
    });

    it('reads back the latest snapshot written', async () => {
      const store = current();
      const stream = newStream('snapshot');
      await store.append(stream, [newEvent('A'), newEvent('B')], 'no_stream');
      const first: Snapshot = { revision: 0, version: 1, state: { count: 1, names: ['a'] } };
      const second: Snapshot = { revision: 1, version: 1, state: { count: 2, names: ['a', 'b ✓'] } };
      await store.writeSnapshot(stream, first);
      expect(await store.readSnapshot(stream)).toEqual(first);
      await store.writeSnapshot(stream, second);
      expect(await store.readSnapshot(stream)).toEqual(second);
    });

    it('keeps the newer snapshot when an older one is written after it', async () => {
      const store = current();
      const stream = newStream('snapshot');
      await store.append(stream, [newEvent('A'), newEvent('B')], 'no_stream');
      const newer: Snapshot = { revision: 1, version: 1, state: { count: 2 } };
      await store.writeSnapshot(stream, newer);
      await store.writeSnapshot(stream, { revision: 0, version: 1, state: { count: 1 } });
      expect(await store.readSnapshot(stream)).toEqual(newer);
    });

    it('keeps snapshots out of the streams and of $all', async () => {
      const store = current();
      const stream = newStream('snapshot');
      const start = await store.headPosition();
      await store.append(stream, [newEvent('A')], 'no_stream');
      const head = await store.headPosition();
      await store.writeSnapshot(stream, { revision: 0, version: 1, state: { count: 1 } });

      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
      expect(await store.headPosition()).toBe(head);
      const all = await store.readAll(start, 1000);
      expect(all.some((e) => e.type !== 'A' && e.stream.includes(stream))).toBe(false);
      expect((await readAllOf(store, start, [stream])).map((e) => e.type)).toEqual(['A']);
    });
  });
}
