import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { createApp, loadCommandConfig, CommandConfig } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { startLobbyService, type LobbyService } from '@arena/lobby';
import { Projector, type ProjectorOptions } from '@arena/projector';
import { deleteKeysUnder } from '@arena/read-models';
import { freePort } from './ports';

export const TEST_SERVER_KEY = 'test-server-key';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestStack {
  baseUrl: string;
  config: CommandConfig;
  namespace: string;
  eventStorePath: string;
  app: Awaited<ReturnType<typeof createApp>>;
  /** A second connection to the event store file, as the projector process has. */
  projectorStore: SqliteEventStore;
  /** The running projector (another one after `stopProjector`'s resume). */
  readonly projector: Projector;
  redis: Redis;
  /** The lobby service, when `options.lobby` asked for it (its port is the command service's LOBBY_PORT). */
  lobby: LobbyService | null;
  /** Resolves once the projector has applied everything stored so far. */
  settle(): Promise<void>;
  /**
   * Stops the projector: nothing is projected (its watchdog stops too) until the function it
   * resolves with starts a new one from the stored checkpoint, as a restarted process would.
   */
  stopProjector(): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/**
 * The whole back end for a test: a fresh SQLite event store file, the command service on a
 * random port (real HTTP) checking its JSON answers against the HTTP contract, and the
 * projector on its own store connection, writing the real Redis under a namespace of its own
 * that `stop()` deletes. `options.clock` fixes the command service's time (its deciders and
 * its reads); the real time otherwise. `options.lobby` also starts the lobby service on a port of
 * its own, sharing the namespace and the event store file.
 */
export async function startTestStack(
  env: Record<string, string> = {},
  options: { clock?: { now(): Date }; lobby?: boolean } = {},
): Promise<TestStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-test-'));
  const namespace = `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const eventStorePath = path.join(dir, 'events.sqlite');
  const config = loadCommandConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'warn',
    REDIS_URL,
    READ_MODEL_NAMESPACE: namespace,
    EVENT_STORE_PATH: eventStorePath,
    SERVER_KEYS: `test:${TEST_SERVER_KEY}`,
    // every JSON answer is checked against the HTTP contract: a wrong one becomes a 500
    CONTRACT_CHECK: '1',
    ...(options.lobby ? { LOBBY_PORT: String(await freePort()) } : {}),
    ...env,
  });
  const app = await createApp({ config, clock: options.clock });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const projectorStore = new SqliteEventStore(eventStorePath, { pollIntervalMs: 10 });
  const redis = new Redis(REDIS_URL);
  const projectorRedis = redis.duplicate();
  const projectorOptions: ProjectorOptions = {
    store: projectorStore,
    redis: projectorRedis,
    namespace,
    eventStore: { kind: 'sqlite', path: eventStorePath },
    redisUrl: REDIS_URL,
    retryDelayMs: 50,
    // lost read models are noticed within a tenth of a second (3 s in production)
    watchdogIntervalMs: 100,
  };
  let projector = new Projector(projectorOptions);
  await projector.start();
  const lobby = options.lobby
    ? await startLobbyService({
        eventStore: { kind: 'sqlite', path: eventStorePath },
        port: config.lobbyPort,
        namespace,
        redisUrl: REDIS_URL,
        // the site's session cookie signs sockets in too, as configured for the command service
        sessions: { secret: config.sessionSecret, publicUrl: config.publicUrl },
      })
    : null;

  return {
    baseUrl,
    config,
    namespace,
    eventStorePath,
    app,
    projectorStore,
    get projector() {
      return projector;
    },
    redis,
    lobby,
    settle: async () => projector.waitFor(await projectorStore.headPosition()),
    stopProjector: async () => {
      await projector.stop();
      return async () => {
        projector = new Projector(projectorOptions);
        await projector.start();
      };
    },
    stop: async () => {
      await lobby?.close();
      await projector.stop();
      await app.close();
      await projectorStore.close();
      await deleteKeysUnder(redis, `${namespace}:`);
      projectorRedis.disconnect();
      redis.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Posts one player's result as a game server does: `{"data": "<JSON string>"}` with the server key. */
export function postPlayerResult(baseUrl: string, payload: unknown, key = TEST_SERVER_KEY): Promise<Response> {
  return fetch(`${baseUrl}/api/games/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-key': key },
    body: JSON.stringify({ data: JSON.stringify(payload) }),
  });
}

/** Posts a game summary: `{"data": {...}}` with the server key. */
export function postGameSummary(baseUrl: string, summary: unknown, key = TEST_SERVER_KEY): Promise<Response> {
  return fetch(`${baseUrl}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-key': key },
    body: JSON.stringify({ data: summary }),
  });
}
