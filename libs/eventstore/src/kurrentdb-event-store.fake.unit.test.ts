/**
 * Runs the contract against KurrentDbEventStore wired to an in-memory imitation of the client.
 * It checks the adapter's own logic (state mapping, error mapping, position arithmetic, paging,
 * system-event filtering, the subscription read loop) on this machine, which has no KurrentDB.
 * The imitation encodes our reading of the server's behaviour, so it is no substitute for running
 * tests/integration/kurrentdb-event-store.int.test.ts against a real server.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ANY,
  type AppendResult as KurrentAppendResult,
  type AppendStreamState,
  BACKWARDS,
  END,
  type EventData as KurrentEventData,
  type Filter,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ReadPosition,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { describeEventStoreContract } from './event-store-contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import type { EventData, RecordedEvent } from './port';

interface StoredEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: Position;
}

type Resolved = { event: StoredEvent; commitPosition: bigint };

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Server behaviour imitated: commit = prepare position per event; readAll from a position includes
 * it, subscriptions from a position exclude it; idempotent retries by event ids alone (never by
 * content) at the expected place, and a batch matching only in its first ids is a wrong expected
 * version; $-typed and $-stream events interleaved in $all; append responses without a usable position.
 */
class FakeKurrentDb {
  private readonly log: StoredEvent[] = [];
  private readonly live = new Set<(event: StoredEvent) => void>();
  private nextPosition = 1000n;
  private appends = 0;

  async appendToStream(
    streamName: string,
    eventOrEvents: KurrentEventData | KurrentEventData[],
    options: { streamState: AppendStreamState } = { streamState: ANY },
  ): Promise<KurrentAppendResult> {
    await tick();
    const events = Array.isArray(eventOrEvents) ? eventOrEvents : [eventOrEvents];
    const expected = options.streamState;
    const stored = this.log.filter((e) => e.streamId === streamName);
    const current = stored.length - 1;
    const retryAt =
      expected === NO_STREAM ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : stored.findIndex((e) => e.id === events[0].id);
    if (retryAt >= 0 && stored[retryAt]?.id === events[0].id) {
      if (events.every((e, i) => stored[retryAt + i]?.id === e.id)) {
        return { success: true, nextExpectedRevision: BigInt(retryAt + events.length - 1), position: undefined };
      }
      throw this.wrongExpectedVersion(streamName, expected, current);
    }
    const satisfied =
      expected === ANY ||
      (expected === NO_STREAM && current === -1) ||
      (expected === STREAM_EXISTS && current >= 0) ||
      expected === BigInt(current);
    if (!satisfied) throw this.wrongExpectedVersion(streamName, expected, current);

    if (this.appends++ % 2 === 0) this.write('$stats-node', '$statsCollected', {});
    if (this.appends % 3 === 0) this.write('$projections-$all', 'ProjectionUpdated', {});
    const first = this.nextPosition;
    events.forEach((event, i) => this.write(streamName, event.type, event.data, event.metadata, event.id, BigInt(current + 1 + i)));
    // Deliberately not the last event's position: the adapter must not rely on the response's.
    return { success: true, nextExpectedRevision: BigInt(current + events.length), position: { commit: first, prepare: first } };
  }

