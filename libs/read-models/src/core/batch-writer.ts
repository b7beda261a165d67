import type { ChainableCommander } from 'ioredis';
import { derivedDocumentCommand } from './derived';
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
  /** The gathered writes, by kind (see `BatchWriterState`). */
  private readonly writes: BatchWriterState;

  /** An empty batch, or one holding the writes of `state` (a `state()` of another, posted from a worker thread). */
  constructor(state: BatchWriterState = emptyState()) {
    this.writes = state;
  }

  /** The gathered writes as plain data (maps, sets, arrays), to post to another thread and rebuild there. */
  state(): BatchWriterState {
    return this.writes;
  }

  /**
   * Adds the writes of `later`, a batch of the events right after this one's: this batch then
   * holds what the two batches' writes one after the other would make, as if every event of
   * both had been written here (the same coalescing rules).
   * @throws RangeError when a capped list has another cap in `later` (see `lpushCapped`).
   */
  absorb(later: BatchWriter): void {
    for (const [key, fields] of later.writes.setsIfAbsent) for (const [field, value] of fields) this.hsetnx(key, field, value);
    for (const [key, fields] of later.writes.deletes) for (const field of fields) this.hdel(key, field);
    for (const [key, fields] of later.writes.sets) {
      const target = innerMap(this.writes.sets, key);
      for (const [field, value] of fields) target.set(field, value);
    }
    for (const [key, fields] of later.writes.increments) for (const [field, by] of fields) this.hincrby(key, field, by);
    for (const [key, fields] of later.writes.packedIncrements) for (const [field, by] of fields) this.hincrbyPacked(key, field, by);
    for (const [key, fields] of later.writes.maxima) for (const [field, value] of fields) this.hsetmax(key, field, value);
    for (const [key, members] of later.writes.scores) for (const [member, score] of members) this.zadd(key, score, member);
    for (const [key, members] of later.writes.scoresIfAbsent) for (const [member, score] of members) this.zaddnx(key, score, member);
    for (const [key, { values, max }] of later.writes.pushes) for (const value of values) this.lpushCapped(key, value, max);
    for (const [key, fields] of later.writes.bests) for (const [field, { score, value }] of fields) this.hsetbest(key, field, score, value);
    for (const [key, members] of later.writes.members) {
      const target = innerMap(this.writes.members, key);
      for (const [member, added] of members) target.set(member, added);
    }
    // a derived document is computed from the final state: one script per key, after every other write
    for (const [key, command] of later.writes.derived) this.writes.derived.set(key, command);
  }

  /** HSET key field value ... */
  hset(key: string, fields: Record<string, string | number>): void {
    const target = innerMap(this.writes.sets, key);
    const names = Object.keys(fields);
    for (let i = 0; i < names.length; i++) target.set(names[i], String(fields[names[i]]));
  }

  /** HSETNX key field value */
  hsetnx(key: string, field: string, value: string): void {
    const target = innerMap(this.writes.setsIfAbsent, key);
    if (!target.has(field)) target.set(field, value);
  }

  /** HINCRBY key field by */
  hincrby(key: string, field: string, by: number): void {
    const target = innerMap(this.writes.increments, key);
    target.set(field, (target.get(field) ?? 0) + by);
  }

  /**
   * HINCRBY key field by, packed: a batch's increments of one hash go to Redis as one
   * `hincrbymany` call (a script: Redis has no HINCRBY of several fields), or one HINCRBY when the
   * hash has one field. For hashes of many counters (per hero, per god): a rebuild sends one
   * command per hash and batch instead of one per field.
   */
  hincrbyPacked(key: string, field: string, by: number): void {
    const target = innerMap(this.writes.packedIncrements, key);
    target.set(field, (target.get(field) ?? 0) + by);
  }

  /**
   * The packed counters of hash `key` (field -> the sum of the batch's `hincrbyPacked` of it),
   * created empty when missing. For a projection adding many fields to one hash: it takes the
   * map once and adds to it with `addTo`, as `hincrbyPacked` of each field would. Take it only
   * when adding to it right away (an empty map sends nothing, but stays in `state()`).
   */
  packedCounters(key: string): Map<string, number> {
    return innerMap(this.writes.packedIncrements, key);
  }

  /**
   * The fields of hash `key` set by the batch (field -> value, as `hset` sets them), created
   * empty when missing. For a projection setting many fields of one hash: it takes the map once
   * and sets the fields in it, as `hset` of each would. Take it only when setting a field in it
   * right away, before any other write of the batch (an empty map would be an HSET without
   * fields, and `hdel` may drop it).
   */
  fieldsToSet(key: string): Map<string, string> {
    return innerMap(this.writes.sets, key);
  }

  /** Sets a numeric hash field only when the value is larger than the stored one. */
  hsetmax(key: string, field: string, value: number): void {
    const target = innerMap(this.writes.maxima, key);
    const current = target.get(field);
    if (current === undefined || value > current) target.set(field, value);
  }

  /** ZADD key score member */
  zadd(key: string, score: number, member: string): void {
    innerMap(this.writes.scores, key).set(member, score);
  }

  /** ZADD key NX score member: the first score of a member is kept. */
  zaddnx(key: string, score: number, member: string): void {
    const target = innerMap(this.writes.scoresIfAbsent, key);
    if (!target.has(member)) target.set(member, score);
  }

  /**
   * HDEL key field: the field is gone after the batch, whatever a plain `hset` of it earlier in
   * the batch set (a later `hset` sets it again). Not coalesced with `hsetnx`, `hincrby` or
   * `hsetmax` of the same field: a projection deletes only fields it sets with `hset`.
   */
  hdel(key: string, field: string): void {
    const set = this.writes.sets.get(key);
    set?.delete(field);
    // an HSET without fields is an error in Redis
    if (set?.size === 0) this.writes.sets.delete(key);
    let fields = this.writes.deletes.get(key);
    if (!fields) this.writes.deletes.set(key, (fields = new Set()));
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
    const list = this.writes.pushes.get(key) ?? { values: [], max };
    if (list.max !== max) throw new RangeError(`lpushCapped ${key}: max ${max} differs from ${list.max} earlier in the batch`);
    list.values.push(value);
    // values beyond the cap would be trimmed right after the push: never send them
    if (list.values.length > max) list.values.shift();
    this.writes.pushes.set(key, list);
  }

  /**
   * A record: sets `field` to `{score} {value}` unless it holds an equal or higher score already
   * (the `hsetbest` script; `score` a number, `value` any text). Of equal scores the first stays,
   * within a batch and over batches. A batch's records of one hash become one call.
   */
  hsetbest(key: string, field: string, score: number, value: string): void {
    const target = innerMap(this.writes.bests, key);
    const current = target.get(field);
    if (current === undefined || score > current.score) target.set(field, { score, value });
  }

  /** SADD key member: the member is in the set after the batch, unless a later `srem` of it in the batch removes it. */
  sadd(key: string, member: string): void {
    innerMap(this.writes.members, key).set(member, true);
  }

  /** SREM key member: the member is gone after the batch, unless a later `sadd` of it in the batch adds it again. */
  srem(key: string, member: string): void {
    innerMap(this.writes.members, key).set(member, false);
  }

  /**
   * A document derived from other keys' final state (a ready answer the service sends as
   * stored): `script` (Lua, run by EVAL) writes `key` (its `KEYS[1]`, then `keys`, then `args` as
   * `ARGV`). However many events of a batch ask for it, it runs once, after every other write of
   * the batch, so the document follows the state the batch leaves: a batch of many events and
   * the same events one batch each leave the same document.
   */
  derive(key: string, script: string, keys: readonly string[], args: readonly string[]): void {
    this.writes.derived.set(key, ['eval', script, String(1 + keys.length), key, ...keys, ...args]);
  }

  /**
   * The coalesced writes as plain commands (`[name, ...args]`): fields set only when absent
   * go before deletes, deletes before plain sets, increments (plain, then packed), maxima and
   * records after them, capped lists, then set members (removals, then additions: a member is in one or the other), and
   * the derived documents last. Plain data, so a batch can be prepared in a worker thread.
   *
   * `fresh` (a rebuild's): tells the keys nothing has written yet in the version written to. Of
   * those, the fields set only when absent, the increments, maxima and records whose field no
   * earlier command of the batch writes are sent as plain HSETs of their final value: what the
   * scripts and HINCRBYs would leave on a missing field, at a fraction of Redis's work.
   */
  commands(fresh?: (key: string) => boolean): RedisCommand[] {
    const commands: RedisCommand[] = [];
    const isFresh = fresh ?? (() => false);
    for (const [key, fields] of this.writes.setsIfAbsent) {
      if (isFresh(key)) commands.push(['hset', key, ...flatten(fields)]);
      else for (const [field, value] of fields) commands.push(['hsetnx', key, field, value]);
    }
    for (const [key, fields] of this.writes.deletes) commands.push(['hdel', key, ...fields]);
    for (const [key, fields] of this.writes.sets) commands.push(['hset', key, ...flatten(fields)]);
    const earlier = (key: string, maps: Map<string, Map<string, unknown>>[]) => {
      const written = maps.map((map) => map.get(key)).filter((fields) => fields !== undefined);
      return (field: string) => written.some((fields) => fields.has(field));
    };
    const split = <V>(key: string, fields: Map<string, V>, before: Map<string, Map<string, unknown>>[]) => {
      if (!isFresh(key)) return { plain: [] as [string, V][], rest: fields };
      const taken = earlier(key, before);
      const plain: [string, V][] = [];
      const rest = new Map<string, V>();
      for (const [field, value] of fields) {
        if (taken(field)) rest.set(field, value);
        else plain.push([field, value]);
      }
      return { plain, rest };
    };
    const hset = (key: string, plain: [string, string | number][]) => {
      if (plain.length > 0) commands.push(['hset', key, ...plain.flatMap(([field, value]) => [field, String(value)])]);
    };
    for (const [key, all] of this.writes.increments) {
      const { plain, rest } = split(key, all, [this.writes.setsIfAbsent, this.writes.sets]);
      hset(key, plain);
      for (const [field, by] of rest) commands.push(['hincrby', key, field, String(by)]);
    }
    for (const [key, all] of this.writes.packedIncrements) {
      const { plain, rest: fields } = split(key, all, [this.writes.setsIfAbsent, this.writes.sets, this.writes.increments]);
      hset(key, plain);
      if (fields.size === 1) for (const [field, by] of fields) commands.push(['hincrby', key, field, String(by)]);
      else if (fields.size > 1) commands.push(['hincrbymany', key, ...flatten(fields)]);
    }
    for (const [key, all] of this.writes.maxima) {
      const { plain, rest } = split(key, all, [
        this.writes.setsIfAbsent,
        this.writes.sets,
        this.writes.increments,
        this.writes.packedIncrements,
      ]);
      hset(key, plain);
      if (rest.size > 0) commands.push(['hsetmax', key, ...flatten(rest)]);
    }
    for (const [key, all] of this.writes.bests) {
      const before = [this.writes.setsIfAbsent, this.writes.sets, this.writes.increments, this.writes.packedIncrements, this.writes.maxima];
      const { plain, rest } = split(key, all, before);
      hset(
        key,
        plain.map(([field, { score, value }]) => [field, `${score} ${value}`]),
      );
      if (rest.size > 0)
        commands.push(['hsetbest', key, ...[...rest].flatMap(([field, { score, value }]) => [field, String(score), value])]);
    }
    for (const [key, members] of this.writes.scores) commands.push(['zadd', key, ...flattenScores(members)]);
    for (const [key, members] of this.writes.scoresIfAbsent) commands.push(['zadd', key, 'NX', ...flattenScores(members)]);
    for (const [key, { values, max }] of this.writes.pushes) commands.push(['lpush', key, ...values], ['ltrim', key, '0', String(max - 1)]);
    for (const [key, members] of this.writes.members) {
      const removed = [...members].filter(([, added]) => !added).map(([member]) => member);
      const added = [...members].filter(([, isAdded]) => isAdded).map(([member]) => member);
      if (removed.length > 0) commands.push(['srem', key, ...removed]);
      if (added.length > 0) commands.push(['sadd', key, ...added]);
    }
    for (const command of this.writes.derived.values()) commands.push(command);
    return commands;
  }
}

