import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { rebuildReadModels } from '@arena/projector';
import { seedEventStore } from './seed-event-store';

/**
 * The figures behind docs/architecture.md "Redis topology": a primary (127.0.0.1:7016) with a
 * replica (7017), both started here without persistence; `GAMES` demo games (env
 * BENCH_TOPOLOGY_GAMES, default 2,000) projected into the primary by a rebuild (the projector's
 * fastest write path) while the replica's lag behind the primary is sampled every 20 ms; then
 * the memory the read models take (INFO memory), the commands per event (INFO commandstats), and
 * `redis-benchmark` on the primary (single commands, and pipelines of 32: the write ceiling of
 * one primary). Run: `npx tsc -b tests && node tests/dist/bench/redis-topology.js`. Prints JSON.
 */
const PRIMARY = 7016;
const REPLICA = 7017;
const GAMES = Number(process.env.BENCH_TOPOLOGY_GAMES ?? 2000);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-topology-'));
  const servers: ChildProcess[] = [];
  const serve = (port: number, more: string[] = []) =>
    servers.push(
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...more], { stdio: 'ignore' }),
    );
  const primary = new Redis(PRIMARY, '127.0.0.1', { lazyConnect: true });
  const replica = new Redis(REPLICA, '127.0.0.1', { lazyConnect: true });
  // the servers start meanwhile: refused connections are retried
  for (const client of [primary, replica]) client.on('error', () => undefined);
  try {
    serve(PRIMARY);
    serve(REPLICA, ['--replicaof', '127.0.0.1', String(PRIMARY)]);
    await waitUntil(async () => (await replica.info('replication').catch(() => '')).includes('master_link_status:up'));

    const storePath = path.join(dir, 'events.sqlite');
    const store = new SqliteEventStore(storePath);
    await seedEventStore(store, demoGames(GAMES, 42));
    const events = await store.headPosition();
    await store.close();

    const memoryBefore = field(await primary.info('memory'), 'used_memory');
    await primary.config('RESETSTAT');
    let maxLagBytes = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const info = await primary.info('replication');
        const offset = field(info, 'master_repl_offset');
        const replicated = Number(/slave0:.*offset=(\d+)/.exec(info)?.[1] ?? offset);
        maxLagBytes = Math.max(maxLagBytes, offset - replicated);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const rebuilt = await rebuildReadModels({
      eventStore: { kind: 'sqlite', path: storePath },
      redisUrl: `redis://127.0.0.1:${PRIMARY}`,
      namespace: 'topology',
      dropOldAfterMs: 0,
    });
    sampling = false;
    await sampler;
    const caughtUpAt = Date.now();
    await waitUntil(async () => {
      const info = await primary.info('replication');
      return Number(/slave0:.*offset=(\d+)/.exec(info)?.[1]) === field(info, 'master_repl_offset');
    });
    const commands = [...(await primary.info('commandstats')).matchAll(/calls=(\d+)/g)].reduce((sum, [, calls]) => sum + Number(calls), 0);
    const memoryAfter = field(await primary.info('memory'), 'used_memory');
    const families = await largestFamilies(primary, `topology:${rebuilt.version}:`);

    const benchmark = (pipeline: number) =>
      spawnSync(
        'redis-benchmark',
        ['-p', String(PRIMARY), '-q', '-n', '200000', '-c', '16', '-P', String(pipeline), '-t', 'set,incr,hset,lpush,zadd'],
        {
          encoding: 'utf8',
        },
      ).stdout.replace(/\r/g, '\n');
    const rates = (text: string) =>
      Object.fromEntries(
        [...text.matchAll(/^(\w+)[^:]*: ([\d.]+) requests per second/gm)].map(([, name, rps]) => [name, Math.round(Number(rps))]),
      );

    console.log(
      JSON.stringify(
        {
          games: GAMES,
          events,
          rebuild: { seconds: Number(rebuilt.seconds.toFixed(2)), eventsPerSecond: Math.round(events / rebuilt.seconds) },
          commandsPerEvent: Number((commands / events).toFixed(1)),
          commandsPerSecond: Math.round(commands / rebuilt.seconds),
          readModelBytes: memoryAfter - memoryBefore,
          bytesPerGame: Math.round((memoryAfter - memoryBefore) / GAMES),
          largestKeyFamilies: families,
          replica: { maxLagBytes, caughtUpMsAfterRebuild: Date.now() - caughtUpAt },
          redisBenchmark: { single: rates(benchmark(1)), pipelined32: rates(benchmark(32)) },
        },
        null,
        2,
      ),
    );
  } finally {
    primary.disconnect();
    replica.disconnect();
    for (const server of servers) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The key families (ids replaced by `*`) that take the most memory under `prefix`: bytes per family, the largest ten. */
async function largestFamilies(redis: Redis, prefix: string): Promise<Record<string, number>> {
  const bytes = new Map<string, number>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    const sizes = await Promise.all(keys.map((key) => redis.memory('USAGE', key)));
    keys.forEach((key, i) => {
      const family = key.slice(prefix.length).replace(/(^|:)[^:]*\d{4,}[^:]*/g, '$1*');
      bytes.set(family, (bytes.get(family) ?? 0) + Number(sizes[i] ?? 0));
    });
  } while (cursor !== '0');
  return Object.fromEntries([...bytes].sort((a, b) => b[1] - a[1]).slice(0, 10));
}

/** A numeric field of an INFO section. */
function field(info: string, name: string): number {
  return Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? Number.NaN);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
