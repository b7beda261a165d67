import { ChildProcess, fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder } from '@arena/read-models';
import { measureColdLoad } from './cold-load';
import { CpuCostMeter, rebuildCpuCost, redisCpuSeconds } from './cpu-cost';
import { ECONOMY_ADMIN, measureEconomy } from './economy';
import { middle } from './figures';
import { measureIngestion, paceIngestion } from './ingestion';
import { readInitialJavaScript } from './initial-javascript';
import { reportLighthouse } from './lighthouse';
import { measureLobby } from './lobby';
import { measureOpenLoop } from './open-loop';
import { openLoopSettings, reportOpenLoop } from './open-loop-report';
import { runOrders } from './orders';
import { reportOrders } from './orders-report';
import { compareReads } from './reads';
import { sampleProjectorLag } from './projector-lag';
import { type BenchResults, printLobbyRows, printReadRows, printTable } from './report';
import { seedEventStore } from './seed-event-store';
import { rebuildInChild, startService, stopChild, waitUntil } from './services';
import { reportStats } from './stats';
import { printHeader } from './table';

/**
 * `npm run bench`: every figure three times, the median reported beside its goal (`report.ts`
 * GOALS) and, for the reads, beside a bare Node server answering the same Redis read in the same
 * run (`baseline-server.ts`): ingestion over HTTP, gold purchases and chest openings, the
 * projector's rebuild, the reads, the cold load of a player with 10,000 games, the initial
 * JavaScript of the site's and the console's pages, real-money orders, the open-loop mixed load
 * (`open-loop.ts`: the highest arrival rate at which p99 stays under 50 ms, one command instance then
 * two), the lobby service and Lighthouse's mobile figures of ten pages (`lighthouse.ts`). Prints a table and writes artifacts/bench.json.
 *
 * Env: REDIS_URL; BENCH_INGEST_GAMES, BENCH_REBUILD_GAMES, BENCH_READ_SECONDS,
 * BENCH_ECONOMY_OPERATIONS; the lobby's BENCH_LOBBY_SOCKETS (default 20,000), BENCH_LOBBY_LOBBIES
 * (1,000), BENCH_LOBBY_MESSAGES (2,000), BENCH_LOBBY_CHAT_RATE (messages/s, 200). The open loop's
 * BENCH_OPEN_LOOP_* (`open-loop-report.ts`). Lighthouse's BENCH_LIGHTHOUSE_* (`lighthouse.ts`). `BENCH_ONLY=lobby`, `stats`, `orders`, `open-loop`, `lighthouse` or `reads` runs
 * that module's measures alone and writes artifacts/bench-{module}.json (`lobby.ts`: about 4 minutes;
 * `stats.ts`: BENCH_STATS_GAMES, default 100,000, and BENCH_STATS_READS; `orders.ts`: BENCH_ORDERS,
 * default 300, BENCH_ORDER_WEBHOOKS, default 2,000; `reads`: the ingestion's games posted, then the three
 * reads beside the bare server, about 2 minutes).
 */
/** The checkout; this file runs from tests/dist/bench. */
const ROOT = path.resolve(__dirname, '../../..');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_KEY = 'bench-server-key';
const INGEST_GAMES = Number(process.env.BENCH_INGEST_GAMES ?? 400);
const REBUILD_GAMES = Number(process.env.BENCH_REBUILD_GAMES ?? 6000);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 5);
/** Every measure is taken this many times; the median is reported. */
const ROUNDS = 3;
const CONNECTIONS = 32;
const INGEST_CONCURRENCY = 16;
const COLD_LOAD_GAMES = 10_000;
const COLD_LOAD_TRIALS = 21;
const ECONOMY_OPERATIONS = Number(process.env.BENCH_ECONOMY_OPERATIONS ?? 3000);
const LOBBY = {
  idleSockets: Number(process.env.BENCH_LOBBY_SOCKETS ?? 20_000),
  lobbies: Number(process.env.BENCH_LOBBY_LOBBIES ?? 1000),
  chatMessages: Number(process.env.BENCH_LOBBY_MESSAGES ?? 2000),
  chatPerSecond: Number(process.env.BENCH_LOBBY_CHAT_RATE ?? 200),
};
/** Unset: every measure; otherwise one module's alone. */
const ONLY = process.env.BENCH_ONLY || undefined;
const MODULES = ['lobby', 'stats', 'orders', 'open-loop', 'lighthouse', 'reads'];
const machine = () => ({
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});

