import { parentPort, workerData } from 'node:worker_threads';
import { EventStore, EventStoreConfig, openEventStore } from '@arena/eventstore';
import { BatchWriter, PROJECTIONS, projectEvent, projectionRegistry, readModelKeys, ReadModelKeys } from '@arena/read-models';
import type { BatchWriterState, ProjectEvent } from '@arena/read-models';

/**
 * A worker thread of a rebuild. Parsing stored events and projecting them in memory is most of
 * a rebuild's work, so workers share it: positions are cut into ranges of `rangeSize`, and of
 * `workers` workers the one numbered `worker` takes ranges worker, worker + workers, ...
 * Each range is posted as its coalesced writes (`BatchWriter.state()`, null when it holds no
 * event), which the main thread merges with its neighbours' before writing them, in its order, at
 * most `AHEAD` ranges before the main thread has acknowledged them. A range starting past the
 * store's last event is posted as `end`.
 */
export interface RangeWorkerOptions {
  eventStore: EventStoreConfig;
  namespace: string;
  version: string;
  /** Width of a range of positions. */
  rangeSize: number;
  worker: number;
  workers: number;
  /** Names of projections left out (see `RebuildOptions.without`). */
  without?: readonly string[];
}

export type WorkerMessage =
  | { type: 'range'; range: number; batch: RangeWrites | null; head: number }
  | { type: 'end'; range: number }
  | { type: 'failed'; message: string };

/** A range's coalesced writes, the position of its last event and its number of events. */
export interface RangeWrites {
  writes: BatchWriterState;
  to: number;
  count: number;
}

const AHEAD = 2;
/** Events parsed at a time: few enough to die young in the garbage collector. */
const PAGE = 100;

async function run({ eventStore, namespace, version, rangeSize, worker, workers, without }: RangeWorkerOptions) {
  const store = openEventStore(eventStore);
  const keys = readModelKeys(namespace, version);
  const project: ProjectEvent<ReadModelKeys> = without?.length
    ? projectionRegistry<ReadModelKeys>(PROJECTIONS.filter(({ name }) => !without.includes(name)))
    : projectEvent;
  let unacknowledged = 0;
  let wake: (() => void) | null = null;
  parentPort!.on('message', () => {
    unacknowledged--;
    wake?.();
  });
  try {
    let head = await store.headPosition();
    for (let range = worker; ; range += workers) {
      const from = range * rangeSize;
      if (from >= head) head = await store.headPosition();
      if (from >= head) {
        post({ type: 'end', range });
        return;
      }
      const batch = await prepareRange(store, keys, project, from, from + rangeSize);
      while (unacknowledged >= AHEAD) await new Promise<void>((resolve) => (wake = resolve));
      unacknowledged++;
      post({ type: 'range', range, batch, head });
    }
  } finally {
    await store.close();
  }
}

/**
 * Projects the events with positions in (from, to] into one batch of coalesced writes (null when
 * the range holds none). Events are read and projected a small page at a time, so the parsed
 * events die young and only the compact writes stay in memory. Positions grow by at least 1,
 * so no page asks for more events than the range can hold, and none is read only to be dropped.
 */
async function prepareRange(
  store: EventStore,
  keys: ReadModelKeys,
  project: ProjectEvent<ReadModelKeys>,
  from: number,
  to: number,
): Promise<RangeWrites | null> {
  const writes = new BatchWriter();
  let count = 0;
  let last = from;
  for (let cursor = from; cursor < to;) {
    const limit = Math.min(PAGE, to - cursor);
    const page = await store.readAll(cursor, limit);
    for (const event of page) {
      if (event.position > to) break;
      project(writes, keys, event);
      count++;
      last = event.position;
    }
    if (page.length < limit || last >= to || last === cursor) break;
    cursor = last;
  }
  return count ? { writes: writes.state(), to: last, count } : null;
}

function post(message: WorkerMessage) {
  parentPort!.postMessage(message);
}

run(workerData as RangeWorkerOptions).catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
