import type { RedisCommand } from '../batch-writer';
import { innerMap } from '../maps';

/**
 * Read models as a test sees them: key -> hash fields (strings, as Redis stores them) or
 * key -> sorted-set members (numeric scores).
 */
export type ReadModelState = Record<string, Record<string, string | number>>;

/**
 * The commands a `BatchWriter` emits, applied with Redis's semantics to hashes and sorted sets in
 * memory: HSET, HSETNX, HINCRBY, the `hsetmax` script, ZADD [NX]. No Redis, so projection tests
 * are unit tests; applying `commands()` rather than recording the writer's calls keeps the
 * writer's coalescing under test too.
 */
export class InMemoryRedis {
  private readonly hashes = new Map<string, Map<string, string>>();
  private readonly sortedSets = new Map<string, Map<string, number>>();

  /**
   * Applies commands in order.
   * @throws Error on a command the batch writer never emits, or on a key used as a hash and a
   * sorted set (Redis's WRONGTYPE).
   */
  apply(commands: readonly RedisCommand[]): void {
    for (const [name, key, ...args] of commands) {
      switch (name) {
        case 'hset':
          for (const [field, value] of pairs(args)) this.hash(key).set(field, value);
          break;
        case 'hsetnx': {
          const hash = this.hash(key);
          if (!hash.has(args[0])) hash.set(args[0], args[1]);
          break;
        }
        case 'hincrby': {
          const hash = this.hash(key);
          hash.set(args[0], String(Number.parseInt(hash.get(args[0]) ?? '0', 10) + Number.parseInt(args[1], 10)));
          break;
        }
        case 'hsetmax':
          for (const [field, value] of pairs(args)) {
            const hash = this.hash(key);
            const current = hash.get(field);
            if (current === undefined || Number(value) > Number(current)) hash.set(field, value);
          }
          break;
        case 'zadd': {
          const onlyNew = args[0] === 'NX';
          const set = this.sortedSet(key);
          for (const [score, member] of pairs(onlyNew ? args.slice(1) : args)) {
            if (!onlyNew || !set.has(member)) set.set(member, Number(score));
          }
          break;
        }
        default:
          throw new Error(`InMemoryRedis: unexpected command ${name}`);
      }
    }
  }

  /** Every hash and sorted set, as plain objects for `expect`. */
  state(): ReadModelState {
    const state: ReadModelState = {};
    for (const [key, fields] of this.hashes) state[key] = Object.fromEntries(fields);
    for (const [key, members] of this.sortedSets) state[key] = Object.fromEntries(members);
    return state;
  }

  private hash(key: string): Map<string, string> {
    if (this.sortedSets.has(key)) throw new Error(`WRONGTYPE: ${key} is a sorted set`);
    return innerMap(this.hashes, key);
  }

  private sortedSet(key: string): Map<string, number> {
    if (this.hashes.has(key)) throw new Error(`WRONGTYPE: ${key} is a hash`);
    return innerMap(this.sortedSets, key);
  }
}

function pairs(args: readonly string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) result.push([args[i], args[i + 1]]);
  return result;
}
