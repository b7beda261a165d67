import { type Decision, SnapshotFormatError } from '@arena/domain';
import {
  AppendResult,
  EventData,
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  Snapshot,
  WrongExpectedRevisionError,
} from '@arena/eventstore';
import { EventSourcedRepository, Evolver, SNAPSHOT_EVERY } from './event-sourced-repository';

/** A stream of `Added` events folding into their sum. */
type Added = { type: 'Added'; data: { amount: number } };
const counter: Evolver<number, Added> = { initialState: 0, evolve: (sum, event) => sum + event.data.amount };
const added = (amount: number): Added => ({ type: 'Added', data: { amount } });
const context = { actor: 'test', correlationId: 'correlation', causationId: 'causation' };
const STREAM = 'counter-1';

/**
 * An event store in memory with the port's optimistic concurrency, where a test can let
 * "another writer" append right before the repository's next append. Like KurrentDB's server it
 * recognises a retry by event ids alone: a batch whose ids are stored at the expected place
 * answers the first append's result and writes nothing, whatever its content.
 */
class MemoryEventStore implements EventStore {
  readonly streams = new Map<string, RecordedEvent[]>();
  /** Calls of `append`, including refused ones. */
  appendCalls = 0;
  /** `fromRevision` of each `readStream`. */
  readonly reads: number[] = [];
  /** Called before each append; may append as another writer. */
  beforeAppend: () => void | Promise<void> = () => {};
  private position = 0;

  async append(stream: string, events: EventData[], expected: ExpectedRevision): Promise<AppendResult> {
    this.appendCalls++;
    await this.beforeAppend();
    return this.appendNow(stream, events, expected);
  }

  /** Appends at once, as another command service instance would. */
  appendNow(stream: string, events: EventData[], expected: ExpectedRevision = 'any'): AppendResult {
    const current = this.streams.get(stream) ?? [];
    const retryAt = expected === 'no_stream' ? 0 : typeof expected === 'number' ? expected + 1 : -1;
    if (retryAt >= 0 && events.every((event, i) => current[retryAt + i]?.id === event.id)) {
      const last = current[retryAt + events.length - 1];
      return { nextExpectedRevision: last.revision, position: last.position };
    }
    const actual = current.length === 0 ? 'no_stream' : current.length - 1;
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevisionError(stream, expected, actual);
    for (const event of events) {
      current.push({ ...event, stream, revision: current.length, position: ++this.position, recordedAt: new Date(0).toISOString() });
    }
    this.streams.set(stream, current);
    return { nextExpectedRevision: current.length - 1, position: this.position };
  }

  readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    this.reads.push(fromRevision);
    return Promise.resolve((this.streams.get(stream) ?? []).slice(fromRevision));
  }

  amounts(stream: string): number[] {
    return (this.streams.get(stream) ?? []).map((event) => (event.data as Added['data']).amount);
  }

  readAll(): Promise<RecordedEvent[]> {
    throw new Error('not used by the repository');
  }
  headPosition(): Promise<number> {
    return Promise.resolve(this.position);
  }
  subscribeAll(): never {
    throw new Error('not used by the repository');
  }
  readonly snapshots = new Map<string, Snapshot>();
  readSnapshot(stream: string): Promise<Snapshot | null> {
    return Promise.resolve(this.snapshots.get(stream) ?? null);
  }
  writeSnapshot(stream: string, snapshot: Snapshot): Promise<void> {
    this.snapshots.set(stream, structuredClone(snapshot));
    return Promise.resolve();
  }
  async close(): Promise<void> {}
}

const otherWriter = (amount: number) => ({
  id: `other-${amount}-${Math.random()}`,
  type: 'Added',
  data: { amount },
  metadata: { decidedAt: new Date(0).toISOString() },
});

