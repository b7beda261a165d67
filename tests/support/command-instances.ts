import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder } from '@arena/read-models';
import { freePort } from './ports';
import { REDIS_URL, TEST_SERVER_KEY } from './test-stack';

/** The built command service (`npm test` builds it first; alone: `npx tsc -b services/command`). */
const COMMAND_MAIN = path.resolve(__dirname, '../../services/command/dist/main.js');
/** How long an instance may take to answer /healthz after being spawned (two start at once beside the other suites on 2 cores: a loaded machine took over 20 s). */
const START_TIMEOUT_MS = 45_000;

/** Several command services sharing one SQLite event store file, as a deployment on one host runs them. */
export interface CommandInstances {
  /** One base URL per instance, e.g. `http://127.0.0.1:41234`. */
  baseUrls: string[];
  eventStorePath: string;
  /** Their read-model namespace in Redis (a projector of the test's own follows the store into it). */
  namespace: string;
  /** A connection of its own to the shared file, to read what was recorded. */
  store: SqliteEventStore;
  /**
   * Kills instance `index` with SIGKILL (a crash: nothing of its shutdown runs, nothing is
   * flushed) and starts it again on the same store file and namespace, on a new port; resolves
   * with its base URL, which also replaces the old one in `baseUrls`.
   */
  restart(index: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `count` command services, each a process of its own (`services/command/dist/main.js`,
 * real HTTP on a free port, `CONTRACT_CHECK=1`), on one fresh SQLite file and one read-model
 * namespace. Separate processes are what makes their appends race: two instances in one process
 * would take turns on its one event loop, since SQLite calls are synchronous.
 * @param count how many instances, at least 1.
 * @param env more of the services' environment (ADMIN_STEAM_IDS, RATE_LIMIT_PER_MINUTE...).
 * @throws Error when the build is missing or an instance does not answer /healthz in time.
 */
export async function startCommandInstances(count: number, env: Record<string, string> = {}): Promise<CommandInstances> {
  if (!fs.existsSync(COMMAND_MAIN)) throw new Error(`${COMMAND_MAIN} is missing: run \`npx tsc -b services/command\` first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-instances-'));
  const namespace = `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const eventStorePath = path.join(dir, 'events.sqlite');
  const children: ChildProcess[] = [];
  const baseUrls: string[] = [];
  /** The running child of each instance, by index. */
  const running: ChildProcess[] = [];
  const stopChildren = async () => {
    await Promise.all(children.map(stopChild));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /**
   * One instance on a free port. The port is free when chosen, but another test may take it before
   * the child listens: a child that stops with EADDRINUSE is started again on another port.
   */
  const startOne = async (index: number): Promise<string> => {
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, [COMMAND_MAIN], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'warn',
          REDIS_URL,
          READ_MODEL_NAMESPACE: namespace,
          EVENT_STORE_PATH: eventStorePath,
          SERVER_KEYS: `test:${TEST_SERVER_KEY}`,
          SITE_DIST: '',
          // every JSON answer is checked against the HTTP contract: a wrong one becomes a 500
          CONTRACT_CHECK: '1',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.push(child);
      running[index] = child;
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        process.stderr.write(chunk);
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      try {
        await waitUntilHealthy(baseUrl, child);
        return baseUrl;
      } catch (error) {
        if (attempt >= 3 || !stderr.includes('EADDRINUSE')) throw error;
      }
    }
  };
  try {
    baseUrls.push(...(await Promise.all(Array.from({ length: count }, (_, index) => startOne(index)))));
  } catch (error) {
    await stopChildren();
    throw error;
  }
  const store = new SqliteEventStore(eventStorePath);
  return {
    baseUrls,
    eventStorePath,
    namespace,
    store,
    restart: async (index: number) => {
      const child = running[index];
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      baseUrls[index] = await startOne(index);
      return baseUrls[index];
    },
    stop: async () => {
      await store.close();
      await stopChildren();
      const redis = new Redis(REDIS_URL);
      await deleteKeysUnder(redis, `${namespace}:`);
      redis.disconnect();
    },
  };
}

/** Polls `GET /healthz` every 50 ms until it answers 200, the child exits, or START_TIMEOUT_MS pass. */
async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the command service for ${baseUrl} exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the command service for ${baseUrl} did not answer /healthz within ${START_TIMEOUT_MS} ms`);
}

/** SIGTERM (the service closes its store and Redis), SIGKILL if it has not exited 10 s later; resolves on exit. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(kill);
}
