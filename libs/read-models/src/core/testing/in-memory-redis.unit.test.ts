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
    expect(applied((w) => w.hsetmax('h', 'rounds', 9), (w) => w.hsetmax('h', 'rounds', 10))).toEqual({ h: { rounds: '10' } });
    expect(applied((w) => w.hsetmax('h', 'rounds', 12), (w) => w.hsetmax('h', 'rounds', 10))).toEqual({ h: { rounds: '12' } });
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
    expect(() => applied((w) => w.zadd('k', 1, 'm'), (w) => w.hset('k', { a: 1 }))).toThrow('WRONGTYPE');
    expect(() => new InMemoryRedis().apply([['del', 'k']])).toThrow('unexpected command del');
  });
});
