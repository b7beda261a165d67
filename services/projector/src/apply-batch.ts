import type Redis from 'ioredis';
import { projectEvent, ProjectableEvent, ReadModelKeys } from '@arena/read-models';

/** Another writer moved the checkpoint: this projector must re-read it and resume from there. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** Position of the last event applied to a read-model version (0 when none). */
export async function readCheckpoint(redis: Redis, keys: ReadModelKeys): Promise<number> {
  return Number((await redis.get(keys.checkpoint)) ?? 0);
}

/**
 * Applies a batch of events and moves the checkpoint in one MULTI, so a crash applies all of
 * it or none of it. The checkpoint is WATCHed and must still be `from`: should a second
 * projector have applied these events already, EXEC aborts and nothing is applied twice.
 * `redis` must be a connection of its own (WATCH is per connection).
 * @throws CheckpointMovedError when the checkpoint is not where this projector left it.
 */
export async function applyBatch(redis: Redis, keys: ReadModelKeys, from: number, events: ProjectableEvent[]): Promise<number> {
  if (events.length === 0) return from;
  await redis.watch(keys.checkpoint);
  const stored = await readCheckpoint(redis, keys);
  if (stored !== from) {
    await redis.unwatch();
    throw new CheckpointMovedError(`checkpoint is ${stored}, expected ${from}`);
  }
  const tx = redis.multi();
  for (const event of events) projectEvent(tx, keys, event);
  const to = events[events.length - 1].position;
  tx.set(keys.checkpoint, to);
  const replies = await tx.exec();
  if (replies === null) throw new CheckpointMovedError('checkpoint moved during the batch');
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0]!;
  return to;
}
