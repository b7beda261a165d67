import Redis from 'ioredis';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { coalesceRedisWrites } from './redis-write-coalescing';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `coalescing-test-${randomUUID()}:`;
const clients: Redis[] = [];

/** A connected client, coalesced or not. */
async function client(coalesced: boolean): Promise<Redis> {
  const redis = new Redis(REDIS_URL);
  clients.push(redis);
  if (coalesced) coalesceRedisWrites(redis);
  await redis.ping();
  return redis;
}

/** Counts the socket writes (each one a system call) the client's current connection makes. */
function countWrites(redis: Redis): { readonly count: number } {
  const socket = redis.stream as Socket & { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  const counter = { count: 0 };
  for (const method of ['_write', '_writev'] as const) {
    const original = socket[method].bind(socket);
    socket[method] = (...args: unknown[]) => {
      counter.count++;
      return original(...args);
    };
  }
  return counter;
}

afterAll(async () => {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${prefix}*`);
  if (keys.length) await cleaner.del(...keys);
  cleaner.disconnect();
  for (const redis of clients) redis.disconnect();
});

describe("coalescing a Redis client's writes per turn of the event loop", () => {
  test('200 commands sent in one turn leave in one socket write, and their replies come back in order', async () => {
    const plain = await client(false);
    const plainWrites = countWrites(plain);
    await Promise.all(Array.from({ length: 200 }, () => plain.incr(`${prefix}plain`)));
    expect(plainWrites.count).toBe(200);

    const coalesced = await client(true);
    const writes = countWrites(coalesced);
    const replies = await Promise.all(Array.from({ length: 200 }, () => coalesced.incr(`${prefix}counted`)));
    expect(writes.count).toBe(1);
    expect(replies).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  test('commands of later turns still leave (one write per turn); a refused command fails alone', async () => {
    const redis = await client(true);
    const writes = countWrites(redis);
    for (let i = 0; i < 5; i++) await redis.set(`${prefix}turn`, String(i));
    expect(await redis.get(`${prefix}turn`)).toBe('4');
    expect(writes.count).toBe(6);

    await redis.set(`${prefix}text`, 'not a number');
    const [refused, counted] = await Promise.allSettled([redis.incr(`${prefix}text`), redis.incr(`${prefix}other`)]);
    expect(refused.status).toBe('rejected');
    expect(counted).toEqual({ status: 'fulfilled', value: 1 });
  });

  test('after the connection is lost, the new connection is coalesced too', async () => {
    const redis = await client(true);
    const first = redis.stream;
    const id = await redis.client('ID');
    const killer = await client(false);
    await killer.client('KILL', 'ID', String(id));
    await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    expect(redis.stream).not.toBe(first);
    const writes = countWrites(redis);
    const replies = await Promise.all(Array.from({ length: 50 }, () => redis.incr(`${prefix}after`)));
    expect(replies.at(-1)).toBe(50);
    expect(writes.count).toBe(1);
  });
});
