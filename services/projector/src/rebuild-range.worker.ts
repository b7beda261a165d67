import { parentPort, workerData } from 'node:worker_threads';
import { EventStoreConfig, openEventStore } from '@arena/eventstore';
import { readModelKeys } from '@arena/read-models';
import { prepareRange, projectionsOf, type RangeWrites } from './rebuild-range';

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

const AHEAD = 2;

async function run({ eventStore, namespace, version, rangeSize, worker, workers, without }: RangeWorkerOptions) {
  const store = openEventStore(eventStore);
  const keys = readModelKeys(namespace, version);
  const project = projectionsOf(without);
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

function post(message: WorkerMessage) {
  parentPort!.postMessage(message);
}

run(workerData as RangeWorkerOptions).catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
