import { ChildProcess, fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder } from '@arena/read-models';
import { seedEventStore } from './seed-event-store';

/**
 * The statistics (`BENCH_ONLY=stats`): `BENCH_STATS_GAMES` games (default 100,000) are decided
 * into a store, dated evenly over the 30 days before the seeding, and rebuilt into Redis twice in
 * processes of their own, as `npm run rebuild` runs: without the statistics' projection, then with
 * every projection (events/s of each, the cost of the statistics). The command service then
 * answers each `/api/stats/*` route over HTTP to a signed-in STATS_GUY (the dev sign-in, outside
 * production): the first answer (it keeps the sums of finished hours the next ones read: the
 * first of a family makes every block sum of the 30 days), then `BENCH_STATS_READS` requests
 * (default 300) one after another after a warm-up, median and p99 in ms (autocannon). Budget:
 * p99 < 20 ms.
 *
 * `BENCH_STATS_STORE`: a store file kept between runs (seeded when missing; it takes minutes at
 * 100,000 games, the reads' windows then reach back from the seeding). `BENCH_STATS_PORT`: the
 * command service's port (default 4300).
 */
const GAMES = Number(process.env.BENCH_STATS_GAMES ?? 100_000);
const READS = Number(process.env.BENCH_STATS_READS ?? 300);
const PORT = Number(process.env.BENCH_STATS_PORT ?? 4300);
const SPAN_MS = 30 * 86_400_000;
const STATS_USER = '76561198000000777';

export interface StatsFigures {
  games: number;
  events: number;
  rebuild: { withStats: number; withoutStats: number };
  /** Per route: the first answer (ms; it keeps the sums the next ones read), then p50 and p99 (ms) of `READS` more after a warm-up. */
  routes: Record<string, { first: number; p50: number; p99: number }>;
}