describe('the event-sourced repository', () => {
  let store: MemoryEventStore;
  let repository: EventSourcedRepository;
  /** The states `decide` was called with, in order. */
  let seen: number[];
  /** Adds 5 unless the sum has reached 20; answers the new sum. */
  const addFive = (sum: number): Decision<Added, number> => {
    seen.push(sum);
    return sum >= 20 ? { events: [], answer: sum } : { events: [added(5)], answer: sum + 5 };
  };

  beforeEach(() => {
    store = new MemoryEventStore();
    repository = new EventSourcedRepository(store, { now: () => new Date('2024-05-01T12:00:00Z') });
    seen = [];
  });

  test('loads, decides and appends at the expected revision', async () => {
    store.appendNow(STREAM, [otherWriter(3)]);
    const result = await repository.execute(STREAM, counter, addFive, context);
    expect(result).toEqual({ answer: 8, position: 2 });
    expect(seen).toEqual([3]);
    expect(store.amounts(STREAM)).toEqual([3, 5]);
    expect(store.streams.get(STREAM)![1].metadata).toEqual({ ...context, decidedAt: '2024-05-01T12:00:00.000Z' });
  });

  test('on a concurrency conflict it reloads, decides again on the new state and appends once', async () => {
    store.appendNow(STREAM, [otherWriter(3)]);
    let sneaked = false;
    store.beforeAppend = () => {
      if (sneaked) return;
      sneaked = true;
      store.appendNow(STREAM, [otherWriter(4)]);
    };
    const result = await repository.execute(STREAM, counter, addFive, context);
    // the first decision saw 3; the retry saw the other writer's event too
    expect(seen).toEqual([3, 7]);
    expect(result).toEqual({ answer: 12, position: 3 });
    expect(store.amounts(STREAM)).toEqual([3, 4, 5]);
    expect(store.appendCalls).toBe(2);
  });

  test("a retry that now decides nothing appends nothing, and answers the stream's last position", async () => {
    store.appendNow(STREAM, [otherWriter(18)]);
    store.beforeAppend = () => {
      if (store.amounts(STREAM).length === 1) store.appendNow(STREAM, [otherWriter(2)]);
    };
    const result = await repository.execute(STREAM, counter, addFive, context);
    expect(seen).toEqual([18, 20]);
    expect(result).toEqual({ answer: 20, position: 2 });
    expect(store.amounts(STREAM)).toEqual([18, 2]);
  });

  test("evolve gets each event's position and decision time, folded as loaded; a decision's own position is the answer's", async () => {
    /** Notes the position and time each event was folded with. */
    type Noted = { position?: number | null; decidedAt?: string };
    const folds: Noted[] = [];
    const noting: Evolver<number, Added> = {
      initialState: 0,
      evolve: (sum, event) => {
        const { position, decidedAt } = event as Added & Noted;
        folds.push({ position, decidedAt });
        return sum + event.data.amount;
      },
    };
    store.appendNow(STREAM, [otherWriter(3)]);
    const twice = (): Decision<Added, string> => ({ events: [added(1), added(2)], answer: 'two' });
    expect(await repository.execute(STREAM, noting, twice, context)).toEqual({ answer: 'two', position: 3 });
    // the appended events are folded as a reload would: the last with the append's position
    expect(folds).toEqual([
      { position: 1, decidedAt: new Date(0).toISOString() },
      { position: null, decidedAt: '2024-05-01T12:00:00.000Z' },
      { position: 3, decidedAt: '2024-05-01T12:00:00.000Z' },
    ]);
    store.appendNow(STREAM, [otherWriter(4)]);
    // a retry answers the position its decision names (the first answer's), not the stream's last
    const retry = (): Decision<Added, string> => ({ events: [], answer: 'two', position: 3 });
    expect(await repository.execute(STREAM, noting, retry, context)).toEqual({ answer: 'two', position: 3 });
    expect(folds.at(-1)).toEqual({ position: 4, decidedAt: new Date(0).toISOString() });
  });

  test('gives up after five attempts when the stream keeps changing', async () => {
    store.beforeAppend = () => {
      store.appendNow(STREAM, [otherWriter(0)]);
    };
    await expect(repository.execute(STREAM, counter, addFive, context)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(seen).toHaveLength(5);
    expect(store.appendCalls).toBe(5);
    // only the other writer's events are stored
    expect(store.amounts(STREAM)).toEqual([0, 0, 0, 0, 0]);
  });

  test('other failures are not retried', async () => {
    store.beforeAppend = () => {
      throw new Error('disk full');
    };
    await expect(repository.execute(STREAM, counter, addFive, context)).rejects.toThrow('disk full');
    expect(store.appendCalls).toBe(1);
    const refusal = new Error('refused by the rules');
    await expect(
      repository.execute(
        STREAM,
        counter,
        () => {
          throw refusal;
        },
        context,
      ),
    ).rejects.toBe(refusal);
    expect(store.appendCalls).toBe(1);
  });

  test('a known stream is read on from the cached revision; idempotency keys give deterministic ids', async () => {
    const key = () => 'Added:once';
    await repository.execute(STREAM, counter, addFive, context, key);
    await repository.execute(STREAM, counter, addFive, context, key);
    expect(store.reads).toEqual([0, 1]);
    expect(seen).toEqual([0, 5]);
    const [first, second] = store.streams.get(STREAM)!;
    expect(first.id).toBe(second.id);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  describe('two instances deciding under one idempotency key', () => {
    /** Records `amount` once: a retry of it answers the same, another amount is refused. */
    const recordOnce =
      (amount: number) =>
      (sum: number): Decision<Added, number> => {
        seen.push(sum);
        if (sum === 0) return { events: [added(amount)], answer: amount };
        if (sum === amount) return { events: [], answer: sum };
        throw new Error(`conflict: ${sum} already recorded`);
      };
    const onceKey = () => 'Added:once';

    /** Lets a second repository (another command instance) run `decide` to the end right before our first append. */
    function raceWithOtherInstance(decide: (sum: number) => Decision<Added, number>): void {
      const other = new EventSourcedRepository(store, { now: () => new Date(0) });
      let raced = false;
      store.beforeAppend = async () => {
        if (raced) return;
        raced = true;
        await other.execute(STREAM, counter, decide, context, onceKey);
      };
    }

    test('an id already stored with other content is a concurrency conflict: it reloads, decides again and refuses', async () => {
      raceWithOtherInstance(recordOnce(3));

      await expect(repository.execute(STREAM, counter, recordOnce(5), context, onceKey)).rejects.toThrow('conflict: 3 already recorded');

      // ours decided on the empty stream, the other instance's too, then ours again on its event
      expect(seen).toEqual([0, 0, 3]);
      expect(store.amounts(STREAM)).toEqual([3]);
    });

    test('the same decision by both instances keeps its ids: stored once, both answer it', async () => {
      raceWithOtherInstance(recordOnce(3));

      const result = await repository.execute(STREAM, counter, recordOnce(3), context, onceKey);

      expect(result).toEqual({ answer: 3, position: 1 });
      expect(store.amounts(STREAM)).toEqual([3]);
    });
  });

  test('read gives the state a command would decide on, and appends nothing', async () => {
    store.appendNow(STREAM, [otherWriter(3)]);
    expect(await repository.read(STREAM, counter)).toBe(3);
    store.appendNow(STREAM, [otherWriter(4)]);
    expect(await repository.read(STREAM, counter)).toBe(7);
    expect(store.reads).toEqual([0, 1]);
    expect(store.appendCalls).toBe(0);
  });

  describe('snapshots', () => {
    /** The counter with a snapshot codec: the sum as `{sum}`. */
    const snapshotted: Evolver<number, Added> = {
      ...counter,
      snapshot: {
        version: 2,
        encode: (sum) => ({ sum }),
        decode: (json) => {
          if (typeof (json as { sum?: unknown }).sum !== 'number') throw new SnapshotFormatError('no sum');
          return (json as { sum: number }).sum;
        },
      },
    };
    const addOne = (sum: number): Decision<Added, number> => ({ events: [added(1)], answer: sum + 1 });
    const coldRepository = () => new EventSourcedRepository(store, { now: () => new Date(0) });

    test(`are saved every ${SNAPSHOT_EVERY} events, and a cold load folds only the events after the latest`, async () => {
      for (let i = 0; i < SNAPSHOT_EVERY + 3; i++) await repository.execute(STREAM, snapshotted, addOne, context);
      expect(store.snapshots.get(STREAM)).toEqual({ revision: SNAPSHOT_EVERY - 1, version: 2, state: { sum: SNAPSHOT_EVERY } });

      store.reads.length = 0;
      const result = await coldRepository().execute(STREAM, snapshotted, addOne, context);
      expect(result.answer).toBe(SNAPSHOT_EVERY + 4);
      // from the snapshot's own event (for its position, not folded again)
      expect(store.reads).toEqual([SNAPSHOT_EVERY - 1]);
    });

    test('of another version, or that do not decode, are ignored: the stream is folded from its first event', async () => {
      for (let i = 0; i < 3; i++) await repository.execute(STREAM, snapshotted, addOne, context);
      for (const stale of [
        { revision: 2, version: 1, state: { sum: 1000 } },
        { revision: 2, version: 2, state: { total: 1000 } },
      ]) {
        store.snapshots.set(STREAM, stale);
        store.reads.length = 0;
        const result = await coldRepository().execute(STREAM, snapshotted, (sum) => ({ events: [], answer: sum }), context);
        expect(result.answer).toBe(3);
        expect(store.reads).toEqual([0]);
      }
    });

    test('are neither read nor written for a stream without a codec', async () => {
      for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) await repository.execute(STREAM, counter, addOne, context);
      expect(store.snapshots.size).toBe(0);
    });
  });
});
