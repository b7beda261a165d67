import type { EventStore } from '@arena/eventstore';
import { BatchWriter, PROJECTIONS, projectEvent, projectionRegistry, type ReadModelKeys } from '@arena/read-models';
import type { BatchWriterState, ProjectEvent } from '@arena/read-models';

/** A range's coalesced writes, the position of its last event and its number of events. */
export interface RangeWrites {
  writes: BatchWriterState;
  to: number;
  count: number;
}

/** Events parsed at a time: few enough to die young in the garbage collector. */
const PAGE = 100;

/** Every read model's projection, or all but those named in `without` (see `RebuildOptions.without`). */
export function projectionsOf(without?: readonly string[]): ProjectEvent<ReadModelKeys> {
  return without?.length ? projectionRegistry<ReadModelKeys>(PROJECTIONS.filter(({ name }) => !without.includes(name))) : projectEvent;
}

/**
 * Projects the events with positions in (from, to] into one batch of coalesced writes (null when
 * the range holds none). Events are read and projected a small page at a time, so the parsed
 * events die young and only the compact writes stay in memory. Positions grow by at least 1,
 * so no page asks for more events than the range can hold, and none is read only to be dropped.
 */
export async function prepareRange(
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