async function measureStats(root: string, redisUrl: string): Promise<StatsFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-stats-'));
  const namespace = `bench-stats-${Date.now()}`;
  const redis = new Redis(redisUrl);
  let service: ChildProcess | undefined;
  try {
    const storePath = process.env.BENCH_STATS_STORE ?? path.join(dir, 'events.sqlite');
    if (!fs.existsSync(storePath)) await seed(storePath);

    console.log('stats: a rebuild without the statistics, then one with every projection...');
    const withoutStats = await rebuildInChild({
      EVENT_STORE_PATH: storePath,
      READ_MODEL_NAMESPACE: `${namespace}-nostats`,
      REDIS_URL: redisUrl,
      REBUILD_WITHOUT: 'stats',
    });
    await deleteKeysUnder(redis, `${namespace}-nostats:`);
    const withStats = await rebuildInChild({ EVENT_STORE_PATH: storePath, READ_MODEL_NAMESPACE: namespace, REDIS_URL: redisUrl });

    service = fork(path.join(root, 'services/command/dist/main.js'), [], {
      env: {
        ...process.env,
        // the dev sign-in exists outside production only; nothing else differs
        NODE_ENV: 'test',
        PORT: String(PORT),
        STATS_STEAM_IDS: STATS_USER,
        SESSION_SECRET: 'bench-session-secret-bench-session-secret',
        EVENT_STORE_PATH: storePath,
        READ_MODEL_NAMESPACE: namespace,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'warn',
        SITE_DIST: '',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: 'inherit',
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const cookie = await signIn(baseUrl, service);
    const get = async (route: string) => {
      const answer = await fetch(`${baseUrl}${route}`, { headers: { cookie } });
      if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
      return answer.json() as Promise<unknown>;
    };
    const [top] = (await get('/api/stats/gods?hours=720')) as { god_name?: string; god?: string }[];
    const god = top?.god_name ?? top?.god ?? 'pudge';
    const routes = [
      '/api/stats/gods?hours=24',
      '/api/stats/gods?hours=720',
      '/api/stats/gods?hours=720&minMMR=1000',
      `/api/stats/gods/${god}?hours=720`,
      '/api/stats/abilities?hours=24',
      '/api/stats/abilities?hours=720',
      '/api/stats/abilities?hours=720&minMMR=1000',
      '/api/stats/abilities/supers?hours=720',
      '/api/stats/abilities/gabens?hours=720',
      '/api/stats/abilities/winner_levels?hours=720',
      '/api/stats/bodies?hours=720',
      '/api/stats/bodies?hours=720&rank=Legend',
      '/api/stats/games?hours=720',
      '/api/stats/games/daily?limit=30',
      '/api/stats/games/weekly',
      '/api/stats/games/monthly',
      '/api/stats/economy?hours=720',
    ];
    const figures: StatsFigures['routes'] = {};
    for (const route of routes) {
      const started = performance.now();
      await get(route);
      const first = Math.round(performance.now() - started);
      await load(baseUrl, route, cookie, 20);
      figures[route] = { first, ...(await load(baseUrl, route, cookie, READS)) };
    }
    return {
      games: GAMES,
      events: withStats.events,
      rebuild: { withStats: withStats.rate, withoutStats: withoutStats.rate },
      routes: figures,
    };
  } finally {
    service?.kill();
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `GAMES` games decided into a fresh store at `storePath`, each game's nine commands at one time. */
async function seed(storePath: string): Promise<void> {
  console.log(`stats: ${GAMES} games into a fresh store over 30 days (minutes at 100,000 games)...`);
  const store = new SqliteEventStore(storePath);
  const now = Date.now();
  let decided = 0;
  const clock = { now: () => new Date(now - SPAN_MS + Math.floor(decided++ / 9) * (SPAN_MS / GAMES)) };
  await seedEventStore(store, demoGames(GAMES, 7, 5_000_000_000), clock);
  await store.close();
}

/** Runs rebuild-once.js in a process of its own; its events and events per second. */
function rebuildInChild(env: Record<string, string>): Promise<{ events: number; rate: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'rebuild-once.js'), [], { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('message', (message: { events: number; seconds: number }) =>
      resolve({ events: message.events, rate: Math.round(message.events / message.seconds) }),
    );
    child.once('exit', (code) => code !== 0 && reject(new Error(`the rebuild exited with code ${code}`)));
  });
}

/** Waits for the service, then signs the STATS_GUY in with the dev sign-in; the session cookie. */
async function signIn(baseUrl: string, service: ChildProcess): Promise<string> {
  for (const deadline = Date.now() + 60_000; ;) {
    if (service.exitCode !== null) throw new Error(`the command service exited with code ${service.exitCode}`);
    const answer = await fetch(`${baseUrl}/api/auth/dev`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ steam_id: STATS_USER, display_name: 'Stats' }),
    }).catch(() => null);
    if (answer?.status === 200)
      return answer.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    if (answer && answer.status !== 503) throw new Error(`dev sign-in: ${answer.status} ${await answer.text()}`);
    if (Date.now() > deadline) throw new Error('the command service did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `amount` requests of `route`, one at a time; median and p99 in ms. */
async function load(baseUrl: string, route: string, cookie: string, amount: number): Promise<{ p50: number; p99: number }> {
  const result = await autocannon({ url: `${baseUrl}${route}`, connections: 1, amount, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * `BENCH_ONLY=stats npm run bench`: `measureStats`, printed as tables (the rebuild's events/s with and
 * without the statistics; each route's p50 and p99 in ms beside the budget, p99 < 20 ms) and written
 * to artifacts/bench-stats.json.
 */
export async function reportStats(root: string, redisUrl: string): Promise<void> {
  const stats = await measureStats(root, redisUrl);
  console.log(`\n${stats.games} games, ${stats.events} events`);
  console.log('\n| rebuild | events/s |');
  console.log('|---|---|');
  console.log(`| every projection | ${stats.rebuild.withStats} |`);
  console.log(`| without the statistics | ${stats.rebuild.withoutStats} |`);
  console.log('\n| stats route (HTTP, STATS_GUY) | first ms | p50 ms | p99 ms | budget p99 |');
  console.log('|---|---|---|---|---|');
  for (const [route, figures] of Object.entries(stats.routes))
    console.log(`| ${route} | ${figures.first} | ${figures.p50} | ${figures.p99} | < 20 ${figures.p99 < 20 ? 'ok' : 'OVER BUDGET'} |`);
  fs.mkdirSync(path.join(root, 'artifacts'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'artifacts/bench-stats.json'),
    JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, stats }, null, 2),
  );
  console.log('\nwritten to artifacts/bench-stats.json');
}
