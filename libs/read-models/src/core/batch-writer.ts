import type { ChainableCommander } from 'ioredis';
import { innerMap } from './maps';

/**
 * The writes a projection makes, gathered for one batch of events and coalesced before they
 * reach Redis: fields set on one hash become one HSET, counters are summed, sorted-set
 * members become one ZADD, pushes on a capped list one LPUSH and one LTRIM. The coalesced
 * writes leave Redis exactly as the same writes one by one would, with a fraction of the
 * commands (a rebuild of thousands of events touches the leaderboard once per batch, not once
 * per game).
 */
export class BatchWriter {
  private readonly sets = new Map<string, Map<string, string>>();
  /** Fields set only when absent: the first value in the batch is the one that may land. */
  private readonly setsIfAbsent = new Map<string, Map<string, string>>();
  private readonly increments = new Map<string, Map<string, number>>();
  private readonly packedIncrements = new Map<string, Map<string, number>>();
  private readonly maxima = new Map<string, Map<string, number>>();
  private readonly scores = new Map<string, Map<string, number>>();
  private readonly scoresIfAbsent = new Map<string, Map<string, number>>();
  /** Hash fields deleted; sent before the sets, so a field set after its delete in a batch lands. */
  private readonly deletes = new Map<string, Set<string>>();
  /** Values pushed on the head of capped lists, oldest first, and each list's cap. */
  private readonly pushes = new Map<string, { values: string[]; max: number }>();
  /** Records: the best score of each field and its value, the first of equal scores. */
  private readonly bests = new Map<string, Map<string, { score: number; value: string }>>();
  /** Set members added (true) or removed (false): the last of a batch's SADD and SREM of a member wins. */
  private readonly members = new Map<string, Map<string, boolean>>();
  /** Derived documents by key: the script that writes each, run once after the batch's other writes. */
  private readonly derived = new Map<string, RedisCommand>();

  /** HSET key field value ... */
  hset(key: string, fields: Record<string, string | number>): void {
    const target = innerMap(this.sets, key);
    for (const [field, value] of Object.entries(fields)) target.set(field, String(value));
  }

  /** HSETNX key field value */
  hsetnx(key: string, field: string, value: string): void {
    const target = innerMap(this.setsIfAbsent, key);
    if (!target.has(field)) target.set(field, value);
  }

  /** HINCRBY key field by */
  hincrby(key: string, field: string, by: number): void {
    const target = innerMap(this.increments, key);
    target.set(field, (target.get(field) ?? 0) + by);
  }

  /**
   * HINCRBY key field by, packed: a batch's increments of one hash go to Redis as one
   * `hincrbymany` call (a script: Redis has no HINCRBY of several fields), or one HINCRBY when the
   * hash has one field. For hashes of many counters (per hero, per god): a rebuild sends one
   * command per hash and batch instead of one per field.
   */
  hincrbyPacked(key: string, field: string, by: number): void {
    const target = innerMap(this.packedIncrements, key);
    target.set(field, (target.get(field) ?? 0) + by);
  }

  /** Sets a numeric hash field only when the value is larger than the stored one. */
  hsetmax(key: string, field: string, value: number): void {
    const target = innerMap(this.maxima, key);
    const current = target.get(field);
    if (current === undefined || value > current) target.set(field, value);
  }

  /** ZADD key score member */
  zadd(key: string, score: number, member: string): void {
    innerMap(this.scores, key).set(member, score);
  }

  /** ZADD key NX score member: the first score of a member is kept. */
  zaddnx(key: string, score: number, member: string): void {
    const target = innerMap(this.scoresIfAbsent, key);
    if (!target.has(member)) target.set(member, score);
  }

  /**
   * HDEL key field: the field is gone after the batch, whatever a plain `hset` of it earlier in
   * the batch set (a later `hset` sets it again). Not coalesced with `hsetnx`, `hincrby` or
   * `hsetmax` of the same field: a projection deletes only fields it sets with `hset`.
   */
  hdel(key: string, field: string): void {
    const set = this.sets.get(key);
    set?.delete(field);
    // an HSET without fields is an error in Redis
    if (set?.size === 0) this.sets.delete(key);
    let fields = this.deletes.get(key);
    if (!fields) this.deletes.set(key, (fields = new Set()));
    fields.add(field);
  }

