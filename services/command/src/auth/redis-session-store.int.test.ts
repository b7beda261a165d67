import type { Session } from 'fastify';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RedisSessionStore } from './redis-session-store';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `session-store-test-${randomUUID()}:sess:`;
const store = new RedisSessionStore(redis, prefix, 600);

const call = <T>(run: (callback: (error: unknown, value?: T) => void) => void): Promise<T | undefined> =>
  new Promise((resolve, reject) =>
    run((error, value) =>
      error ? reject(error instanceof Error ? error : new Error('the store failed', { cause: error })) : resolve(value),
    ),
  );
const set = (id: string, session: unknown) => call<void>((done) => store.set(id, session as Session, done));
const get = (id: string) => call<Session | null>((done) => store.get(id, done));
const destroy = (id: string) => call<void>((done) => store.destroy(id, done));

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('the Redis session store', () => {
  test('a session is one JSON document under {prefix}{id} that expires with its cookie', async () => {
    const expires = new Date(Date.now() + 3_600_000);
    await set('a', { cookie: { originalMaxAge: 3_600_000, expires, path: '/' }, steamId: '76561198000000001', displayName: 'Ann' });
    expect(JSON.parse((await redis.get(`${prefix}a`))!)).toEqual({
      cookie: { originalMaxAge: 3_600_000, expires: expires.toISOString(), path: '/' },
      steamId: '76561198000000001',
      displayName: 'Ann',
    });
    const ttl = await redis.ttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(3_590);
    expect(ttl).toBeLessThanOrEqual(3_600);
    expect(await get('a')).toMatchObject({ steamId: '76561198000000001', displayName: 'Ann' });
  });

  test('without a cookie expiry the fallback TTL applies; an expired cookie deletes the session', async () => {
    await set('b', { cookie: { originalMaxAge: null }, steamId: '76561198000000002' });
    expect(await redis.ttl(`${prefix}b`)).toBe(600);
    await set('b', { cookie: { originalMaxAge: 1, expires: new Date(Date.now() - 1_000) }, steamId: '76561198000000002' });
    expect(await redis.exists(`${prefix}b`)).toBe(0);
  });

  test('an unknown or destroyed session reads as null; a document that is not JSON is an error', async () => {
    expect(await get('nobody')).toBeNull();
    await set('c', { cookie: { expires: new Date(Date.now() + 60_000) } });
    await destroy('c');
    expect(await get('c')).toBeNull();
    await redis.set(`${prefix}d`, 'not json', 'EX', 60);
    await expect(get('d')).rejects.toThrow();
  });
});