  async *readStream(
    streamName: string,
    options: { direction?: string; fromRevision?: bigint | typeof END; maxCount?: number | bigint },
  ): AsyncGenerator<Resolved> {
    await tick();
    const stored = this.log.filter((e) => e.streamId === streamName);
    if (stored.length === 0) throw new StreamNotFoundError(undefined, streamName);
    if (options.direction === BACKWARDS) {
      if (options.fromRevision !== END) throw new Error('the imitation reads backwards from END only');
      stored.reverse();
    }
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    yield* stored
      .filter((e) => options.direction === BACKWARDS || e.revision >= from)
      .slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))
      .map(resolve);
  }

  /** Not imitated (`maxCount` only trims old events): snapshot streams are read newest first. */
  async setStreamMetadata(): Promise<void> {
    await tick();
  }

  async *readAll(options: {
    direction?: string;
    fromPosition?: ReadPosition;
    maxCount?: number | bigint;
    filter?: Filter;
  }): AsyncGenerator<Resolved> {
    await tick();
    const from = options.fromPosition ?? START;
    const ordered = options.direction === BACKWARDS ? [...this.log].reverse() : this.log;
    const inRange = ordered.filter((e) => {
      if (from === START || from === END) return true;
      return options.direction === BACKWARDS ? e.position.commit < from.commit : e.position.commit >= from.commit;
    });
    yield* inRange
      .filter((e) => matches(options.filter, e))
      .slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))
      .map(resolve);
  }

  subscribeToAll(options: { fromPosition?: ReadPosition; filter?: Filter }): Readable & { unsubscribe(): Promise<void> } {
    const from = options.fromPosition ?? START;
    const after = from === START ? -1n : from === END ? this.nextPosition : from.commit;
    const stream = Object.assign(new Readable({ objectMode: true, read: () => undefined }), {
      unsubscribe: () => {
        this.live.delete(push);
        stream.push(null);
        return Promise.resolve();
      },
    });
    const push = (event: StoredEvent) => {
      if (event.position.commit > after && matches(options.filter, event)) stream.push(resolve(event));
    };
    setImmediate(() => {
      this.log.forEach(push);
      this.live.add(push);
    });
    return stream;
  }

  dispose(): Promise<void> {
    this.live.clear();
    return Promise.resolve();
  }

  private write(streamId: string, type: string, data: unknown, metadata: unknown = {}, id: string = randomUUID(), revision?: bigint): void {
    const position = { commit: this.nextPosition, prepare: this.nextPosition };
    this.nextPosition += 137n;
    const event: StoredEvent = {
      streamId,
      id,
      revision: revision ?? BigInt(this.log.filter((e) => e.streamId === streamId).length),
      type,
      data: JSON.parse(JSON.stringify(data)),
      metadata: JSON.parse(JSON.stringify(metadata)),
      isJson: true,
      created: new Date(),
      position,
    };
    this.log.push(event);
    this.live.forEach((push) => push(event));
  }

  private wrongExpectedVersion(streamName: string, expected: AppendStreamState, current: number): WrongExpectedVersionError {
    return new WrongExpectedVersionError(undefined, {
      streamName,
      expected,
      current: current < 0 ? 'no_stream' : BigInt(current),
    });
  }
}

function resolve(event: StoredEvent): Resolved {
  return { event, commitPosition: event.position.commit };
}

function matches(filter: Filter | undefined, event: StoredEvent): boolean {
  if (!filter || !('regex' in filter)) return true;
  return new RegExp(filter.regex).test(filter.filterOn === 'eventType' ? event.type : event.streamId);
}

describe('KurrentDbEventStore on an in-memory imitation of the client', () => {
  let connectionString: jest.SpiedFunction<typeof KurrentDBClient.connectionString>;

  beforeAll(() => {
    const server = new FakeKurrentDb();
    connectionString = jest.spyOn(KurrentDBClient, 'connectionString').mockImplementation(() => server as unknown as KurrentDBClient);
  });

  afterAll(() => {
    connectionString.mockRestore();
  });

  describeEventStoreContract('KurrentDbEventStore (imitation)', () => {
    const store = new KurrentDbEventStore('kurrentdb://imitation:2113?tls=false');
    return { store, cleanup: () => store.close() };
  });

  it('never returns system events from readAll, headPosition or subscribeAll', async () => {
    const store = new KurrentDbEventStore('kurrentdb://imitation:2113?tls=false');
    const isSystem = (e: RecordedEvent) => e.stream.startsWith('$') || e.type.startsWith('$');
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeAll(0, (batch) => {
      delivered.push(...batch);
    });
    try {
      for (let i = 0; i < 6; i += 1) {
        await store.append(`user-${randomUUID()}`, [newEvent()], 'no_stream');
      }
      const all = await store.readAll(0, 10_000);
      await waitFor(() => delivered.length === all.length);

      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(all.filter(isSystem)).toEqual([]);
      expect(delivered).toEqual(all);
      expect(await store.headPosition()).toBe(all[all.length - 1].position);
    } finally {
      await subscription.close();
      await store.close();
    }
  });
});

function newEvent(): EventData {
  return { id: randomUUID(), type: 'Happened', data: {}, metadata: { decidedAt: new Date().toISOString() } };
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
