import type Redis from 'ioredis';
import { currentVersionKey, type RedisCommand, type VersionKeys } from '@arena/read-models';
import { splitCommands } from '../apply-batch';

/**
 * The Redis keys of one read model fed from the bus, under a read-model version's prefix:
 * `floor`, the position up to which the version already holds this read model (written by the
 * live projector when it stops projecting it itself, or a rebuild's end), and per partition of
 * the topic, a hash of `offset` (the next record to read) and `position` (the largest event
 * position applied from that partition).
 */
export interface BusConsumerKeys {
  floor: string;
  partition: (partition: number) => string;
}

/** The keys of read model `name` fed from `topic` in a version (see `BusConsumerKeys`). */
export function busConsumerKeys(version: VersionKeys, name: string, topic: string): BusConsumerKeys {
  return {
    floor: `${version.prefix}bus:${name}:floor`,
    partition: (partition) => `${version.prefix}bus:${name}:${topic}:${partition}`,
  };
}

/**
 * Sets the version's floor of a read model to its checkpoint unless set: done by the live
 * projector when it follows a version without projecting that read model itself, so the bus's
 * consumer knows which events the version holds already. Atomic with the checkpoint's read.
 * @returns the floor (a position), or null while the version has no checkpoint.
 */
export async function markFloor(redis: Redis, version: VersionKeys, floorKey: string): Promise<number | null> {
  const floor = (await redis.eval(MARK_FLOOR, 2, version.checkpoint, floorKey)) as string | null;
  return floor === null ? null : Number(floor);
}

const MARK_FLOOR = `local checkpoint = redis.call('GET', KEYS[1])
if checkpoint then redis.call('SET', KEYS[2], checkpoint, 'NX') end
return redis.call('GET', KEYS[2])`;

/** What a partition's commit found. */
export type CommitOutcome =
  /** Applied, and the partition's offset moved. */
  | { kind: 'ok' }
  /** Another member moved the partition's offset first (a rebalance): nothing applied. */
  | { kind: 'moved' }
  /** The live version is another (or none, `version` null): nothing applied. */
  | { kind: 'version'; version: string | null }
  /** The version's checkpoint is gone (read models lost) or its floor not set yet: nothing applied. */
  | { kind: 'not-ready' };

/** One partition's batch: its effects and where its offset and position move to. */
export interface PartitionCommit {
  namespace: string;
  version: string;
  versionKeys: VersionKeys;
  keys: BusConsumerKeys;
  partition: number;
  /** The offset this member read from Redis (null when the partition had none): the commit applies only while it is still there. */
  expectedOffset: number | null;
  nextOffset: number;
  position: number;
  /** The batch's coalesced writes (`BatchWriter.commands()`), each naming its key first. */
  commands: readonly RedisCommand[];
}

/**
 * Most arguments of one command inside the script: Lua's `unpack` has a limit of a few thousand;
 * longer commands are cut (`splitCommands`) into several of the same key.
 */
const MAX_COMMAND_ARGS = 2_000;

/**
 * Applies a partition's batch and moves its offset in one Lua script, so a crash applies both or
 * neither, and only when the version is still live, its checkpoint and floor are there, and the
 * partition's stored offset is still `expectedOffset`: a member that lost the partition in a
 * rebalance, or a version switched meanwhile, applies nothing. The read models' own scripts
 * (`hincrbymany`, `hsetmax`, `hsetbest`, registered by `registerReadModelCommands`) are run inline,
 * with the same semantics. Every key is declared.
 * @throws the Redis client's error (nothing applied, unless the error came from a command of the
 *   batch itself, e.g. a key of the wrong type: a fault of the projection).
 */
export async function commitPartition(redis: Redis, commit: PartitionCommit): Promise<CommitOutcome> {
  const effectKeys: string[] = [];
  const indexOf = new Map<string, number>();
  const encoded: string[][] = [];
  for (const chunk of splitCommands(commit.commands, MAX_COMMAND_ARGS)) {
    for (const [name, key, ...args] of chunk) {
      let index = indexOf.get(key);
      if (index === undefined) {
        effectKeys.push(key);
        index = FIXED_KEYS + effectKeys.length;
        indexOf.set(key, index);
      }
      encoded.push([name, String(index), ...args]);
    }
  }
  const keys = [
    currentVersionKey(commit.namespace),
    commit.versionKeys.checkpoint,
    commit.keys.floor,
    commit.keys.partition(commit.partition),
    ...effectKeys,
  ];
  const [kind, detail] = (await redis.eval(
    COMMIT,
    keys.length,
    ...keys,
    commit.version,
    commit.expectedOffset === null ? '' : String(commit.expectedOffset),
    String(commit.nextOffset),
    String(commit.position),
    JSON.stringify(encoded),
  )) as [string, string];
  if (kind === 'ok') return { kind: 'ok' };
  if (kind === 'moved') return { kind: 'moved' };
  if (kind === 'version') return { kind: 'version', version: detail === '' ? null : detail };
  return { kind: 'not-ready' };
}

/** Keys before the batch's own: the live version's pointer, the version's checkpoint, the floor, the partition's hash. */
const FIXED_KEYS = 4;

const COMMIT = `local current = redis.call('GET', KEYS[1])
if current ~= ARGV[1] then return {'version', current or ''} end
if redis.call('EXISTS', KEYS[2]) == 0 or redis.call('EXISTS', KEYS[3]) == 0 then return {'not-ready', ''} end
local stored = redis.call('HGET', KEYS[4], 'offset') or ''
if stored ~= ARGV[2] then return {'moved', stored} end
for _, command in ipairs(cjson.decode(ARGV[5])) do
  local name = command[1]
  local key = KEYS[tonumber(command[2])]
  if name == 'hincrbymany' then
    for i = 3, #command, 2 do redis.call('HINCRBY', key, command[i], command[i + 1]) end
  elseif name == 'hsetmax' then
    for i = 3, #command, 2 do
      local current = tonumber(redis.call('HGET', key, command[i]))
      if current == nil or tonumber(command[i + 1]) > current then redis.call('HSET', key, command[i], command[i + 1]) end
    end
  elseif name == 'hsetbest' then
    for i = 3, #command, 3 do
      local current = redis.call('HGET', key, command[i])
      if not current or tonumber(command[i + 1]) > tonumber(string.match(current, '^%S+')) then
        redis.call('HSET', key, command[i], command[i + 1] .. ' ' .. command[i + 2])
      end
    end
  else
    redis.call(name, key, unpack(command, 3))
  end
end
redis.call('HSET', KEYS[4], 'offset', ARGV[3], 'position', ARGV[4])
return {'ok', ARGV[3]}`;

/** A partition's stored state in a version: the next offset to read (null: none stored) and the largest position applied (0: none). */
export async function readPartition(
  redis: Redis,
  keys: BusConsumerKeys,
  partition: number,
): Promise<{ offset: number | null; position: number }> {
  const [offset, position] = await redis.hmget(keys.partition(partition), 'offset', 'position');
  return { offset: offset === null ? null : Number(offset), position: Number(position ?? 0) };
}
