import type Redis from 'ioredis';
import {
  BatchWriter,
  projectEvent,
  ProjectableEvent,
  type ProjectEvent,
  queueCommands,
  ReadModelKeys,
  RedisCommand,
  registerReadModelCommands,
} from '@arena/read-models';

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

/**
 * Projects a non-empty batch of events in memory; nothing reaches Redis yet. `project` is every
 * read model's projection unless given (the live projector leaves out those fed from the bus).
 */
export function prepareBatch(
  keys: ReadModelKeys,
  events: ProjectableEvent[],
  project: ProjectEvent<ReadModelKeys> = projectEvent,
): PreparedBatch {
  const writes = new BatchWriter();
  for (const event of events) project(writes, keys, event);
  return { commands: writes.commands(), to: events[events.length - 1].position, count: events.length };
}

/**
 * Applies a prepared batch and moves the checkpoint from `from` to its end in one MULTI, so a
 * crash applies all of it or none of it. The checkpoint is WATCHed and must still be `from`:
 * should a second projector have applied these events already, EXEC aborts and nothing is
 * applied twice. `redis` must be a connection of its own (WATCH is per connection) that does not
 * reconnect (`TransactionConnection`).
 * @returns the new checkpoint.
 * @throws CheckpointMovedError when the checkpoint is not where this projector left it, or gone.
 */
export async function commitBatch(redis: Redis, keys: ReadModelKeys, from: number, batch: PreparedBatch): Promise<number> {
  return commitCommands(redis, keys, from, batch.commands, batch.to);
}

/**
 * Most arguments one transaction of a rebuild carries. Redis runs a MULTI as one uninterrupted
 * piece of work, and the client writes it in one synchronous piece too: a batch of 2,000 events
 * of the statistics is about half a million arguments, seconds of a loaded machine during which
 * nothing else runs (the rebuild lock's renewal included). Cut at this size, a transaction is a
 * few tens of milliseconds on either side.
 */
export const REBUILD_TRANSACTION_ARGS = 20_000;

/**
 * Applies a prepared batch of a rebuild in transactions of at most `maxArgs` arguments
 * (`splitCommands`), in order on the connection, the next written while Redis runs the one
 * before, each WATCHing the checkpoint (still `from`: no other writer, no flush); the last one
 * moves it to the batch's end. Unlike `commitBatch`, a crash or a moved checkpoint may leave part
 * of a batch applied: a rebuild's version is read by nobody before its switch, and a rebuild that
 * fails deletes it (`rebuildReadModels`), so it never shows.
 * @returns the new checkpoint.
 * @throws CheckpointMovedError as `commitBatch`, once the transactions sent are answered.
 */
export async function commitRebuildBatch(
  redis: Redis,
  keys: ReadModelKeys,
  from: number,
  batch: PreparedBatch,
  maxArgs = REBUILD_TRANSACTION_ARGS,
): Promise<number> {
  const chunks = splitCommands(batch.commands, maxArgs);
  if (chunks.length === 0) chunks.push([]);
  // the next transaction is written while Redis runs the one before: the client's work and
  // Redis's overlap, and at most two transactions' commands are held in the socket's buffers
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < chunks.length; i++) {
    if (inFlight.length === REBUILD_TRANSACTIONS_IN_FLIGHT) await inFlight.shift();
    const last = i === chunks.length - 1;
    inFlight.push(sendRebuildCommands(redis, keys, from, chunks[i], last ? batch.to : null));
    // a failure ends the batch at once; the transactions already sent fail or finish on their own
    inFlight[inFlight.length - 1].catch(() => undefined);
  }
  for (const sent of inFlight) await sent;
  return batch.to;
}

/** Transactions of a rebuild written before the first of them is answered. */
const REBUILD_TRANSACTIONS_IN_FLIGHT = 2;

/**
 * A rebuild's transaction, written without waiting for an answer: WATCH and GET of the
 * checkpoint, then MULTI ... EXEC, in one go on the connection. The checkpoint read is checked
 * once answered: when it is not `from`, the transaction has run (on a version no one reads before
 * its switch, which the failing rebuild deletes) and this throws.
 * @throws CheckpointMovedError when the checkpoint was not `from` or moved before EXEC.
 */
async function sendRebuildCommands(redis: Redis, keys: ReadModelKeys, from: number, commands: readonly RedisCommand[], to: number | null) {
  const watched = redis.watch(keys.checkpoint);
  const stored = redis.get(keys.checkpoint);
  const tx = redis.multi();
  queueCommands(tx, commands);
  if (to !== null) tx.set(keys.checkpoint, to);
  // all three awaited together: a connection that drops rejects each, and none may go unhandled
  const [, checkpoint, results] = await Promise.all([watched, stored, tx.exec()]);
  if (checkpoint === null || Number(checkpoint) !== from)
    throw new CheckpointMovedError(
      checkpoint === null ? `checkpoint ${keys.checkpoint} is gone` : `checkpoint is ${checkpoint}, expected ${from}`,
    );
  if (results === null) throw new CheckpointMovedError('checkpoint moved during the batch');
  const failed = results.find(([error]) => error);
  if (failed) throw failed[0]!;
}