  /**
   * LPUSH key value, then LTRIM key 0 max-1: the list holds its `max` newest values, newest
   * first. A batch's pushes to one list become one LPUSH (of at most `max` values) and one LTRIM.
   * @throws RangeError when `max` is not a positive whole number or differs from an earlier
   * push to the same list in the batch.
   */
  lpushCapped(key: string, value: string, max: number): void {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`lpushCapped ${key}: max must be a positive whole number, not ${max}`);
    const list = this.pushes.get(key) ?? { values: [], max };
    if (list.max !== max) throw new RangeError(`lpushCapped ${key}: max ${max} differs from ${list.max} earlier in the batch`);
    list.values.push(value);
    // values beyond the cap would be trimmed right after the push: never send them
    if (list.values.length > max) list.values.shift();
    this.pushes.set(key, list);
  }

  /**
   * A record: sets `field` to `{score} {value}` unless it holds an equal or higher score already
   * (the `hsetbest` script; `score` a number, `value` any text). Of equal scores the first stays,
   * within a batch and over batches. A batch's records of one hash become one call.
   */
  hsetbest(key: string, field: string, score: number, value: string): void {
    const target = innerMap(this.bests, key);
    const current = target.get(field);
    if (current === undefined || score > current.score) target.set(field, { score, value });
  }

  /** SADD key member: the member is in the set after the batch, unless a later `srem` of it in the batch removes it. */
  sadd(key: string, member: string): void {
    innerMap(this.members, key).set(member, true);
  }

  /** SREM key member: the member is gone after the batch, unless a later `sadd` of it in the batch adds it again. */
  srem(key: string, member: string): void {
    innerMap(this.members, key).set(member, false);
  }

  /**
   * A document derived from other keys' final state (a ready answer the service sends as
   * stored): `script` (Lua, run by EVAL) writes `key` (its `KEYS[1]`, then `keys`, then `args` as
   * `ARGV`). However many events of a batch ask for it, it runs once, after every other write of
   * the batch, so the document follows the state the batch leaves: a batch of many events and
   * the same events one batch each leave the same document.
   */
  derive(key: string, script: string, keys: readonly string[], args: readonly string[]): void {
    this.derived.set(key, ['eval', script, String(1 + keys.length), key, ...keys, ...args]);
  }

  /**
   * The coalesced writes as plain commands (`[name, ...args]`): fields set only when absent
   * go before deletes, deletes before plain sets, increments (plain, then packed), maxima and
   * records after them, capped lists, then set members (removals, then additions: a member is in one or the other), and
   * the derived documents last. Plain data, so a batch can be prepared in a worker thread.
   */
  commands(): RedisCommand[] {
    const commands: RedisCommand[] = [];
    for (const [key, fields] of this.setsIfAbsent) for (const [field, value] of fields) commands.push(['hsetnx', key, field, value]);
    for (const [key, fields] of this.deletes) commands.push(['hdel', key, ...fields]);
    for (const [key, fields] of this.sets) commands.push(['hset', key, ...flatten(fields)]);
    for (const [key, fields] of this.increments) for (const [field, by] of fields) commands.push(['hincrby', key, field, String(by)]);
    for (const [key, fields] of this.packedIncrements) {
      if (fields.size === 1) for (const [field, by] of fields) commands.push(['hincrby', key, field, String(by)]);
      else commands.push(['hincrbymany', key, ...flatten(fields)]);
    }
    for (const [key, fields] of this.maxima) commands.push(['hsetmax', key, ...flatten(fields)]);
    for (const [key, fields] of this.bests)
      commands.push(['hsetbest', key, ...[...fields].flatMap(([field, { score, value }]) => [field, String(score), value])]);
    for (const [key, members] of this.scores) commands.push(['zadd', key, ...flattenScores(members)]);
    for (const [key, members] of this.scoresIfAbsent) commands.push(['zadd', key, 'NX', ...flattenScores(members)]);
    for (const [key, { values, max }] of this.pushes) commands.push(['lpush', key, ...values], ['ltrim', key, '0', String(max - 1)]);
    for (const [key, members] of this.members) {
      const removed = [...members].filter(([, added]) => !added).map(([member]) => member);
      const added = [...members].filter(([, isAdded]) => isAdded).map(([member]) => member);
      if (removed.length > 0) commands.push(['srem', key, ...removed]);
      if (added.length > 0) commands.push(['sadd', key, ...added]);
    }
    for (const command of this.derived.values()) commands.push(command);
    return commands;
  }
}

/** A Redis command and its arguments, e.g. `['hset', key, field, value]`. */
export type RedisCommand = [name: string, ...args: string[]];

/**
 * Queues commands on a MULTI or pipeline. `hsetmax`, `hincrbymany` and `hsetbest` are scripts
 * (see redis-commands.ts), the rest are plain Redis commands.
 */
export function queueCommands(tx: ChainableCommander, commands: readonly RedisCommand[]): void {
  for (const [name, ...args] of commands) {
    if (name === 'hsetmax') tx.hsetmax(args[0], ...args.slice(1));
    else if (name === 'hincrbymany') tx.hincrbymany(args[0], ...args.slice(1));
    else if (name === 'hsetbest') tx.hsetbest(args[0], ...args.slice(1));
    else tx.call(name, ...args);
  }
}

function flatten(fields: Map<string, string | number>): string[] {
  const args: string[] = [];
  for (const [field, value] of fields) args.push(field, String(value));
  return args;
}

function flattenScores(members: Map<string, number>): string[] {
  const args: string[] = [];
  for (const [member, score] of members) args.push(String(score), member);
  return args;
}
