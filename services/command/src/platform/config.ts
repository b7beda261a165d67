import * as path from 'node:path';
import { z } from 'zod';
import { eventStoreEnv } from '@arena/eventstore';
import { readModelEnv } from '@arena/read-models';

const DEV_SERVER_KEYS = 'test:dev-server-key';
const DEV_SESSION_SECRET = 'dev-session-secret-change-me-in-production!';

const commaList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

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
    /** The built player site to serve; empty to serve the API only. */
    SITE_DIST: z.string().default(path.resolve(__dirname, '../../../../apps/site/dist')),
    /** Largest request body, bytes. */
    MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(512 * 1024),
    /** Requests per minute per client address on the public routes that cost work; 0: no limit. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Check every JSON answer against the HTTP contract and answer 500 instead of a wrong one (tests). */
    CONTRACT_CHECK: z.enum(['0', '1', 'false', 'true']).default('0'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.SERVER_KEYS === DEV_SERVER_KEYS) {
      ctx.addIssue({ code: 'custom', path: ['SERVER_KEYS'], message: 'must be set in production' });
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
  siteDist: string;
  maxBodyBytes: number;
  /** Requests per minute per client address on the rate-limited routes (the contract lists a 429); 0: no limit. */
  rateLimitPerMinute: number;
  logLevel: string;
  /** Every JSON answer is checked against the HTTP contract; a wrong one becomes a 500. */
  contractCheck: boolean;
  redisUrl: string;
  namespace: string;
  eventStore: z.infer<typeof eventStoreEnv>;
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
    maxBodyBytes: e.MAX_BODY_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    contractCheck: e.CONTRACT_CHECK === '1' || e.CONTRACT_CHECK === 'true',
    redisUrl: e.REDIS_URL,
    namespace: e.READ_MODEL_NAMESPACE,
    eventStore: { EVENT_STORE_PATH: e.EVENT_STORE_PATH, KURRENTDB_URL: e.KURRENTDB_URL },
  };
}

function parseServerKeys(value: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const separator = entry.indexOf(':');
    if (separator <= 0 || separator === entry.length - 1) {
      throw new Error('Invalid configuration:\nSERVER_KEYS: entries must look like name:key');
    }
    keys.set(entry.slice(separator + 1), entry.slice(0, separator));
  }
  return keys;
}
