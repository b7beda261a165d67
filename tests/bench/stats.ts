import { fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import {
  currentVersionKey,
  deleteKeysUnder,
  readAbilityStats,
  readBodyStats,
  readEconomyStats,
  readGameStatsDaily,
  readGameStatsOverHours,
  readGodAbilityStats,
  readGodStats,
  readModelKeys,
  readWinnerLevels,
  readWinnerStyleCounts,
} from '@arena/read-models';
import { seedEventStore } from './seed-event-store';

/**
 * The statistics' reads (`BENCH_ONLY=stats`): `BENCH_STATS_GAMES` games (default 100,000) are
 * decided into a fresh store, dated evenly over the 30 days before now, rebuilt into Redis, then
 * each `/api/stats/*` query of the read models runs `BENCH_STATS_READS` times (default 200) one
 * after another, for a day, a month and a month in a rank bracket: p50 and p99 in ms (the
 * handler's work: Redis round trips and the answer's arithmetic, without HTTP). Budget: p99 < 20 ms.
 */
const GAMES = Number(process.env.BENCH_STATS_GAMES ?? 100_000);
const READS = Number(process.env.BENCH_STATS_READS ?? 200);
const SPAN_MS = 30 * 86_400_000;

export async function measureStats(redisUrl: string): Promise<Record<string, { p50: number; p99: number }> & { games: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-stats-'));
  const namespace = `bench-stats-${Date.now()}`;
  // opened after the seeding, whose synchronous SQLite writes would hold up its connection
  let redis: Redis | undefined;
  try {
    const storePath = path.join(dir, 'events.sqlite');
    const store = new SqliteEventStore(storePath);
    const now = Date.now();
    let decided = 0;
    // each game's nine commands share a time; the games are spread evenly over the span
    const clock = { now: () => new Date(now - SPAN_MS + Math.floor(decided++ / 9) * (SPAN_MS / GAMES)) };
    console.log(`stats: ${GAMES} games into a fresh store over 30 days, then a rebuild...`);
    await seedEventStore(store, demoGames(GAMES, 7, 5_000_000_000), clock);
    await store.close();
    // in a process of its own, as `npm run rebuild` runs
    await new Promise<void>((resolve, reject) => {
      const child = fork(path.join(__dirname, 'rebuild-once.js'), [], {
        env: { ...process.env, EVENT_STORE_PATH: storePath, READ_MODEL_NAMESPACE: namespace, REDIS_URL: redisUrl },
        stdio: 'inherit',
      });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the rebuild exited with code ${code}`))));
    });
    const client = (redis = new Redis(redisUrl));
    const keys = readModelKeys(namespace, (await client.get(currentVersionKey(namespace)))!);
    const day = { now, hours: 24, minMMR: 0 };
    const month = { now, hours: 720, minMMR: 0 };
    const bracket = { now, hours: 720, minMMR: 1000 };
    const routes: Record<string, () => Promise<unknown>> = {
      'gods 24h': () => readGodStats(client, keys, day),
      'gods 720h': () => readGodStats(client, keys, month),
      'gods 720h minMMR=1000': () => readGodStats(client, keys, bracket),
      'gods/{god} 720h': () => readGodAbilityStats(client, keys, 'pudge', month),
      'abilities 24h': () => readAbilityStats(client, keys, day),
      'abilities 720h': () => readAbilityStats(client, keys, month),
      'abilities 720h minMMR=1000': () => readAbilityStats(client, keys, bracket),
      'abilities/supers 720h': () => readWinnerStyleCounts(client, keys, 's', month),
      'abilities/winner_levels 720h': () => readWinnerLevels(client, keys, month),
      'bodies 720h': () => readBodyStats(client, keys, month),
      'bodies 720h minMMR=1000': () => readBodyStats(client, keys, bracket),
      'games 720h': () => readGameStatsOverHours(client, keys, now, 720),
      'games/daily 30': () => readGameStatsDaily(client, keys, now, 30),
      'economy 720h': () => readEconomyStats(client, keys, now, 720),
    };
    const figures: Record<string, { p50: number; p99: number }> = {};
    for (const [name, read] of Object.entries(routes)) {
      for (let i = 0; i < 20; i++) await read();
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const start = process.hrtime.bigint();
        await read();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
      figures[name] = { p50: at(0.5), p99: at(0.99) };
    }
    return Object.assign(figures, { games: GAMES });
  } finally {
    redis ??= new Redis(redisUrl);
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