async function main() {
  if (ONLY !== undefined && !MODULES.includes(ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: the choices are ${MODULES.join(', ')}`);
  if (ONLY === 'stats') return reportStats(ROOT, REDIS_URL);
  if (ONLY === 'orders') return reportOrders(ROOT, REDIS_URL);
  if (ONLY === 'open-loop') return void (await reportOpenLoop(ROOT, REDIS_URL));
  if (ONLY === 'lighthouse') return void (await reportLighthouse(ROOT, REDIS_URL));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
  const namespace = `bench-${Date.now()}`;
  const redis = new Redis(REDIS_URL);
  const children: ChildProcess[] = [];
  /** Resolves once the live projector's checkpoint has reached the head of the store at `storePath`. */
  const projectorAtHead = async (storePath: string) => {
    const store = new SqliteEventStore(storePath);
    const head = await store.headPosition();
    await store.close();
    await waitUntil(
      async () => Number(await redis.get(`${namespace}:${await redis.get(currentVersionKey(namespace))}:checkpoint`)) >= head,
    );
  };
  try {
    const lobbyMeasure = () => {
      console.log(
        `lobby: ${ROUNDS} rounds of ${LOBBY.idleSockets} idle sockets on one instance; ${ROUNDS} rounds of a join storm into ${LOBBY.lobbies} lobbies on two instances, then ${LOBBY.chatMessages} chat messages at ${LOBBY.chatPerSecond}/s in them...`,
      );
      return measureLobby({ root: ROOT, redis, redisUrl: REDIS_URL, namespace, dir, rounds: ROUNDS, ...LOBBY });
    };
    if (ONLY === 'lobby') {
      const lobby = await lobbyMeasure();
      printHeader();
      printLobbyRows(lobby);
      writeArtifact('bench-lobby.json', { machine: machine(), rounds: ROUNDS, lobby });
      return;
    }
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      // production refuses the embedded local payment provider (no payment is made in these measures)
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      SERVER_KEYS: `bench:${SERVER_KEY}`,
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      EVENT_STORE_PATH: path.join(dir, 'events.sqlite'),
      READ_MODEL_NAMESPACE: namespace,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      PORT: '0',
      PROJECTOR_PORT: '0',
      SITE_DIST: '',
      // one address sends thousands of reads a second: the limit stays on (its Redis call is part
      // of the read path measured) but so high it is never reached
      RATE_LIMIT_PER_MINUTE: '100000000',
    };
    const command = await startService(path.join(ROOT, 'services/command/dist/main.js'), env, children);
    const commandPid = children[children.length - 1].pid!;
    const projector = fork(path.join(ROOT, 'services/projector/dist/main.js'), [], { env, stdio: 'ignore' });
    children.push(projector);
    // the lag is a running projector's: measured once it follows its first read-model version
    await waitUntil(async () => (await redis.get(currentVersionKey(namespace))) !== null);

    const ingestRounds = Array.from({ length: ROUNDS }, (_, round) =>
      demoGames(INGEST_GAMES, 1234 + round, 7_000_000_000 + round * 100_000),
    );
    /** The reads beside the bare server, once the projector has every game: the same routes and ids in both runs. */
    const readsOf = async (games: (typeof ingestRounds)[number]) => {
      await projectorAtHead(env.EVENT_STORE_PATH);
      const version = (await redis.get(currentVersionKey(namespace)))!;
      const baseline = await startService(path.join(__dirname, 'baseline-server.js'), { ...env, READ_MODEL_VERSION: version }, children);
      return compareReads(
        command,
        baseline,
        [
          {
            name: 'GET /api/players/{id}',
            route: '/api/players/',
            ids: [...new Set(games.flatMap((g) => g.results.map((r) => r.steamID)))],
          },
          { name: 'GET /api/games/{id}', route: '/api/games/', ids: games.map((g) => g.summary.matchID) },
          { name: 'GET /api/leaderboard', route: '/api/leaderboard', ids: [''] },
        ],
        { rounds: ROUNDS, seconds: READ_SECONDS, connections: CONNECTIONS },
      );
    };
    if (ONLY === 'reads') {
      console.log(
        `reads: ${ingestRounds.length * INGEST_GAMES} games ingested first, then each read ${ROUNDS} times beside the bare server...`,
      );
      for (const games of ingestRounds) await measureIngestion(command, games, SERVER_KEY, INGEST_CONCURRENCY);
      const reads = await readsOf(ingestRounds.flat());
      printHeader();
      printReadRows(reads);
      writeArtifact('bench-reads.json', { machine: machine(), rounds: ROUNDS, reads });
      return;
    }

    console.log(
      `ingestion: ${ROUNDS} rounds of ${INGEST_GAMES} new games (${INGEST_GAMES * 8} player results) over HTTP, ${INGEST_CONCURRENCY} connections...`,
    );
    const ingestionRates: number[] = [];
    // the live projector's lag while the results arrive: from an event's append to the checkpoint covering it
    const lag = sampleProjectorLag(env.EVENT_STORE_PATH, redis, namespace);
    // what a result costs each part: the rounds, and the projector's catching up after the last
    const ingestionCpu = new CpuCostMeter(redis, commandPid, projector.pid!);
    const lagRounds = [];
    for (const games of ingestRounds) {
      const results = games.length * 8;
      ingestionRates.push(await ingestionCpu.measure(results, () => measureIngestion(command, games, SERVER_KEY, INGEST_CONCURRENCY)));
      // the next round starts once the projector has caught up with this one
      lagRounds.push(await ingestionCpu.measure(0, () => lag.endRound()));
    }
    const closedLoopLag = { ...(await lag.stop()), everyRound: lagRounds };
    // the lag below saturation: the same games' kind posted at a fixed rate, a quarter and half the closed loop's
    const pacedLag = [];
    for (const [step, share] of [0.25, 0.5].entries()) {
      const perSecond = Math.max(100, Math.round((middle(ingestionRates) * share) / 50) * 50);
      const pacedGames = demoGames(INGEST_GAMES, 4321 + step, 7_500_000_000 + step * 100_000);
      console.log(`projector lag at a fixed rate: ${pacedGames.length * 8} player results at ${perSecond}/s...`);
      const sampler = sampleProjectorLag(env.EVENT_STORE_PATH, redis, namespace);
      await paceIngestion(command, pacedGames, SERVER_KEY, perSecond);
      pacedLag.push({ resultsPerSecond: perSecond, ...(await sampler.stop()) });
      ingestRounds.push(pacedGames);
    }
    const projectorLag = { ...closedLoopLag, paced: pacedLag };
    const games = ingestRounds.flat();

    const reads = await readsOf(games);

    // the dev sign-in the economy's players use exists outside production only; nothing else differs
    console.log(`economy: ${ROUNDS} rounds of ${ECONOMY_OPERATIONS} gold purchases then ${ECONOMY_OPERATIONS} chest openings over HTTP...`);
    const economyService = await startService(
      path.join(ROOT, 'services/command/dist/main.js'),
      { ...env, NODE_ENV: 'test', ADMIN_STEAM_IDS: ECONOMY_ADMIN },
      children,
    );
    // each round signs its 64 players in and grants them gold and chests: about 2% of its requests
    const economyCpu = new CpuCostMeter(redis, children[children.length - 1].pid!, projector.pid!);
    const economyRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      economyRounds.push(await economyCpu.measure(2 * ECONOMY_OPERATIONS, () => measureEconomy(economyService, ECONOMY_OPERATIONS)));
    }
    await economyCpu.measure(0, () => projectorAtHead(env.EVENT_STORE_PATH));

    console.log(`rebuild: ${REBUILD_GAMES} games of events through the deciders into a fresh store, rebuilt ${ROUNDS} times...`);
    const rebuildStorePath = path.join(dir, 'rebuild.sqlite');
    const rebuildStore = new SqliteEventStore(rebuildStorePath);
    const events = await seedEventStore(rebuildStore, demoGames(REBUILD_GAMES, 99, 9_000_000_000));
    await rebuildStore.close();
    // the services are done with: the rebuild gets the machine to itself, as `npm run rebuild` would
    await Promise.all(children.splice(0).map(stopChild));
    const rebuildRates: number[] = [];
    // what an event costs the rebuild's process and Redis: the ceiling the rebuild meets on this machine
    const rebuildCpu = { events: 0, rebuild: 0, redis: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const redisBefore = await redisCpuSeconds(redis);
      const {
        events: rebuilt,
        seconds,
        cpuSeconds,
      } = await rebuildInChild({
        ...env,
        EVENT_STORE_PATH: rebuildStorePath,
        READ_MODEL_NAMESPACE: `${namespace}-rebuild`,
      });
      rebuildCpu.redis += (await redisCpuSeconds(redis)) - redisBefore;
      rebuildCpu.rebuild += cpuSeconds;
      rebuildCpu.events += rebuilt;
      rebuildRates.push(Math.round(rebuilt / seconds));
    }
    await deleteKeysUnder(redis, `${namespace}-rebuild:`);

    // last, on a machine the services have left: it runs in this process
    console.log(`cold load: a player with ${COLD_LOAD_GAMES} games, ${COLD_LOAD_TRIALS} decisions each with a cold cache...`);
    const coldLoad = await measureColdLoad(COLD_LOAD_GAMES, COLD_LOAD_TRIALS);

    // real-money orders: a command service (test mode, the local provider) and a projector of their own
    const orders = await runOrders(ROOT, REDIS_URL);

    // the mixed load at fixed arrival rates: its own services, one command instance then two
    const openLoop = await measureOpenLoop(openLoopSettings(ROOT, REDIS_URL));

    const lobby = await lobbyMeasure();

    // the site as a phone on a mobile network sees it (its own product with demo data; artifacts/bench-lighthouse.json)
    const lighthouse = await reportLighthouse(ROOT, REDIS_URL);

    const results: BenchResults = {
      ingestion: {
        results: INGEST_GAMES * 8,
        resultsPerSecond: middle(ingestionRates),
        everyRound: ingestionRates,
        cpu: ingestionCpu.cost(),
      },
      projectorLag,
      economy: {
        purchasesPerSecond: middle(economyRounds.map((r) => r.purchasesPerSecond)),
        openingsPerSecond: middle(economyRounds.map((r) => r.openingsPerSecond)),
        everyRound: economyRounds,
        cpu: economyCpu.cost(),
      },
      rebuild: {
        events,
        eventsPerSecond: middle(rebuildRates),
        everyRound: rebuildRates,
        cpu: rebuildCpuCost(rebuildCpu.events, rebuildCpu.rebuild, rebuildCpu.redis),
      },
      coldLoad,
      initialJavaScript: readInitialJavaScript(ROOT),
      reads,
      orders,
      openLoop,
      lobby,
      lighthouse,
    };
    printTable(results);
    writeArtifact('bench.json', { machine: machine(), rounds: ROUNDS, ...results });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes `figures` to artifacts/{name} in the checkout. */
function writeArtifact(name: string, figures: object): void {
  fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'artifacts', name), JSON.stringify(figures, null, 2));
  console.log(`\nwritten to artifacts/${name}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
