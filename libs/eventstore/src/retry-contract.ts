/**
 * The idempotent-retry part of the event store contract suite (test-only): a retry is recognised
 * by its events' ids AND content (type and data), and a batch that is no retry, on a stream that
 * has moved past the expected revision, is a concurrency conflict the writer can resolve by
 * reloading and deciding again.
 */
import { describe, expect, it } from '@jest/globals';
import type { EventData, EventStore } from './port';
import { appendError, newEvent, newStream } from './event-store-contract-support';

/** Registers the retry tests; `current` gives the store opened for the running test. */
export function describeRetryContract(current: () => EventStore): void {
  describe('idempotent retry', () => {
    it('returns the original result and writes nothing when the same events are appended again', async () => {
      const store = current();
      const stream = newStream('retry');
      const created = [newEvent('Created')];
      const batch = [newEvent('A'), newEvent('B')];
      const r0 = await store.append(stream, created, 'no_stream');
      const r1 = await store.append(stream, batch, 0);
      const head = await store.headPosition();

      expect(await store.append(stream, created, 'no_stream')).toEqual(r0);
      expect(await store.append(stream, batch, 0)).toEqual(r1);

      expect((await store.readStream(stream)).map((e) => e.id)).toEqual([...created, ...batch].map((e) => e.id));
      expect((await store.readAll(head, 1000)).filter((e) => e.stream === stream)).toEqual([]);
    });

    it('still recognises the retry after the stream has moved on', async () => {
      const store = current();
      const stream = newStream('retry-later');
      const batch = [newEvent('A')];
      const r1 = await store.append(stream, batch, 'no_stream');
      await store.append(stream, [newEvent('B')], 0);

      expect(await store.append(stream, batch, 'no_stream')).toEqual(r1);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('recognises a retry by type and data: other metadata and another key order are the same events', async () => {
      const store = current();
      const stream = newStream('retry-content');
      const original = newEvent('A', { x: 1, nested: { y: [1, 2], z: 'z' } });
      const r1 = await store.append(stream, [original], 'no_stream');
      const resent: EventData = {
        id: original.id,
        type: 'A',
        data: { nested: { z: 'z', y: [1, 2] }, note: 'unicode ✓', x: 1 },
        metadata: { decidedAt: new Date(0).toISOString(), correlationId: 'another request' },
      };

      expect(await store.append(stream, [resent], 'no_stream')).toEqual(r1);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('takes the same ids with other data or another type for a concurrency conflict, not a retry', async () => {
      const store = current();
      const stream = newStream('retry-other-content');
      const original = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
      await store.append(stream, original, 'no_stream');
      const otherData = [original[0], { ...original[1], data: { n: 3, note: 'unicode ✓' } }];
      const otherType = [original[0], { ...original[1], type: 'C' }];

      for (const batch of [otherData, otherType, [{ ...original[0], data: {} }]]) {
        expect(await appendError(store, stream, batch, 'no_stream')).toMatchObject({ stream, expected: 'no_stream', actual: 1 });
      }
      const stored = await store.readStream(stream);
      expect(stored.map((e) => [e.id, e.type, e.data])).toEqual(original.map((e) => [e.id, e.type, e.data]));
    });

    it('takes a batch repeating only its first event (another writer got there first) for a concurrency conflict', async () => {
      const store = current();
      const stream = newStream('retry-partial');
      // two writers both decided "register, then record" on the empty stream, each with another record
      const registered = newEvent('Registered');
      const first = [registered, newEvent('Recorded', { match: 1 })];
      await store.append(stream, first, 'no_stream');

      const error = await appendError(store, stream, [registered, newEvent('Recorded', { match: 2 })], 'no_stream');

      expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 1 });
      expect((await store.readStream(stream)).map((e) => e.id)).toEqual(first.map((e) => e.id));
    });
  });
}
