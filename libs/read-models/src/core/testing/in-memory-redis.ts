import type Redis from 'ioredis';
import type { RedisCommand } from '../batch-writer';
import { derivedDocumentTwin } from '../derived';
import { innerMap } from '../maps';

/**
 * Read models as a test sees them: key -> hash fields (strings, as Redis stores them),
 * key -> sorted-set members (numeric scores), key -> list (head first), key -> set members (sorted),
 * or key -> a string (a derived document).
 */
export type ReadModelState = Record<string, Record<string, string | number> | string[] | string>;

/**
 * The commands a `BatchWriter` emits, applied with Redis's semantics to hashes, sorted sets and
 * lists in memory: HSET, HSETNX, HDEL, HINCRBY, the `hsetmax`, `hincrbymany` and `hsetbest`
 * scripts, ZADD [NX], LPUSH, LTRIM, SADD, SREM, and the EVAL of a derived document (by its twin: see
 * `defineDerivedDocument`).
 * No Redis, so projection tests are unit tests; applying `commands()` rather than recording the
 * writer's calls keeps the writer's coalescing under test too. `reader()` answers the reads
 * the queries make, so queries are unit-tested on the same state.
 */
export class InMemoryRedis {
  private readonly hashes = new Map<string, Map<string, string>>();
  private readonly sortedSets = new Map<string, Map<string, number>>();
  private readonly lists = new Map<string, string[]>();
  private readonly sets = new Map<string, Set<string>>();
  private readonly strings = new Map<string, string>();

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
        case 'hdel': {
          const hash = this.hash(key);
          for (const field of args) hash.delete(field);
          // Redis drops a hash with no field left
          if (hash.size === 0) this.hashes.delete(key);
          break;
        }
        case 'lpush': {
          const list = this.list(key);
          for (const value of args) list.unshift(value);
          break;
        }
        case 'ltrim': {
          const list = this.list(key);
          const kept = range(list, Number.parseInt(args[0], 10), Number.parseInt(args[1], 10));
          // Redis drops an empty list
          if (kept.length === 0) this.lists.delete(key);
          else this.lists.set(key, kept);
          break;
        }
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
        case 'hincrbymany': {
          const hash = this.hash(key);
          for (const [field, by] of pairs(args))
            hash.set(field, String(Number.parseInt(hash.get(field) ?? '0', 10) + Number.parseInt(by, 10)));
          break;
        }
        case 'hsetbest': {
          const hash = this.hash(key);
          for (let i = 0; i < args.length; i += 3) {
            const current = hash.get(args[i]);
            if (current === undefined || Number(args[i + 1]) > Number(current.split(' ')[0]))
              hash.set(args[i], `${args[i + 1]} ${args[i + 2]}`);
          }
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
        case 'sadd': {
          this.refuseOtherType(key, this.sets);
          let set = this.sets.get(key);
          if (!set) this.sets.set(key, (set = new Set()));
          for (const member of args) set.add(member);
          break;
        }
        case 'srem': {
          this.refuseOtherType(key, this.sets);
          const set = this.sets.get(key);
          for (const member of args) set?.delete(member);
          // Redis drops an empty set
          if (set?.size === 0) this.sets.delete(key);
          break;
        }
        case 'eval': {
          // ['eval', script, numberOfKeys, document key, ...other keys, ...args]
          const twin = derivedDocumentTwin(key);
          if (!twin) throw new Error('InMemoryRedis: EVAL of a script with no twin');
          const count = Number(args[0]);
          const [document, ...otherKeys] = args.slice(1, 1 + count);
          const text = twin(this.documentSource(), otherKeys, args.slice(1 + count));
          this.refuseOtherType(document, this.strings);
          if (text === null) this.strings.delete(document);
          else this.strings.set(document, text);
          break;
        }
        default:
          throw new Error(`InMemoryRedis: unexpected command ${name}`);
      }
    }
  }

  /** Every hash, sorted set and list, as plain objects and arrays for `expect`. */
  state(): ReadModelState {
    const state: ReadModelState = {};
    for (const [key, fields] of this.hashes) state[key] = Object.fromEntries(fields);
    for (const [key, members] of this.sortedSets) state[key] = Object.fromEntries(members);
    for (const [key, values] of this.lists) state[key] = [...values];
    // a set as its members, sorted (a set has no order)
    for (const [key, members] of this.sets) state[key] = [...members].sort();
    for (const [key, text] of this.strings) state[key] = text;
    return state;
  }

  private documentSource() {
    return {
      hash: (key: string) => Object.fromEntries(this.hashes.get(key) ?? []),
      zrevrange: (key: string, start: number, stop: number) =>
        range(
          [...(this.sortedSets.get(key) ?? new Map<string, number>())]
            .sort(([a, x], [b, y]) => y - x || (a < b ? 1 : a > b ? -1 : 0))
            .map(([member]) => member),
          start,
          stop,
        ),
    };
  }

  /**
   * An ioredis client, as far as the queries use one, reading this state: HGETALL, HGET,
   * HMGET, HEXISTS, LRANGE, ZRANGE, ZREVRANGE, ZREVRANK, ZCARD, SMEMBERS and the profile's script, alone or in a `pipeline()`.
   * Any other command is a TypeError (not a function), so a query reading more fails its test.
   */
  reader(): Redis {
    const hash = (key: string) => this.hashes.get(key) ?? new Map<string, string>();
    const byScore = (key: string) =>
      [...(this.sortedSets.get(key) ?? new Map<string, number>())]
        .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0))
        .map(([member]) => member);
    const reads = {
      hgetall: (key: string) => Object.fromEntries(hash(key)),
      hget: (key: string, field: string) => hash(key).get(field) ?? null,
      hmget: (key: string, ...fields: string[]) => fields.map((field) => hash(key).get(field) ?? null),
      hexists: (key: string, field: string) => (hash(key).has(field) ? 1 : 0),
      // ioredis takes indexes as numbers or strings
      lrange: (key: string, start: number | string, stop: number | string) => range(this.lists.get(key) ?? [], Number(start), Number(stop)),
      zrange: (key: string, start: number | string, stop: number | string) => range(byScore(key), Number(start), Number(stop)),
      zrevrange: (key: string, start: number | string, stop: number | string) => range(byScore(key).reverse(), Number(start), Number(stop)),
      zrevrank: (key: string, member: string) => {
        const index = byScore(key).reverse().indexOf(member);
        return index < 0 ? null : index;
      },
      zcard: (key: string) => this.sortedSets.get(key)?.size ?? 0,
      // a set has no order: its members sorted, so tests read them the same way every time
      smembers: (key: string) => [...(this.sets.get(key) ?? [])].sort(),
      // the profile's script (players/queries.ts), in TypeScript: the hashes flat, as HGETALL replies them to a script
      profilesources: (
        player: string,
        gods: string,
        leaderboard: string,
        pass: string,
        inventory: string,
        quests: string,
        achievements: string,
        steamId: string,
        upgrade: string,
      ) => {
        const flat = (key: string) => [...hash(key)].flat();
        if (hash(player).size === 0) return [[]];
        const index = byScore(leaderboard).reverse().indexOf(steamId);
        return [
          flat(player),
          flat(gods),
          index < 0 ? null : index,
          flat(pass),
          hash(inventory).get(upgrade) ?? null,
          flat(quests),
          flat(achievements),
        ];
      },
      getBuffer: (key: string) => {
        const text = this.strings.get(key);
        return text === undefined ? null : Buffer.from(text);
      },
    };
    type Read = (...args: never[]) => unknown;
    // scripts the queries define are known here already (see `profilesources`)
    const client: Record<string, unknown> = { defineCommand: () => undefined };
    for (const [name, read] of Object.entries(reads) as [string, Read][])
      client[name] = (...args: never[]) => Promise.try(() => read(...args));
    client.pipeline = () => {
      const queued: (() => unknown)[] = [];
      const pipeline: Record<string, unknown> = { exec: () => Promise.try(() => queued.map((run) => [null, run()])) };
      for (const [name, read] of Object.entries(reads) as [string, Read][]) {
        pipeline[name] = (...args: never[]) => {
          queued.push(() => read(...args));
          return pipeline;
        };
      }
      return pipeline;
    };
    return client as unknown as Redis;
  }

  private hash(key: string): Map<string, string> {
    this.refuseOtherType(key, this.hashes);
    return innerMap(this.hashes, key);
  }

  private sortedSet(key: string): Map<string, number> {
    this.refuseOtherType(key, this.sortedSets);
    return innerMap(this.sortedSets, key);
  }

  private list(key: string): string[] {
    this.refuseOtherType(key, this.lists);
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = []));
    return list;
  }

  /** Redis's WRONGTYPE: a key holds one type of value. */
  private refuseOtherType(key: string, own: Map<string, unknown>): void {
    const types: [string, Map<string, unknown>][] = [
      ['a hash', this.hashes],
      ['a sorted set', this.sortedSets],
      ['a list', this.lists],
      ['a set', this.sets],
      ['a string', this.strings],
    ];
    for (const [name, map] of types) if (map !== own && map.has(key)) throw new Error(`WRONGTYPE: ${key} is ${name}`);
  }
}

/** LRANGE/ZRANGE's inclusive `start..stop`, negative indexes counting from the end. */
function range<T>(values: readonly T[], start: number, stop: number): T[] {
  const from = start < 0 ? Math.max(values.length + start, 0) : start;
  const to = stop < 0 ? values.length + stop : stop;
  return values.slice(from, to + 1);
}

function pairs(args: readonly string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) result.push([args[i], args[i + 1]]);
  return result;
}