/**
 * The connection of a projector's transactions (WATCH ... EXEC), which never reconnects: ioredis
 * sends the commands a dropped connection left unanswered again on its next connection, and a
 * MULTI ... EXEC sent again there runs without its WATCH (after a failover: on a new primary whose
 * checkpoint is elsewhere, a batch applied on top of the wrong one). A connection that drops ends
 * instead, failing what it left unanswered, and the next transaction gets a new one.
 */
export class TransactionConnection {
  private current: Redis | null = null;

  /** `template`: the projector's connection, duplicated (same server or Sentinels, same options) for each new one. */
  constructor(private readonly template: Redis) {}

  /** The connection to run the next transaction on: the current one, or a new one once it ended. */
  get(): Redis {
    if (!this.current || this.current.status === 'end') {
      const connection = this.template.duplicate({ retryStrategy: () => null });
      // its errors reach the commands it fails
      connection.on('error', () => undefined);
      registerReadModelCommands(connection);
      this.current = connection;
    }
    return this.current;
  }

  /** Closes the current connection. */
  close(): void {
    this.current?.disconnect();
    this.current = null;
  }
}

/** Runs `commands` in one MULTI while the checkpoint is `from`, moving it to `to` unless null. */
async function commitCommands(redis: Redis, keys: ReadModelKeys, from: number, commands: readonly RedisCommand[], to: number | null) {
  await redis.watch(keys.checkpoint);
  const stored = await redis.get(keys.checkpoint);
  // a version's checkpoint exists from its creation on: a missing one means its keys were lost,
  // and writing this batch alone would leave a version that looks intact but is not
  if (stored === null || Number(stored) !== from) {
    await redis.unwatch();
    throw new CheckpointMovedError(stored === null ? `checkpoint ${keys.checkpoint} is gone` : `checkpoint is ${stored}, expected ${from}`);
  }
  const tx = redis.multi();
  queueCommands(tx, commands);
  if (to !== null) tx.set(keys.checkpoint, to);
  const replies = await tx.exec();
  if (replies === null) throw new CheckpointMovedError('checkpoint moved during the batch');
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0]!;
  return to ?? from;
}

/**
 * Per command that takes lists of fields: the arguments before the list (the key, `NX`) and the
 * arguments per entry (a field and its value, a score and its member, ...).
 */
const SPLITTABLE: Record<string, { head: (args: readonly string[]) => number; entry: number }> = {
  hset: { head: () => 1, entry: 2 },
  hincrbymany: { head: () => 1, entry: 2 },
  hsetmax: { head: () => 1, entry: 2 },
  hsetbest: { head: () => 1, entry: 3 },
  hdel: { head: () => 1, entry: 1 },
  lpush: { head: () => 1, entry: 1 },
  zadd: { head: (args) => (args[1] === 'NX' ? 2 : 1), entry: 2 },
};

/**
 * Commands cut into groups of at most `maxArgs` arguments, in their order: a command with a long
 * list of fields (`SPLITTABLE`) becomes several of the same key, each with a part of the list,
 * which leave Redis as the one would (each field is written once; pushes keep their order).
 */
export function splitCommands(commands: readonly RedisCommand[], maxArgs: number): RedisCommand[][] {
  const chunks: RedisCommand[][] = [];
  let chunk: RedisCommand[] = [];
  let size = 0;
  const push = (command: RedisCommand) => {
    if (size > 0 && size + command.length > maxArgs) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(command);
    size += command.length;
  };
  for (const command of commands) {
    const [name, ...args] = command;
    const shape = SPLITTABLE[name];
    if (!shape || command.length <= maxArgs) {
      push(command);
      continue;
    }
    const head = args.slice(0, shape.head(args));
    const perPart = Math.max(1, Math.floor((maxArgs - 1 - head.length) / shape.entry));
    for (let at = head.length; at < args.length; at += perPart * shape.entry)
      push([name, ...head, ...args.slice(at, at + perPart * shape.entry)]);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Projects (with `project`, as `prepareBatch`) and applies a batch of events with its checkpoint (see `commitBatch`). */
export async function applyBatch(
  redis: Redis,
  keys: ReadModelKeys,
  from: number,
  events: ProjectableEvent[],
  project?: ProjectEvent<ReadModelKeys>,
): Promise<number> {
  if (events.length === 0) return from;
  return commitBatch(redis, keys, from, prepareBatch(keys, events, project));
}
