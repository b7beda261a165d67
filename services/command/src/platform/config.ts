import * as fs from 'node:fs';
import { isIP } from 'node:net';
import * as path from 'node:path';
import { z } from 'zod';
import { eventStoreEnv } from '@arena/eventstore';
import { readModelEnv, redisSentinelFrom, type RedisSentinel } from '@arena/read-models';
import { loadPaymentConfig, type PaymentConfig } from './payment-config';

const DEV_SERVER_KEYS = 'test:dev-server-key';
const DEV_SESSION_SECRET = 'dev-session-secret-change-me-in-production!';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const schema = z
  .object({
    ...eventStoreEnv.shape,
    ...readModelEnv.shape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /** Address players reach the site at; the OpenID realm and return URL derive from it. */
    PUBLIC_URL: z.string().url().optional(),
    /** Game-server keys, one per environment: `name:key,name:key` (test, prod, tournament). */
    SERVER_KEYS: z.string().default(DEV_SERVER_KEYS),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
    /** Steam ids of administrators and of stats users. */
    ADMIN_STEAM_IDS: commaList,
    STATS_STEAM_IDS: commaList,
    /** Steam's OpenID 2.0 provider; tests point it at a local stand-in. */
    STEAM_OPENID_PROVIDER: z.string().url().default('https://steamcommunity.com/openid/login'),
    /** Claimed ids must start with this (Steam: https://steamcommunity.com/openid/id/). */
    STEAM_CLAIMED_ID_PREFIX: z.string().url().default('https://steamcommunity.com/openid/id/'),
    DEV_SIGN_IN: z.enum(['true', 'false']).optional(),
    /** The built player site to serve (a folder; relative to the working directory); empty to serve the API only. */
    SITE_DIST: z.string().optional().transform(siteDistSetting),
    /** The built admin console, served at /admin (a folder; relative to the working directory); empty: no console. */
    ADMIN_DIST: z.string().optional().transform(adminDistSetting),
    /** Proxies whose X-Forwarded-* headers count: none (default), a hop count, or addresses, CIDRs and proxy-addr's names. */
    TRUST_PROXY: z.string().default('').transform(trustProxySetting),
    /** Largest request body, bytes. */
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(512 * 1024),
    /** Requests per minute per client address on the public routes that cost work; 0: no limit. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** Requests per minute per client address on each bulk route (the check tools: up to 1,000 players a request); 0: they share the budget above. */
    BULK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    /** Gaimin's partner API (token verification); unset: the embedded local stand-in (refused in production, where connecting is then off). */
    GAIMIN_API_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })]).optional(),
    /** How long to wait for Gaimin's answer, ms. */
    GAIMIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    LOBBY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Check every JSON answer against the HTTP contract and answer 500 instead of a wrong one (tests). */
    CONTRACT_CHECK: z.enum(['0', '1', 'false', 'true']).default('0'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.SERVER_KEYS === DEV_SERVER_KEYS) {
      ctx.addIssue({ code: 'custom', path: ['SERVER_KEYS'], message: 'must be set in production' });
    } else if (!env.SERVER_KEYS.split(',').some((entry) => entry.trim())) {
      // no key at all: every game server would be refused, and nothing says why
      ctx.addIssue({ code: 'custom', path: ['SERVER_KEYS'], message: 'must list at least one name:key in production' });
    }
    if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be set in production' });
    }
    if (env.DEV_SIGN_IN === 'true') {
      ctx.addIssue({ code: 'custom', path: ['DEV_SIGN_IN'], message: 'dev sign-in is refused in production' });
    }
  });

export interface CommandConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Server key -> its name (test, prod, tournament). */
  serverKeys: ReadonlyMap<string, string>;
  sessionSecret: string;
  adminSteamIds: ReadonlySet<string>;
  statsSteamIds: ReadonlySet<string>;
  steamOpenIdProvider: string;
  steamClaimedIdPrefix: string;
  devSignIn: boolean;
  /** Absolute path of the built site's folder; '' to serve the API only. */
  siteDist: string;
  /** Absolute path of the built admin console's folder (served at /admin); '' for none. */
  adminDist: string;
  /**
   * Fastify's `trustProxy`: false (X-Forwarded-* ignored), a hop count, or the proxies' addresses
   * and CIDRs. Client address, protocol and host (the Origin check, the Secure cookie) follow it.
   */
  trustProxy: false | number | string[];
  maxBodyBytes: number;
  /** Requests per minute per client address on the rate-limited routes (the contract lists a 429); 0: no limit. */
  rateLimitPerMinute: number;
  /**
   * Requests per minute per client address on each bulk route (the contract marks it `bulk`), a
   * budget of its own, tighter than the shared one; 0: bulk routes share the budget above.
   */
  bulkRateLimitPerMinute: number;
  /**
   * Gaimin's partner API base URL (`POST {url}/v1/players/verify`); null: the embedded local
   * stand-in outside production, and connecting Gaimin answers `partner_unavailable` in production.
   */
  gaiminApiUrl: string | null;
  /** How long a call to Gaimin may take before it counts as unavailable, ms. */
  gaiminTimeoutMs: number;
  /** The port of the lobby service on this host, told to the site with each socket ticket. */
  lobbyPort: number;
  logLevel: string;
  /** Every JSON answer is checked against the HTTP contract; a wrong one becomes a 500. */
  contractCheck: boolean;
  redisUrl: string;
  /** Sentinels naming the read models' primary (REDIS_SENTINELS, REDIS_SENTINEL_NAME); unset: `redisUrl` is the server. */
  redisSentinel?: RedisSentinel;
  namespace: string;
  eventStore: z.infer<typeof eventStoreEnv>;
  /** The payment provider and its keys (PAYMENT_PROVIDER, STRIPE_*, LOCAL_PAYMENT_*; docs/api.md "Orders"). */
  payments: PaymentConfig;
}

