import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import Redis from 'ioredis';
import pretty from 'pino-pretty';
import {
  DEMO_CODE,
  DEMO_PARTNER_TOKEN,
  demoGames,
  loadCommandConfig,
  loadDemoContent,
  loadDemoEconomy,
  postDemoGames,
} from '@arena/command';
import { eventStoreConfigFrom, openEventStore } from '@arena/eventstore';

/**
 * `npm start`: the whole product on one machine with embedded defaults: a Redis (the one at
 * REDIS_URL, or a redis-server started here), the SQLite event store under ./data, the
 * command service with the built site, the projector and one lobby service instance (port
 * LOBBY_PORT, 4000). Loads demo games once.
 */
/** The checkout; this file runs from scripts/dist. */
const ROOT = path.resolve(__dirname, '../..');
const DEMO_GAMES = 60;
const DEMO_SEED = 6617222774;

const children: ChildProcess[] = [];

async function main() {
  const config = loadCommandConfig();
  fs.mkdirSync(path.dirname(path.resolve(config.eventStore.EVENT_STORE_PATH)), { recursive: true });
  await ensureRedis(config.redisUrl);

  const command = run('command service', 'services/command/dist/main.js');
  run('projector', 'services/projector/dist/main.js');
  run('lobby service', 'services/lobby/dist/main.js');
  await waitForHealth(`${config.publicUrl}/healthz`, command);

  const store = openEventStore(eventStoreConfigFrom(config.eventStore));
  const empty = (await store.headPosition()) === 0;
  if (empty) {
    console.log(`Loading ${DEMO_GAMES} demo games through the ingestion endpoint...`);
    await postDemoGames(demoGames(DEMO_GAMES, DEMO_SEED), { baseUrl: config.publicUrl, serverKey: [...config.serverKeys.keys()][0] });
    await loadDemoEconomy(store);
  }
  // the demo's site content, also into a store loaded before it existed (a record already there stays)
  await loadDemoContent(store);
  await store.close();
  console.log(`\n  Arena is running: open ${config.publicUrl}`);
  const gives = [`${DEMO_CODE.gold.toLocaleString('en')} gold`, ...DEMO_CODE.items.map(({ itemId, count }) => `${count} × ${itemId}`)].join(
    ', ',
  );
  console.log(`  Demo redeem code: ${DEMO_CODE.code} (${gives}): sign in, then open ${config.publicUrl}/redeem_code`);
  // the dev sign-in grants the role picked in its form (never in production)
  if (config.devSignIn && config.nodeEnv !== 'production') {
    console.log(`  Admin console: open ${config.publicUrl}/admin and sign in with the dev sign-in, choosing the role ADMIN`);
  } else {
    console.log(`  Admin console: ${config.publicUrl}/admin, for the Steam ids of ADMIN_STEAM_IDS (or whom an admin made one)`);
  }
  // the embedded Gaimin stand-in runs only without GAIMIN_API_URL (see the partner module)
  if (!config.gaiminApiUrl) {
    console.log(
      `  Demo Gaimin token: ${DEMO_PARTNER_TOKEN} (any gaimin-demo-{a-z0-9} is another Gaimin account): sign in, then open ${config.publicUrl}/connect_gaimin`,
    );
  }
  console.log('');
}

/** Uses the Redis at `url`, or starts a local redis-server when none answers and the binary exists. */
async function ensureRedis(url: string) {
  if (await redisAnswers(url)) return;
  const { hostname, port } = new URL(url);
  const local = hostname === '127.0.0.1' || hostname === 'localhost';
  if (!local || spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(`No Redis answers at ${url} (set REDIS_URL, or install redis-server)`);
  }
  console.log(`Starting redis-server on port ${port || 6379}...`);
  children.push(
    spawn('redis-server', ['--port', port || '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }),
  );
  for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt++) await sleep(100);
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts a service. Its JSON log lines are printed as they are, or made readable (pino-pretty)
 * when a person watches the terminal.
 */
function run(name: string, script: string): ChildProcess {
  const readable = process.stdout.isTTY === true;
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    stdio: ['ignore', readable ? 'pipe' : 'inherit', 'inherit'],
    env: process.env,
    cwd: process.cwd(),
  });
  if (readable) child.stdout?.pipe(pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
      shutdown(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error('the command service did not start');
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within 30 s`);
}

function shutdown(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
});
