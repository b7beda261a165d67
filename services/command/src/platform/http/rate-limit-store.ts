import type Redis from 'ioredis';

/** What `@fastify/rate-limit` asks a store for each request: the count so far this window and the window's remaining ms. */
interface Count {
  current: number;
  ttl: number;
}

/** The counts one instance holds for one key: `next` to `last` are its own to hand out until `expiresAt`. */
interface Lease {
  next: number;
  last: number;
  /** Local clock, ms: when the Redis counter's window ends. */
  expiresAt: number;
}

/** The options `@fastify/rate-limit` passes to `child`: the merged route settings, the route as `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A counter of the window: adds ARGV[1] (the lease) to KEYS[1], starts its window of ARGV[2] ms
 * when this call created it, and answers the new total and the window's remaining ms.
 */
const LEASE_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {total, ttl}
`;

const COMMAND = 'rateLimitLease';

type LeaseCommand = (key: string, size: number, windowMs: number) => Promise<[number, number]>;

/**
 * How many counts one Redis call takes for a budget of `max` a window: 1 for budgets up to 99
 * (every request counted in Redis, exact), else 2% of the budget, at most 100. Rule "Rate limits"
 * in docs/architecture.md.
 */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(100, Math.floor(max / 50)));
}

/**
 * The rate limit's store (`@fastify/rate-limit`'s `store` option): per-address counters of a fixed
 * window in Redis, shared by every instance, that one instance takes a lease of counts from at a
 * time instead of counting each request in Redis (`leaseSize`: 24 counts for the default 1,200 a
 * minute). A request takes the next count of its instance's lease without a Redis call; the call
 * that takes a lease is shared by the requests that wait for it. No instance hands out a count
 * another holds, so the budget is never exceeded; an address spread over N instances may be
 * refused up to N × (lease − 1) requests early (counts leased and not used when the window ends).
 * Once a window's counts are past the budget, the instance answers "exceeded" until the window
 * ends without asking Redis. A Redis error is passed to the plugin (whose `skipOnError` lets the
 * request through) and nothing is leased.
 *
 * Keys: `{prefix}{address}` (the shared budget) and, for a route's own budget (`child`),
 * `{prefix}{METHOD}{path}-{address}`.
 */
export class LeasedRateLimitStore {
  private readonly leases = new Map<string, Lease>();
  private readonly pending = new Map<string, Promise<void>>();
  private sweptAt = 0;
  private readonly lease: LeaseCommand;

  /**
   * @param redis the service's connection (the lease script is registered on it once).
   * @param prefix the keys' prefix, e.g. `{namespace}:rate-limit:`.
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: LEASE_SCRIPT });
    this.lease = (redis as unknown as Record<string, LeaseCommand>)[COMMAND].bind(redis);
  }

  /**
   * Counts one request of `key` (an address) in the window of `windowMs` ms and answers the count
   * so far (`current`, beyond `max` means refused) and the window's remaining ms (`ttl`); `callback`
   * gets a Redis error instead when a lease could not be taken.
   */
  incr(key: string, callback: (error: Error | null, result?: Count) => void, windowMs: number, max: number): void {
    const counted = this.take(key, Date.now(), max);
    if (counted !== undefined) return callback(null, counted);
    this.acquire(key, windowMs, max).then(
      () => this.incr(key, callback, windowMs, max),
      (error: Error) => callback(error),
    );
  }

  /** The store of a route with a budget of its own: the same Redis, keys under the route's method and path. */
  child(options: object): LeasedRateLimitStore {
    const { method, url } = (options as ChildOptions).routeInfo ?? {};
    return new LeasedRateLimitStore(this.redis, `${this.prefix}${String(method)}${url}-`);
  }

  /** The next count of the instance's live lease of `key`, or past the budget once it is spent; undefined: a lease is needed. */
  private take(key: string, now: number, max: number): Count | undefined {
    if (now - this.sweptAt > 60_000) this.sweep(now);
    const lease = this.leases.get(key);
    if (lease === undefined || lease.expiresAt <= now) return undefined;
    // counts past the budget need no lease: the window stays exceeded until it ends
    if (lease.next > lease.last && lease.last < max) return undefined;
    return { current: lease.next++, ttl: lease.expiresAt - now };
  }

  /** Takes a lease of `key`'s counts from Redis, once for every request waiting on it. */
  private acquire(key: string, windowMs: number, max: number): Promise<void> {
    let waiting = this.pending.get(key);
    if (waiting === undefined) {
      const size = leaseSize(max);
      waiting = this.lease(this.prefix + key, size, windowMs)
        .then(([total, ttl]) => {
          this.leases.set(key, { next: total - size + 1, last: total, expiresAt: Date.now() + Math.max(1, Number(ttl)) });
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, waiting);
    }
    return waiting;
  }

  /** Forgets the leases whose windows have ended (at most once a minute). */
  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(key);
  }
}