/**
 * Command service configuration from environment variables, each with an embedded default.
 * @throws Error naming every invalid variable.
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env): CommandConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    serverKeys: parseServerKeys(e.SERVER_KEYS),
    sessionSecret: e.SESSION_SECRET,
    adminSteamIds: new Set(e.ADMIN_STEAM_IDS),
    statsSteamIds: new Set(e.STATS_STEAM_IDS),
    steamOpenIdProvider: e.STEAM_OPENID_PROVIDER,
    steamClaimedIdPrefix: e.STEAM_CLAIMED_ID_PREFIX,
    devSignIn: e.DEV_SIGN_IN ? e.DEV_SIGN_IN === 'true' : e.NODE_ENV !== 'production',
    siteDist: e.SITE_DIST,
    adminDist: e.ADMIN_DIST,
    trustProxy: e.TRUST_PROXY,
    maxBodyBytes: e.MAX_BODY_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bulkRateLimitPerMinute: e.BULK_RATE_LIMIT_PER_MINUTE,
    gaiminApiUrl: e.GAIMIN_API_URL ? e.GAIMIN_API_URL.replace(/\/+$/, '') : null,
    gaiminTimeoutMs: e.GAIMIN_TIMEOUT_MS,
    lobbyPort: e.LOBBY_PORT,
    logLevel: e.LOG_LEVEL,
    contractCheck: e.CONTRACT_CHECK === '1' || e.CONTRACT_CHECK === 'true',
    payments: loadPaymentConfig({ ...env, NODE_ENV: e.NODE_ENV }),
    redisUrl: e.REDIS_URL,
    redisSentinel: redisSentinelFrom(e),
    namespace: e.READ_MODEL_NAMESPACE,
    eventStore: { EVENT_STORE_PATH: e.EVENT_STORE_PATH, KURRENTDB_URL: e.KURRENTDB_URL },
  };
}

function parseServerKeys(value: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    if (separator <= 0 || separator === entry.length - 1) {
      throw new Error('Invalid configuration:\nSERVER_KEYS: entries must look like name:key');
    }
    keys.set(entry.slice(separator + 1), entry.slice(0, separator));
  }
  return keys;
}

/** The built site shipped beside this service; a missing one is served as `site_not_built`. */
const DEFAULT_SITE_DIST = path.resolve(__dirname, '../../../../apps/site/dist');
const DEFAULT_ADMIN_DIST = path.resolve(__dirname, '../../../../apps/admin/dist');

/** ADMIN_DIST as an absolute path: unset gives the console built beside the service (served when it is built); '' none. */
function adminDistSetting(value: string | undefined): string {
  if (value === undefined) return DEFAULT_ADMIN_DIST;
  return value === '' ? '' : path.resolve(value);
}

/**
 * SITE_DIST as an absolute path: unset gives the built site beside the service; '' serves the
 * API only; any other value is taken from the working directory and must be a folder.
 */
function siteDistSetting(value: string | undefined, ctx: z.RefinementCtx): string {
  if (value === undefined) return DEFAULT_SITE_DIST;
  if (value === '') return '';
  const resolved = path.resolve(value);
  if (!fs.statSync(resolved, { throwIfNoEntry: false })?.isDirectory()) {
    ctx.addIssue({
      code: 'custom',
      message: `${value} is not a folder (looked at ${resolved}); build the site, fix the path, or set it empty to serve the API only`,
    });
  }
  return resolved;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy`: '' or 'false' trusts no proxy; digits trust that many
 * hops; otherwise a comma list of IP addresses, CIDRs (`10.0.0.0/8`) and proxy-addr's names.
 * 'true' (trust anyone) is refused: anyone could then forge their address, protocol and host.
 */
function trustProxySetting(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length) {
    ctx.addIssue({
      code: 'custom',
      message: `${wrong.join(', ')}: expected a hop count, or IP addresses, CIDRs and ${[...PROXY_RANGE_NAMES].join('/')}`,
    });
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
