import { BatchWriter } from '../batch-writer';
import { InMemoryRedis } from './in-memory-redis';

const applied = (write: (writes: BatchWriter) => void, before?: (writes: BatchWriter) => void) => {
  const redis = new InMemoryRedis();
  for (const step of before ? [before, write] : [write]) {
    const writes = new BatchWriter();
    step(writes);
    redis.apply(writes.commands());
  }
  return redis.state();
};

describe('InMemoryRedis: the batch writer commands with Redis semantics', () => {
  test('HSET overwrites, HSETNX keeps the first value, HINCRBY adds', () => {
    expect(
      applied(
        (w) => {
          w.hset('h', { a: 2, b: 'x' });
          w.hsetnx('h', 'c', 'late');
          w.hsetnx('h', 'n', 'second');
          w.hincrby('h', 'count', 3);
        },
        (w) => {
          w.hset('h', { a: 1 });
          w.hsetnx('h', 'n', 'first');
          w.hincrby('h', 'count', 2);
        },
      ),
    ).toEqual({ h: { a: '2', b: 'x', c: 'late', n: 'first', count: '5' } });
  });

  test('hsetmax keeps the larger number, compared as numbers', () => {
    expect(
      applied(
        (w) => w.hsetmax('h', 'rounds', 9),
        (w) => w.hsetmax('h', 'rounds', 10),
      ),
    ).toEqual({ h: { rounds: '10' } });
    expect(
      applied(
        (w) => w.hsetmax('h', 'rounds', 12),
        (w) => w.hsetmax('h', 'rounds', 10),
      ),
    ).toEqual({ h: { rounds: '12' } });
  });

  test('packed HINCRBYs add as HINCRBY does, in one call per hash of several fields', () => {
    expect(
      applied(
        (w) => ['a', 'b', 'a'].forEach((field) => w.hincrbyPacked('h', field, 2)),
        (w) => w.hincrbyPacked('h', 'a', 1),
      ),
    ).toEqual({ h: { a: '5', b: '2' } });
    const writes = new BatchWriter();
    writes.hincrbyPacked('one', 'x', 1);
    writes.hincrbyPacked('one', 'x', 1);
    writes.hincrbyPacked('two', 'x', 1);
    writes.hincrbyPacked('two', 'y', 3);
    expect(writes.commands()).toEqual([
      ['hincrby', 'one', 'x', '2'],
      ['hincrbymany', 'two', 'x', '1', 'y', '3'],
    ]);
  });

  test('hsetbest keeps the best score and its value, the first of equal scores, over batches and within one', () => {
    // a lower score later does not replace the record: the longest game wins, not the latest
    expect(
      applied(
        (w) => w.hsetbest('r', 'longest', 900, 'g2'),
        (w) => w.hsetbest('r', 'longest', 1500.5, 'g1'),
      ),
    ).toEqual({ r: { longest: '1500.5 g1' } });
    expect(
      applied(
        (w) => w.hsetbest('r', 'longest', 1500.5, 'g2'),
        (w) => w.hsetbest('r', 'longest', 1500.5, 'g1'),
      ),
    ).toEqual({ r: { longest: '1500.5 g1' } });
    expect(
      applied(
        (w) => w.hsetbest('r', 'longest', 1600, 'g3 with spaces'),
        (w) => w.hsetbest('r', 'longest', 1500.5, 'g1'),
      ),
    ).toEqual({ r: { longest: '1600 g3 with spaces' } });
    const writes = new BatchWriter();
    [
      [5, 'a'],
      [9, 'b'],
      [9, 'c'],
      [7, 'd'],
    ].forEach(([score, value]) => writes.hsetbest('r', 'most', score as number, value as string));
    writes.hsetbest('r', 'other', 1, 'e');
    expect(writes.commands()).toEqual([['hsetbest', 'r', 'most', '9', 'b', 'other', '1', 'e']]);
  });

  test('ZADD sets a score, ZADD NX keeps the first', () => {
    expect(
      applied(
        (w) => {
          w.zadd('z', 5, 'm');
          w.zaddnx('r', 9, 'm');
        },
        (w) => {
          w.zadd('z', 1, 'm');
          w.zaddnx('r', 2, 'm');
        },
      ),
    ).toEqual({ z: { m: 5 }, r: { m: 2 } });
  });

  test('refuses a key used as a hash and as a sorted set, and commands the writer never makes', () => {
    expect(() =>
      applied(
        (w) => w.zadd('k', 1, 'm'),
        (w) => w.hset('k', { a: 1 }),
      ),
    ).toThrow('WRONGTYPE');
    expect(() => new InMemoryRedis().apply([['del', 'k']])).toThrow('unexpected command del');
  });
});

