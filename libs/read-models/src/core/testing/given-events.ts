import { deepStrictEqual } from 'node:assert/strict';
import type Redis from 'ioredis';
import { BatchWriter, queueCommands, RedisCommand } from '../batch-writer';
import type { ProjectableEvent, ProjectEvent, Projection } from '../projection';
import type { GivenEvent } from './events';
import { InMemoryRedis, ReadModelState } from './in-memory-redis';

/** What a projection made of the given events. */
export interface ProjectionOutcome {
  /** The coalesced commands of each batch, in order. */
  commands: RedisCommand[][];
  /** The read models once every batch is applied (see `ReadModelState`). */
  readModel: () => ReadModelState;
  /** An ioredis client reading those read models, for the queries (see `InMemoryRedis.reader`). */
  reader: () => Redis;
  /**
   * Asserts the read models equal `expected` exactly: the same keys, each with the same fields
   * and values (hash fields as strings, sorted-set scores as numbers).
   * @throws AssertionError with a diff otherwise.
   */
  thenReadModel: (expected: ReadModelState) => void;
}

export interface GivenEventsOptions {
  /** Events per batch, as the projector cuts them (default: all in one batch). */
  eventsPerBatch?: number;
}

/**
 * A projection test: `projectionTest(projection, keys).givenEvents(events)` runs the events
 * through the projection (or a registry's `projectEvent`) into `BatchWriter`s, one per batch,
 * and applies their commands to an in-memory Redis; then `.thenReadModel({ [key]: { field:
 * value } })` asserts the result, `.readModel()` returns it for `expect`, or `.reader()` lets
 * the queries read it. No I/O at all.
 */
export function projectionTest<K>(projection: Projection<K> | ProjectEvent<K>, keys: K) {
  const project: ProjectEvent<K> =
    typeof projection === 'function' ? projection : (writes, k, event) => dispatch(projection, writes, k, event);
  return {
    givenEvents: (events: readonly GivenEvent[], options: GivenEventsOptions = {}): ProjectionOutcome => {
      const perBatch = options.eventsPerBatch ?? Math.max(events.length, 1);
      const redis = new InMemoryRedis();
      const commands: RedisCommand[][] = [];
      for (let start = 0; start < events.length; start += perBatch) {
        const writes = new BatchWriter();
        events.slice(start, start + perBatch).forEach((event, i) => project(writes, keys, projectable(event, start + i + 1)));
        commands.push(writes.commands());
        redis.apply(commands[commands.length - 1]);
      }
      return {
        commands,
        readModel: () => redis.state(),
        reader: () => redis.reader(),
        thenReadModel: (expected) => deepStrictEqual(redis.state(), expected),
      };
    },
  };
}

/**
 * Applies an outcome's batches to a real Redis (with the read-model scripts registered), each in a
 * MULTI of its own as the projector applies them, so a test can compare Redis with `readModel()`.
 * @throws the first command error Redis answered.
 */
export async function applyToRedis(redis: Redis, outcome: ProjectionOutcome): Promise<void> {
  for (const commands of outcome.commands) {
    const tx = redis.multi();
    queueCommands(tx, commands);
    const failed = (await tx.exec())?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }
}

/** A projection alone, called as the registry calls it: only with the types it can handle. */
function dispatch<K>(projection: Projection<K>, writes: BatchWriter, keys: K, event: ProjectableEvent): void {
  if (projection.canHandle.includes(event.type)) projection.project(writes, keys, event);
}

function projectable(event: GivenEvent, index: number): ProjectableEvent {
  return {
    stream: event.stream ?? '',
    type: event.type,
    data: event.data,
    position: event.position ?? index,
    metadata: event.actor === undefined ? { decidedAt: event.decidedAt } : { decidedAt: event.decidedAt, actor: event.actor },
  };
}
