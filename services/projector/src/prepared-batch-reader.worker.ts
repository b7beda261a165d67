import { parentPort, workerData } from 'node:worker_threads';
import { EventStore, EventStoreConfig, openEventStore, RecordedEvent } from '@arena/eventstore';
import { readModelKeys } from '@arena/read-models';
import { PreparedBatch, prepareBatch } from './apply-batch';

/**
 * A worker thread of a rebuild. Parsing stored events and projecting them in memory is most of
 * a rebuild's work, so it is shared: the positions are cut into ranges of `rangeSize`, and of
 * `readers` workers the one numbered `reader` takes ranges reader, reader + readers, ...
 * Each range is posted as one prepared batch (null when it holds no event), in its order, at
 * most `AHEAD` ranges before the main thread has acknowledged them. A range starting past the
 * store's last event is posted as `end`.
 */
export interface ReaderOptions {
  eventStore: EventStoreConfig;
  namespace: string;
  version: string;
  /** Width of a range of positions. */
  rangeSize: number;
  reader: number;
  readers: number;
}

export type ReaderMessage =
  | { type: 'range'; range: number; batch: PreparedBatch | null; head: number }
  | { type: 'end'; range: number }
  | { type: 'failed'; message: string };

const AHEAD = 2;
const PAGE = 2000;

async function read({ eventStore, namespace, version, rangeSize, reader, readers }: ReaderOptions) {
  const store = openEventStore(eventStore);
  const keys = readModelKeys(namespace, version);
  let unacknowledged = 0;
  let wake: (() => void) | null = null;
  parentPort!.on('message', () => {
    unacknowledged--;
    wake?.();
  });
  try {
    let head = await store.headPosition();
    for (let range = reader; ; range += readers) {
      const from = range * rangeSize;
      if (from >= head) head = await store.headPosition();
      if (from >= head) {
        post({ type: 'end', range });
        return;
      }
      const events = await readRange(store, from, from + rangeSize);
      while (unacknowledged >= AHEAD) await new Promise<void>((resolve) => (wake = resolve));
      unacknowledged++;
      post({ type: 'range', range, batch: events.length ? prepareBatch(keys, events) : null, head });
    }
  } finally {
    await store.close();
  }
}

/**
 * The events with positions in (from, to]. Positions grow by at least 1, so no page asks for
 * more events than the range can hold, and none is read only to be dropped.
 */
async function readRange(store: EventStore, from: number, to: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let cursor = from; cursor < to; ) {
    const limit = Math.min(PAGE, to - cursor);
    const page = await store.readAll(cursor, limit);
    for (const event of page) {
      if (event.position > to) return events;
      events.push(event);
    }
    if (page.length < limit) break;
    cursor = page[page.length - 1].position;
  }
  return events;
}

function post(message: ReaderMessage) {
  parentPort!.postMessage(message);
}

read(workerData as ReaderOptions).catch((error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