describe('InMemoryRedis: deletes and capped lists', () => {
  test('HDEL removes a field set in an earlier batch; within a batch the last of HSET and HDEL wins', () => {
    expect(
      applied(
        (w) => w.hdel('h', 'a'),
        (w) => w.hset('h', { a: 1, b: 2 }),
      ),
    ).toEqual({ h: { b: '2' } });
    expect(
      applied((w) => {
        w.hset('h', { a: 1 });
        w.hdel('h', 'a');
        w.hset('g', { a: 1 });
        w.hdel('g', 'a');
        w.hset('g', { a: 2 });
      }),
    ).toEqual({ g: { a: '2' } });
  });

  test('a hash whose last field is deleted is gone', () => {
    expect(
      applied(
        (w) => w.hdel('h', 'a'),
        (w) => w.hset('h', { a: 1 }),
      ),
    ).toEqual({});
  });

  test('a capped list keeps its newest values, newest first, over batches and within one', () => {
    const pushAll = (w: BatchWriter, values: string[]) => values.forEach((value) => w.lpushCapped('l', value, 3));
    expect(
      applied(
        (w) => pushAll(w, ['c', 'd']),
        (w) => pushAll(w, ['a', 'b']),
      ),
    ).toEqual({ l: ['d', 'c', 'b'] });
    const writes = new BatchWriter();
    pushAll(writes, ['a', 'b', 'c', 'd', 'e']);
    expect(writes.commands()).toEqual([
      ['lpush', 'l', 'c', 'd', 'e'],
      ['ltrim', 'l', '0', '2'],
    ]);
  });

  test('refuses a cap that is not a positive whole number, or changes within a batch', () => {
    const writes = new BatchWriter();
    expect(() => writes.lpushCapped('l', 'a', 0)).toThrow(RangeError);
    writes.lpushCapped('l', 'a', 2);
    expect(() => writes.lpushCapped('l', 'b', 3)).toThrow('differs');
  });

  test('refuses a list used as a hash', () => {
    expect(() =>
      applied(
        (w) => w.hset('k', { a: 1 }),
        (w) => w.lpushCapped('k', 'x', 2),
      ),
    ).toThrow('WRONGTYPE: k is a list');
  });
});

describe('InMemoryRedis: sets', () => {
  test('SADD and SREM: within a batch the last of them wins for a member; over batches they apply in order; an empty set is gone', () => {
    expect(
      applied(
        (w) => {
          w.srem('s', 'a');
          w.sadd('s', 'c');
          w.srem('s', 'c');
        },
        (w) => {
          w.sadd('s', 'a');
          w.sadd('s', 'b');
        },
      ),
    ).toEqual({ s: ['b'] });
    expect(
      applied(
        (w) => w.srem('s', 'a'),
        (w) => w.sadd('s', 'a'),
      ),
    ).toEqual({});
    const writes = new BatchWriter();
    writes.sadd('s', 'x');
    writes.srem('s', 'y');
    expect(writes.commands()).toEqual([
      ['srem', 's', 'y'],
      ['sadd', 's', 'x'],
    ]);
  });
});

describe('InMemoryRedis: the reader', () => {
  test('answers the reads of the queries, alone and in a pipeline', async () => {
    const redis = new InMemoryRedis();
    const writes = new BatchWriter();
    writes.hset('h', { a: 1, b: 'x' });
    writes.zadd('z', 2, 'two');
    writes.zadd('z', 1, 'one');
    ['a', 'b', 'c'].forEach((value) => writes.lpushCapped('l', value, 10));
    redis.apply(writes.commands());
    const reader = redis.reader();
    expect(await reader.hgetall('h')).toEqual({ a: '1', b: 'x' });
    expect(await reader.hgetall('missing')).toEqual({});
    expect(await reader.hmget('h', 'b', 'c')).toEqual(['x', null]);
    expect(await reader.hexists('h', 'a')).toBe(1);
    expect(await reader.zrevrank('z', 'one')).toBe(1);
    expect(await reader.zrevrange('z', '0', '-1')).toEqual(['two', 'one']);
    expect(await reader.pipeline().lrange('l', 0, 1).zrange('z', '0', '0').zcard('z').exec()).toEqual([
      [null, ['c', 'b']],
      [null, ['one']],
      [null, 2],
    ]);
  });
});
