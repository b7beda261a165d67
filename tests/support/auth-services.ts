import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import type { AuthSuccessBody } from '@arena/contract';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder } from '@arena/read-models';
import { Service, startService, visit, Visit } from './command-service';
import { LocalOpenIdProvider, startLocalOpenIdProvider } from './local-openid-provider';
import { REDIS_URL } from './test-stack';

export const ADMIN_ID = '76561198000000901';
export const STATS_ID = '76561198000000902';

/**
 * Three command services for the sign-in tests, each with a namespace and an event store file
 * of its own, all signing in with one local OpenID provider standing in for Steam:
 * - `dev`: development over http (dev sign-in on), ADMIN_ID and STATS_ID listed;
 * - `prod`: production at `https://arena.test` behind a proxy it trusts (TRUST_PROXY=127.0.0.1:
 *   the tests' requests stand for the proxy's);
 * - `bare`: production at `https://arena.test` with no trusted proxy: it only ever sees http.
 */
export interface AuthServices {
  provider: LocalOpenIdProvider;
  dev: Service;
  prod: Service;
  bare: Service;
  redis: Redis;
  /** The Redis key namespace (READ_MODEL_NAMESPACE) of a service. */
  namespaceOf(service: Service): string;
  /** `GET /api/auth/steam/success` with the session cookie. */
  success(service: Service, cookie?: string): Promise<Visit<AuthSuccessBody>>;
  /** `POST /api/auth/dev` as the site sends it (to `dev` unless said otherwise). */
  devSignIn(body: unknown, cookie?: string, service?: Service): Promise<Visit<AuthSuccessBody>>;
  /** The session keys in Redis of a service (`dev` unless said otherwise), sorted. */
  sessionKeys(service?: Service): Promise<string[]>;
  /** The events of `player-{steamId}` in a service's event store. */
  playerEvents(service: Service, steamId: string): Promise<Awaited<ReturnType<SqliteEventStore['readStream']>>>;
  stop(): Promise<void>;
}

/** Starts the three services and the provider; `stop()` them afterwards (it deletes their keys and files). */
async function startAuthServices(): Promise<AuthServices> {
  const run = `test-auth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-auth-'));
  const redis = new Redis(REDIS_URL);
  const provider = await startLocalOpenIdProvider();
  const steamEnv = {
    STEAM_OPENID_PROVIDER: provider.endpoint,
    STEAM_CLAIMED_ID_PREFIX: provider.claimedIdPrefix,
    ADMIN_STEAM_IDS: ADMIN_ID,
    STATS_STEAM_IDS: STATS_ID,
  };
  const prodEnv = {
    ...steamEnv,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://arena.test',
    SERVER_KEYS: 'prod:a-production-server-key',
    SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
    // production refuses the embedded local payment provider
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_auth_services',
    STRIPE_WEBHOOK_SECRET: 'whsec_auth_services',
  };
  const namespaces = new Map<Service, string>();
  const start = async (name: string, env: Record<string, string>) => {
    const service = await startService(dir, { ...env, READ_MODEL_NAMESPACE: `${run}-${name}` });
    namespaces.set(service, `${run}-${name}`);
    return service;
  };
  const dev = await start('dev', steamEnv);
  const prod = await start('prod', { ...prodEnv, TRUST_PROXY: '127.0.0.1' });
  const bare = await start('bare', prodEnv);

  return {
    provider,
    dev,
    prod,
    bare,
    redis,
    namespaceOf: (service) => namespaces.get(service)!,
    success: (service, cookie) => visit(`${service.baseUrl}/api/auth/steam/success`, { cookie }),
    devSignIn: (body, cookie, service = dev) =>
      visit(`${service.baseUrl}/api/auth/dev`, { method: 'POST', body, cookie, headers: { origin: service.baseUrl } }),
    // sorted: KEYS answers in the hash table's order, which changes as sessions come and go
    sessionKeys: async (service = dev) => (await redis.keys(`${namespaces.get(service)}:sess:*`)).sort(),
    playerEvents: async (service, steamId) => {
      const store = new SqliteEventStore(service.eventStorePath);
      try {
        return await store.readStream(`player-${steamId}`);
      } finally {
        await store.close();
      }
    },
    stop: async () => {
      for (const service of namespaces.keys()) await service.app.close();
      await provider.close();
      for (const namespace of namespaces.values()) await deleteKeysUnder(redis, `${namespace}:`);
      redis.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `AuthServices` plus the dev service's namespace, as a test file uses them. */
export type AuthServicesForTests = AuthServices & { devNamespace: string };

/**
 * Starts the services before the tests of the calling file (`beforeAll`) and stops them after
 * (`afterAll`); the object answered holds them once started (read its fields inside tests).
 */
export function authServicesForTests(): AuthServicesForTests {
  const holder = {} as AuthServicesForTests;
  beforeAll(async () => {
    const services = await startAuthServices();
    Object.assign(holder, services, { devNamespace: services.namespaceOf(services.dev) });
  });
  afterAll(async () => {
    await holder.stop?.();
  });
  return holder;
}