/** The writes a `BatchWriter` holds, as plain data a worker thread can post (see `BatchWriter.state`). */
export interface BatchWriterState {
  sets: Map<string, Map<string, string>>;
  /** Fields set only when absent: the first value in the batch is the one that may land. */
  setsIfAbsent: Map<string, Map<string, string>>;
  increments: Map<string, Map<string, number>>;
  packedIncrements: Map<string, Map<string, number>>;
  maxima: Map<string, Map<string, number>>;
  scores: Map<string, Map<string, number>>;
  scoresIfAbsent: Map<string, Map<string, number>>;
  /** Hash fields deleted; sent before the sets, so a field set after its delete in a batch lands. */
  deletes: Map<string, Set<string>>;
  /** Values pushed on the head of capped lists, oldest first, and each list's cap. */
  pushes: Map<string, { values: string[]; max: number }>;
  /** Records: the best score of each field and its value, the first of equal scores. */
  bests: Map<string, Map<string, { score: number; value: string }>>;
  /** Set members added (true) or removed (false): the last of a batch's SADD and SREM of a member wins. */
  members: Map<string, Map<string, boolean>>;
  /** Derived documents by key: the script that writes each, run once after the batch's other writes. */
  derived: Map<string, RedisCommand>;
}

function emptyState(): BatchWriterState {
  return {
    sets: new Map(),
    setsIfAbsent: new Map(),
    increments: new Map(),
    packedIncrements: new Map(),
    maxima: new Map(),
    scores: new Map(),
    scoresIfAbsent: new Map(),
    deletes: new Map(),
    pushes: new Map(),
    bests: new Map(),
    members: new Map(),
    derived: new Map(),
  };
}

/** A Redis command and its arguments, e.g. `['hset', key, field, value]`. */
export type RedisCommand = [name: string, ...args: string[]];

/**
 * Queues commands on a MULTI or pipeline of a client `registerReadModelCommands` set up.
 * `hsetmax`, `hincrbymany` and `hsetbest` are scripts (see redis-commands.ts), and so is the EVAL
 * of a derived document, sent as its registered command (EVALSHA once loaded); the rest are
 * plain Redis commands.
 */
export function queueCommands(tx: ChainableCommander, commands: readonly RedisCommand[]): void {
  const scripts = tx as unknown as Record<string, (...args: string[]) => unknown>;
  for (const [name, ...args] of commands) {
    if (name === 'hsetmax') tx.hsetmax(args[0], ...args.slice(1));
    else if (name === 'hincrbymany') tx.hincrbymany(args[0], ...args.slice(1));
    else if (name === 'hsetbest') tx.hsetbest(args[0], ...args.slice(1));
    else {
      const derived = name === 'eval' ? derivedDocumentCommand(args[0]) : undefined;
      if (derived && typeof scripts[derived] === 'function') scripts[derived](...args.slice(1));
      else tx.call(name, ...args);
    }
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
