/**
 * The one contract suite every EventStore adapter passes. Test-only: it registers jest tests, so
 * index.ts does not export it; adapter tests import it by path.
 *
 * Written to run against a shared server too: every test uses fresh stream names and only looks
 * at its own streams when reading $all, and never assumes the store starts empty.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type EventStore, WrongExpectedRevisionError } from './port';
import {
  appendError,
  collect,
  expectStrictlyIncreasing,
  newEvent,
  newStream,
  readAllOf,
  waitFor,
  withoutStoreFields,
} from './event-store-contract-support';
import { describeRetryContract } from './retry-contract';
import { describeSnapshotContract } from './snapshot-contract';

export interface EventStoreUnderTest {
  store: EventStore;
  /** Closes the store and removes whatever the factory created. */
  cleanup: () => Promise<void>;
}

/**
 * Registers the contract suite for one adapter.
 * @param name adapter name shown in the test titles.
 * @param factory opens a store for one test; called before each test.
 */
export function describeEventStoreContract(name: string, factory: () => EventStoreUnderTest | Promise<EventStoreUnderTest>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('append and readStream', () => {
      it('stores events in order with 0-based revisions and returns the next expected revision', async () => {
        const stream = newStream('order');
        const first = [newEvent('Created', { n: 1 }), newEvent('Renamed', { n: 2 })];
        const second = [newEvent('Renamed', { n: 3 })];

        const r1 = await store.append(stream, first, 'no_stream');
        const r2 = await store.append(stream, second, r1.nextExpectedRevision);

        expect(r1.nextExpectedRevision).toBe(1);
        expect(r2.nextExpectedRevision).toBe(2);
        expect(r2.position).toBeGreaterThan(r1.position);
        const stored = await store.readStream(stream);
        expect(stored.map(withoutStoreFields)).toEqual([...first, ...second]);
        expect(stored.map((e) => e.revision)).toEqual([0, 1, 2]);
        expect(stored.every((e) => e.stream === stream)).toBe(true);
        expect(stored[1].position).toBe(r1.position);
        expect(stored[2].position).toBe(r2.position);
        for (const event of stored) {
          expect(new Date(event.recordedAt).toISOString()).toBe(event.recordedAt);
        }
      });

      it('reads a stream from a revision (inclusive) and a missing stream as []', async () => {
        const stream = newStream('from');
        const events = [newEvent('A'), newEvent('B'), newEvent('C')];
        await store.append(stream, events, 'no_stream');

        expect((await store.readStream(stream, 1)).map((e) => e.id)).toEqual([events[1].id, events[2].id]);
        expect(await store.readStream(stream, 3)).toEqual([]);
        expect(await store.readStream(newStream('missing'))).toEqual([]);
      });
    });

    describe('readAll and headPosition', () => {
      it('returns events across streams in commit order with strictly increasing positions', async () => {
        const start = await store.headPosition();
        const a = newStream('all-a');
        const b = newStream('all-b');
        const a1 = newEvent('A1');
        const b1 = newEvent('B1');
        const a2 = newEvent('A2');
        const ra1 = await store.append(a, [a1], 'no_stream');
        const rb1 = await store.append(b, [b1], 'no_stream');
        const ra2 = await store.append(a, [a2], 0);

        const mine = await readAllOf(store, start, [a, b]);

        expect(mine.map((e) => e.id)).toEqual([a1.id, b1.id, a2.id]);
        expect(mine.map((e) => e.position)).toEqual([ra1.position, rb1.position, ra2.position]);
        expect(mine[0].position).toBeGreaterThan(start);
        expectStrictlyIncreasing(mine.map((e) => e.position));
        expect(withoutStoreFields(mine[1])).toEqual(b1);
      });

      it('reads after a position (exclusive) and at most `limit` events', async () => {
        const start = await store.headPosition();
        const stream = newStream('page');
        const events = [1, 2, 3, 4, 5].map((n) => newEvent('Numbered', { n }));
        await store.append(stream, events, 'no_stream');
        const mine = await readAllOf(store, start, [stream]);
        const from = mine[1].position;

        const page = await store.readAll(from, 2);

        expect(page).toHaveLength(2);
        expect(page[0].position).toBeGreaterThan(from);
        expectStrictlyIncreasing(page.map((e) => e.position));
        const ownIds = page.filter((e) => e.stream === stream).map((e) => e.id);
        expect(ownIds).toEqual(events.slice(2, 2 + ownIds.length).map((e) => e.id));
        expect((await store.readAll(mine[4].position, 10)).filter((e) => e.stream === stream)).toEqual([]);
        expect(await store.readAll(start, 0)).toEqual([]);
      });

      it('reads from the start with position 0', async () => {
        await store.append(newStream('start'), [newEvent('A')], 'no_stream');

        const first = await store.readAll(0, 1);

        expect(first).toHaveLength(1);
        expect(first[0].position).toBeGreaterThan(0);
      });

      it('reports the position of the last stored event as the head', async () => {
        const before = await store.headPosition();
        expect(before).toBeGreaterThanOrEqual(0);

        const result = await store.append(newStream('head'), [newEvent('A'), newEvent('B')], 'no_stream');

        expect(result.position).toBeGreaterThan(before);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(result.position);
      });
    });

    describe('expected revision', () => {
      it("rejects 'no_stream' on an existing stream", async () => {
        const stream = newStream('exists');
        await store.append(stream, [newEvent('A')], 'no_stream');

        const error = await appendError(store, stream, [newEvent('B')], 'no_stream');

        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('rejects a revision mismatch, naming stream, expected and actual, and writes nothing', async () => {
        const stream = newStream('mismatch');
        await store.append(stream, [newEvent('A'), newEvent('B')], 'no_stream');

        const error = await appendError(store, stream, [newEvent('C')], 0);

        expect(error).toMatchObject({ stream, expected: 0, actual: 1 });
        expect(error.message).toContain(stream);
        expect(await store.readStream(stream)).toHaveLength(2);
        const missing = newStream('missing');
        expect(await appendError(store, missing, [newEvent('A')], 3)).toMatchObject({
          stream: missing,
          expected: 3,
          actual: 'no_stream',
        });
        expect(await store.readStream(missing)).toEqual([]);
      });

      it("appends without any check with 'any'", async () => {
        const stream = newStream('any');

        const r1 = await store.append(stream, [newEvent('A')], 'any');
        const r2 = await store.append(stream, [newEvent('B')], 'any');

        expect([r1.nextExpectedRevision, r2.nextExpectedRevision]).toEqual([0, 1]);
      });

      it("requires an existing stream with 'stream_exists'", async () => {
        const stream = newStream('stream-exists');

        const error = await appendError(store, stream, [newEvent('A')], 'stream_exists');
        expect(error).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);

        await store.append(stream, [newEvent('A')], 'no_stream');
        const result = await store.append(stream, [newEvent('B')], 'stream_exists');
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('lets exactly one of two racing writers with the same expected revision win', async () => {
        const stream = newStream('race');
        await store.append(stream, [newEvent('Created')], 'no_stream');
        const batches = [
          [newEvent('Left'), newEvent('Left')],
          [newEvent('Right'), newEvent('Right')],
        ];

        const outcomes = await Promise.allSettled(batches.map((batch) => store.append(stream, batch, 0)));

        const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
        expect(winners).toHaveLength(1);
        const loser = outcomes[1 - winners[0]];
        expect(loser.status === 'rejected' && loser.reason).toBeInstanceOf(WrongExpectedRevisionError);
        const stored = await store.readStream(stream);
        expect(stored.slice(1).map((e) => e.id)).toEqual(batches[winners[0]].map((e) => e.id));
      });
    });

    describe('subscribeAll', () => {
      it('catches up, then delivers new events live, in order and without duplicates', async () => {
        const start = await store.headPosition();
        const stream = newStream('live');
        const before = [newEvent('A'), newEvent('B'), newEvent('C')];
        await store.append(stream, before.slice(0, 2), 'no_stream');
        await store.append(stream, before.slice(2), 1);
        const received = collect(stream);
        const onCaughtUp = jest.fn();

        const subscription = store.subscribeAll(start, received.handler, { onCaughtUp, onError: received.fail });
        try {
          await waitFor(() => onCaughtUp.mock.calls.length > 0);
          expect(received.ids()).toEqual(before.map((e) => e.id));

          const after = [newEvent('D'), newEvent('E')];
          await store.append(stream, after.slice(0, 1), 2);
          await store.append(stream, after.slice(1), 3);
          await waitFor(() => received.events.length === 5);

          expect(received.ids()).toEqual([...before, ...after].map((e) => e.id));
          expect(onCaughtUp).toHaveBeenCalledTimes(1);
          expectStrictlyIncreasing(received.allPositions);
          expect(received.errors).toEqual([]);
        } finally {
          await subscription.close();
        }
      });

      it('hands over batches of at most maxBatch, one at a time', async () => {
        const start = await store.headPosition();
        const stream = newStream('batches');
        const events = Array.from({ length: 7 }, (_, n) => newEvent('Numbered', { n }));
        await store.append(stream, events, 'no_stream');
        const sizes: number[] = [];
        let running = 0;
        let overlapped = false;
        const received = collect(stream);

        const subscription = store.subscribeAll(
          start,
          async (batch) => {
            running += 1;
            overlapped ||= running > 1;
            sizes.push(batch.length);
            await new Promise((resolve) => setTimeout(resolve, 5));
            await received.handler(batch);
            running -= 1;
          },
          { maxBatch: 3, onError: received.fail },
        );
        try {
          await waitFor(() => received.events.length === events.length);

          expect(received.ids()).toEqual(events.map((e) => e.id));
          expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
          expect(overlapped).toBe(false);
        } finally {
          await subscription.close();
        }
      });

      it('delivers only the events after the position it starts from', async () => {
        const start = await store.headPosition();
        const stream = newStream('middle');
        const events = [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D')];
        await store.append(stream, events, 'no_stream');
        const mine = await readAllOf(store, start, [stream]);
        const received = collect(stream);
        const onCaughtUp = jest.fn();

        const subscription = store.subscribeAll(mine[1].position, received.handler, {
          onCaughtUp,
          onError: received.fail,
        });
        try {
          await waitFor(() => onCaughtUp.mock.calls.length > 0);

          expect(received.ids()).toEqual([events[2].id, events[3].id]);
        } finally {
          await subscription.close();
        }
      });

      it('stops delivering once closed, after the running handler has finished', async () => {
        const start = await store.headPosition();
        const stream = newStream('close');
        await store.append(stream, [newEvent('A')], 'no_stream');
        let release: () => void = () => undefined;
        const handlerBlocked = new Promise<void>((resolve) => {
          release = resolve;
        });
        let handlerStarted = false;
        let handlerFinished = false;
        const received = collect(stream);

        const subscription = store.subscribeAll(
          start,
          async (batch) => {
            if (!batch.some((e) => e.stream === stream)) return;
            handlerStarted = true;
            await handlerBlocked;
            await received.handler(batch);
            handlerFinished = true;
          },
          { onError: received.fail },
        );
        await waitFor(() => handlerStarted);
        let closed = false;
        const closing = subscription.close().then(() => {
          closed = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(closed).toBe(false);

        release();
        await closing;
        expect(handlerFinished).toBe(true);

        await store.append(stream, [newEvent('B')], 0);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(received.events).toHaveLength(1);
        expect(received.errors).toEqual([]);
      });
    });

    describeRetryContract(() => store);
    describeSnapshotContract(() => store);
  });
}
