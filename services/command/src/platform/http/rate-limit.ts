import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type Redis from 'ioredis';
import { findRoute } from '@arena/contract';
import { ApiError } from './api-error';
import { LeasedRateLimitStore } from './rate-limit-store';

export interface RateLimitSettings {
  /** Requests per client address per minute on each limited route's shared budget; 0 turns limits off. */
  perMinute: number;
  /**
   * Requests per client address per minute on each bulk route (`RouteSpec.bulk`), a budget of
   * that route's own instead of the shared one; 0: bulk routes share the budget like the others.
   */
  bulkPerMinute: number;
  /** The service's Redis connection: instances sharing a Redis share the budgets. */
  redis: Redis;
  /** The Redis key namespace; counters live under `{namespace}:rate-limit:{address}`. */
  namespace: string;
}

const MINUTE_MS = 60_000;

/**
 * Whether the contract says a route answers 429 `rate_limited`: the public routes that cost
 * work list it (reads of players, games and the leaderboard, the sign-ins), so the contract is
 * the one list of what is limited.
 * @param method a Fastify route's method.
 * @param url a Fastify route's path (`/api/players/:steamId`, `/*`).
 */
export function isRateLimitedRoute(method: string, url: string): boolean {
  return rateLimitOf(method, url) !== null;
}

/**
 * How the contract limits a route: `shared` (it lists 429 `rate_limited`), `bulk` (it lists 429
 * and is marked `bulk`: a request looks up to 1,000 players), or null (not limited).
 * @param method a Fastify route's method.
 * @param url a Fastify route's path (`/api/players/:steamId`, `/*`).
 */
export function rateLimitOf(method: string, url: string): 'shared' | 'bulk' | null {
  const concrete = url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
  const route = findRoute(method, concrete);
  if (route === undefined || !Object.hasOwn(route.responses, 429)) return null;
  return route.bulk ? 'bulk' : 'shared';
}

/**
 * Limits each client address (`request.ip`) to `perMinute` requests a fixed minute over all the
 * routes `isRateLimitedRoute` names together, counted in Redis by leases of counts
 * (`LeasedRateLimitStore`: one Redis call per lease, 24 requests of the default budget). Beyond it: 429
 * `{error: {code: "rate_limited", message}}` with `Retry-After` (seconds). Should Redis fail,
 * requests pass (the reads need Redis anyway; the sign-in start does not). Game servers'
 * ingestion is keyed by server key and not limited.
 *
 * Bulk routes (the check tools, up to 1,000 players a request) get instead a budget of their
 * own, `bulkPerMinute` a minute per client address and route: @fastify/rate-limit's per-route
 * `config.rateLimit`, counted under `{namespace}:rate-limit:{METHOD}{path}-{address}`. Instead,
 * not besides: the plugin runs one limit per request (its hooks share a "done" flag), and the
 * bulk budget is the tighter one anyway.
 * Call before Nest registers its routes (`app.init()`): the limit is attached as each route is added.
 */
export async function registerRateLimit(
  fastify: FastifyInstance,
  { perMinute, bulkPerMinute, redis, namespace }: RateLimitSettings,
): Promise<void> {
  if (perMinute === 0) return;
  // added before the plugin's own onRoute hook, which reads `config.rateLimit` as each route is added
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (bulkPerMinute === 0 || !methodsOf(route).some((method) => rateLimitOf(method, route.url) === 'bulk')) return;
    route.config = { ...route.config, rateLimit: { max: bulkPerMinute, timeWindow: MINUTE_MS } };
  });
  await fastify.register(fastifyRateLimit, {
    global: false,
    max: perMinute,
    timeWindow: MINUTE_MS,
    store: class extends LeasedRateLimitStore {
      constructor() {
        super(redis, `${namespace}:rate-limit:`);
      }
    },
    skipOnError: true,
    // the counters' headers only on a 429: answers within the limit stay the same for everyone (cacheable)
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(((context as { ttl?: number }).ttl ?? MINUTE_MS) / 1000));
      return new ApiError(429, 'rate_limited', `Too many requests from this address; retry in ${seconds} s`);
    },
  });
  const limit = fastify.rateLimit();
  fastify.addHook('onRoute', (route: RouteOptions) => {
    // a bulk route limited by its own budget (above) is left out of the shared one
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) return;
    if (!methodsOf(route).some((method) => isRateLimitedRoute(method, route.url))) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [limit, ...own] as RouteOptions['onRequest'];
  });
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}
