import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { LeasedRateLimitStore, leaseSize } from './rate-limit-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL);
const prefix = `rate-limit-store-test-${randomUUID()}:rate-limit:`;
const MINUTE = 60_000;

interface Count {
  current: number;
  ttl: number;
}
const incr = (store: LeasedRateLimitStore, key: string, windowMs: number, max: number) =>
  new Promise<Count>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max));
/** Answers how many of `requests` concurrent requests, spread over `stores` in turn, the budget let through. */
async function allowedOf(stores: LeasedRateLimitStore[], key: string, requests: number, max: number, windowMs = MINUTE) {
  const counts = await Promise.all(Array.from({ length: requests }, (_, i) => incr(stores[i % stores.length], key, windowMs, max)));
  return counts.filter((count) => count.current <= max).length;
}

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('the leased rate-limit store', () => {
  test('a lease is 2% of the budget, at most 100 counts; budgets under 100 are counted one request at a time', () => {
    expect([5, 20, 99, 100, 1_200, 100_000_000].map(leaseSize)).toEqual([1, 1, 1, 2, 24, 100]);
  });

  test('two instances racing never let more than the budget through, and at most one unused lease each short of it', async () => {
    const stores = [new LeasedRateLimitStore(redis, prefix), new LeasedRateLimitStore(redis, prefix)];
    const allowed = await allowedOf(stores, 'a', 3_000, 1_200);
    expect(allowed).toBeLessThanOrEqual(1_200);
    expect(allowed).toBeGreaterThanOrEqual(1_200 - 2 * 23);
    // counted in Redis by leases of 24: about 50 calls for 1,200 requests, none once the budget is spent
    const counted = Number(await redis.get(`${prefix}a`));
    expect(counted % 24).toBe(0);
    expect(counted).toBeLessThanOrEqual(1_200 + 2 * 24);
  });

  test('a small budget is exact across instances: the request past it is refused with the window left', async () => {
    const stores = [new LeasedRateLimitStore(redis, prefix), new LeasedRateLimitStore(redis, prefix)];
    const counts: Count[] = [];
    for (let i = 0; i < 6; i++) counts.push(await incr(stores[i % 2], 'b', MINUTE, 5));
    expect(counts.map((count) => count.current)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(counts[5].ttl).toBeGreaterThan(50_000);
    expect(counts[5].ttl).toBeLessThanOrEqual(MINUTE);
    expect(await redis.pttl(`${prefix}b`)).toBeGreaterThan(50_000);
  });

  test('concurrent requests of one instance share the Redis call that takes a lease', async () => {
    const store = new LeasedRateLimitStore(redis, prefix);
    const counts = await Promise.all(Array.from({ length: 24 }, () => incr(store, 'c', MINUTE, 1_200)));
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(await redis.get(`${prefix}c`)).toBe('24');
  });

  test('when the window ends the budget is whole again', async () => {
    const store = new LeasedRateLimitStore(redis, prefix);
    expect(await allowedOf([store], 'd', 8, 3, 300)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await allowedOf([store], 'd', 8, 3, 300)).toBe(3);
  });

  test("a route's own budget counts under its method and path, apart from the shared one", async () => {
    const store = new LeasedRateLimitStore(redis, prefix).child({ routeInfo: { method: 'POST', url: '/api/check' } });
    await incr(store, 'e', MINUTE, 20);
    expect(await redis.get(`${prefix}POST/api/check-e`)).toBe('1');
    expect(await redis.exists(`${prefix}e`)).toBe(0);
  });

  test('a Redis failure reaches the caller and leases nothing', async () => {
    const down = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const store = new LeasedRateLimitStore(down, prefix);
    await expect(incr(store, 'f', MINUTE, 1_200)).rejects.toThrow();
    await expect(incr(store, 'f', MINUTE, 1_200)).rejects.toThrow();
    down.disconnect();
  });
});
