import type Redis from 'ioredis';
import { BatchWriter, projectEvent, ProjectableEvent, queueCommands, ReadModelKeys, RedisCommand } from '@arena/read-models';

/**
 * Another writer moved the checkpoint (this projector must re-read it and resume from there), or
 * the checkpoint is gone with the rest of the version's keys (the read models were lost).
 */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** Position of the last event applied to a read-model version (0 when none). */
export async function readCheckpoint(redis: Redis, keys: ReadModelKeys): Promise<number> {
  return Number((await redis.get(keys.checkpoint)) ?? 0);
}

/** The coalesced writes of a batch of events, and the position the checkpoint moves to. */
export interface PreparedBatch {
  commands: RedisCommand[];
  /** Position of the batch's last event. */
  to: number;
  /** Events in the batch. */
  count: number;
}

/** Projects a non-empty batch of events in memory; nothing reaches Redis yet. */
export function prepareBatch(keys: ReadModelKeys, events: ProjectableEvent[]): PreparedBatch {
  const writes = new BatchWriter();
  for (const event of events) projectEvent(writes, keys, event);
  return { commands: writes.commands(), to: events[events.length - 1].position, count: events.length };
}

/**
 * Applies a prepared batch and moves the checkpoint from `from` to its end in one MULTI, so a
 * crash applies all of it or none of it. The checkpoint is WATCHed and must still be `from`:
 * should a second projector have applied these events already, EXEC aborts and nothing is
 * applied twice. `redis` must be a connection of its own (WATCH is per connection).
 * @returns the new checkpoint.
 * @throws CheckpointMovedError when the checkpoint is not where this projector left it, or gone.
 */
export async function commitBatch(redis: Redis, keys: ReadModelKeys, from: number, batch: PreparedBatch): Promise<number> {
  await redis.watch(keys.checkpoint);
  const stored = await redis.get(keys.checkpoint);
  // a version's checkpoint exists from its creation on: a missing one means its keys were lost,
  // and writing this batch alone would leave a version that looks intact but is not
  if (stored === null || Number(stored) !== from) {
    await redis.unwatch();
    throw new CheckpointMovedError(stored === null ? `checkpoint ${keys.checkpoint} is gone` : `checkpoint is ${stored}, expected ${from}`);
  }
  const tx = redis.multi();
  queueCommands(tx, batch.commands);
  tx.set(keys.checkpoint, batch.to);
  const replies = await tx.exec();
  if (replies === null) throw new CheckpointMovedError('checkpoint moved during the batch');
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0]!;
  return batch.to;
}

/** Projects and applies a batch of events with its checkpoint (see `commitBatch`). */
export async function applyBatch(redis: Redis, keys: ReadModelKeys, from: number, events: ProjectableEvent[]): Promise<number> {
  if (events.length === 0) return from;
  return commitBatch(redis, keys, from, prepareBatch(keys, events));
}
