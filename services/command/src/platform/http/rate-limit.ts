import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type Redis from 'ioredis';
import { findRoute } from '@arena/contract';
import { ApiError } from './api-error';

export interface RateLimitSettings {
  /** Requests per client address per minute on each limited route's shared budget; 0 turns limits off. */
  perMinute: number;
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
  const concrete = url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
  const route = findRoute(method, concrete);
  return route !== undefined && Object.hasOwn(route.responses, 429);
}

/**
 * Limits each client address (`request.ip`) to `perMinute` requests a fixed minute over all the
 * routes `isRateLimitedRoute` names together, counted in Redis (`@fastify/rate-limit`'s Redis
 * store: one Lua call, a single round trip, per request). Beyond it: 429
 * `{error: {code: "rate_limited", message}}` with `Retry-After` (seconds). Should Redis fail,
 * requests pass (the reads need Redis anyway; the sign-in start does not). Game servers'
 * ingestion is keyed by server key and not limited.
 * Call before Nest registers its routes (`app.init()`): the limit is attached as each route is added.
 */
export async function registerRateLimit(fastify: FastifyInstance, { perMinute, redis, namespace }: RateLimitSettings): Promise<void> {
  if (perMinute === 0) return;
  await fastify.register(fastifyRateLimit, {
    global: false,
    max: perMinute,
    timeWindow: MINUTE_MS,
    redis,
    nameSpace: `${namespace}:rate-limit:`,
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
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => isRateLimitedRoute(method, route.url))) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [limit, ...own] as RouteOptions['onRequest'];
  });
}
