import { ChildProcess, fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { demoGames, DemoGame } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder } from '@arena/read-models';
import { measureColdLoad } from './cold-load';
import { ECONOMY_ADMIN, measureEconomy } from './economy';
import { type LobbyFigures, measureLobby } from './lobby';
import { readInitialJavaScript } from './initial-javascript';
import { type OrdersFigures, runOrders } from './orders';
import { printOrdersRows, reportOrders } from './orders-report';
import { sampleProjectorLag } from './projector-lag';
import { seedEventStore } from './seed-event-store';
import { reportStats } from './stats';

/**
 * `npm run bench`: ingestion throughput, gold purchases and chest openings over HTTP, projector
 * rebuild rate, read latency (each read beside a bare-Node baseline measured in the same run),
 * the cold load of a player with 10,000 games, and the site's initial JavaScript. Prints a table
 * and writes artifacts/bench.json. Budgets (this 2-core machine): reads >= 60% of the baseline's
 * requests/s, rebuild >= 20,000 events/s, ingestion >= 500 player results/s, purchases and chest
 * openings >= 500/s each, cold load < 5 ms, home page < 150 kB of gzipped JavaScript.
 *
 * Then the lobby service (`lobby.ts`), each instance a process of its own: its resident memory
 * with 20,000 idle sockets open (< 1 GiB), a join storm (1,000 hosts make lobbies, 7,000 players
 * join them at once, over two instances; joins/s) and the chat fan-out in those full lobbies
 * (2,000 messages at 200/s, each to the 7 other players; p99 < 20 ms).
 *
 * Env: REDIS_URL; BENCH_INGEST_GAMES, BENCH_REBUILD_GAMES, BENCH_READ_SECONDS,
 * BENCH_ECONOMY_OPERATIONS; BENCH_LOBBY_SOCKETS (idle sockets, default 20,000),
 * BENCH_LOBBY_LOBBIES (default 1,000), BENCH_LOBBY_MESSAGES (default 2,000),
 * BENCH_LOBBY_CHAT_RATE (messages/s, default 200). `BENCH_ONLY=lobby` runs the lobby measures
 * alone (about 4 minutes; no build of the rest needed beyond `npx tsc -b tests`): it prints their
 * rows and writes artifacts/bench-lobby.json, leaving artifacts/bench.json as it was. `BENCH_ONLY=stats`
 * runs the statistics' reads alone (`stats.ts`; BENCH_STATS_GAMES, default 100,000, and
 * BENCH_STATS_READS): artifacts/bench-stats.json. `BENCH_ONLY=orders` runs the real-money orders'
 * measures alone (`orders.ts`; BENCH_ORDERS, default 300, and BENCH_ORDER_WEBHOOKS, default 2,000):
 * artifacts/bench-orders.json; the full run takes them too, after the cold load.
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
const LOBBY_SOCKETS = Number(process.env.BENCH_LOBBY_SOCKETS ?? 20_000);
const LOBBY_LOBBIES = Number(process.env.BENCH_LOBBY_LOBBIES ?? 1000);
const LOBBY_MESSAGES = Number(process.env.BENCH_LOBBY_MESSAGES ?? 2000);
const LOBBY_CHAT_RATE = Number(process.env.BENCH_LOBBY_CHAT_RATE ?? 200);
/** Unset: every measure; `lobby`, `stats`, `orders`: that module's alone. */
const ONLY = process.env.BENCH_ONLY || undefined;

interface ReadFigures {
  rps: number;
  p50: number;
  p99: number;
}

async function main() {
  if (ONLY !== undefined && ONLY !== 'lobby' && ONLY !== 'stats' && ONLY !== 'orders')
    throw new Error(`BENCH_ONLY=${ONLY}: the choices are lobby, stats and orders`);
  if (ONLY === 'stats') return reportStats(ROOT, REDIS_URL);
  if (ONLY === 'orders') return reportOrders(ROOT, REDIS_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
  const namespace = `bench-${Date.now()}`;
  const redis = new Redis(REDIS_URL);
  const children: ChildProcess[] = [];
  try {
    const lobbyMeasure = () => {
      console.log(
        `lobby: ${ROUNDS} rounds of ${LOBBY_SOCKETS} idle sockets on one instance; ${ROUNDS} rounds of a join storm into ${LOBBY_LOBBIES} lobbies on two instances, then ${LOBBY_MESSAGES} chat messages at ${LOBBY_CHAT_RATE}/s in them...`,
      );
      return measureLobby({
        root: ROOT,
        redis,
        redisUrl: REDIS_URL,
        namespace,
        dir,
        rounds: ROUNDS,
        idleSockets: LOBBY_SOCKETS,
        lobbies: LOBBY_LOBBIES,
        chatMessages: LOBBY_MESSAGES,
        chatPerSecond: LOBBY_CHAT_RATE,
      });
    };
    if (ONLY === 'lobby') {
      const lobby = await lobbyMeasure();
      console.log('\n| measure | figure | budget | |');
      console.log('|---|---|---|---|');
      printLobbyRows(lobby);
      fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
      fs.writeFileSync(
        path.join(ROOT, 'artifacts/bench-lobby.json'),
        JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, rounds: ROUNDS, lobby }, null, 2),
      );
      console.log('\nwritten to artifacts/bench-lobby.json');
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
    children.push(fork(path.join(ROOT, 'services/projector/dist/main.js'), [], { env, stdio: 'ignore' }));

    console.log(
      `ingestion: ${ROUNDS} rounds of ${INGEST_GAMES} new games (${INGEST_GAMES * 8} player results) over HTTP, ${INGEST_CONCURRENCY} connections...`,
    );
    const rounds = Array.from({ length: ROUNDS }, (_, round) => demoGames(INGEST_GAMES, 1234 + round, 7_000_000_000 + round * 100_000));
    const ingestionRates: number[] = [];
    const lag = sampleProjectorLag(env.EVENT_STORE_PATH, redis, namespace);
    for (const games of rounds) ingestionRates.push(await measureIngestion(command, games));
    const projectorLag = await lag.stop();
    const ingestion = middle(ingestionRates);
    const games = rounds.flat();

    // wait for the projector, then read the live version for the baseline
    const store = new SqliteEventStore(env.EVENT_STORE_PATH);
    const head = await store.headPosition();
    await waitUntil(
      async () => Number(await redis.get(`${namespace}:${await redis.get(currentVersionKey(namespace))}:checkpoint`)) >= head,
    );
    const version = (await redis.get(currentVersionKey(namespace)))!;
    await store.close();
    const baseline = await startService(path.join(__dirname, 'baseline-server.js'), { ...env, READ_MODEL_VERSION: version }, children);

    const playerIds = [...new Set(games.flatMap((g) => g.results.map((r) => r.steamID)))];
    const gameIds = games.map((g) => g.summary.matchID);
    const reads: Record<string, { service: ReadFigures; baseline: ReadFigures }> = {};
    for (const [name, route, ids] of [
      ['GET /api/players/{id}', '/api/players/', playerIds],
      ['GET /api/games/{id}', '/api/games/', gameIds],
    ] as const) {
      console.log(`${name}: ${ROUNDS} rounds of ${READ_SECONDS} s, ${CONNECTIONS} connections, service and baseline alternating...`);
      const service: ReadFigures[] = [];
      const bare: ReadFigures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        bare.push(await load(baseline, route, ids));
        service.push(await load(command, route, ids));
      }
      reads[name] = { service: median(service), baseline: median(bare) };
    }

    // the dev sign-in the economy's players use exists outside production only; nothing else differs
    console.log(`economy: ${ROUNDS} rounds of ${ECONOMY_OPERATIONS} gold purchases then ${ECONOMY_OPERATIONS} chest openings over HTTP...`);
    const economyService = await startService(
      path.join(ROOT, 'services/command/dist/main.js'),
      { ...env, NODE_ENV: 'test', ADMIN_STEAM_IDS: ECONOMY_ADMIN },
      children,
    );
    const economyRounds = [];
    for (let round = 0; round < ROUNDS; round++) economyRounds.push(await measureEconomy(economyService, ECONOMY_OPERATIONS));
    const economy = {
      purchasesPerSecond: middle(economyRounds.map((r) => r.purchasesPerSecond)),
      openingsPerSecond: middle(economyRounds.map((r) => r.openingsPerSecond)),
      everyRound: economyRounds,
      budget: 500,
    };

    console.log(`rebuild: ${REBUILD_GAMES} games of events through the deciders into a fresh store, rebuilt ${ROUNDS} times...`);
    const rebuildStorePath = path.join(dir, 'rebuild.sqlite');
    const rebuildStore = new SqliteEventStore(rebuildStorePath);
    const events = await seedEventStore(rebuildStore, demoGames(REBUILD_GAMES, 99, 9_000_000_000));
    await rebuildStore.close();
    // the services are done with: the rebuild gets the machine to itself, as `npm run rebuild` would
    await Promise.all(children.splice(0).map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))));
    const rebuildRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { events: rebuilt, seconds } = await rebuildInChild({
        ...env,
        EVENT_STORE_PATH: rebuildStorePath,
        READ_MODEL_NAMESPACE: `${namespace}-rebuild`,
      });
      rebuildRates.push(Math.round(rebuilt / seconds));
    }
    await deleteKeysUnder(redis, `${namespace}-rebuild:`);

    // last, on a machine the services have left: it runs in this process
    console.log(`cold load: a player with ${COLD_LOAD_GAMES} games, ${COLD_LOAD_TRIALS} decisions each with a cold cache...`);
    const coldLoad = await measureColdLoad(COLD_LOAD_GAMES, COLD_LOAD_TRIALS);

    // real-money orders: a command service (test mode, the local provider) and a projector of their own
    const orders = await runOrders(ROOT, REDIS_URL);

    const lobby = await lobbyMeasure();

    const results = {
      machine: { cpus: os.cpus().length, node: process.version },
      ingestion: { results: INGEST_GAMES * 8, resultsPerSecond: ingestion, everyRound: ingestionRates, budget: 500 },
      economy,
      projectorLag: { ...projectorLag, budgetP99Ms: 100 },
      rounds: ROUNDS,
      rebuild: { events, eventsPerSecond: middle(rebuildRates), everyRound: rebuildRates, budget: 20_000 },
      coldLoad: { ...coldLoad, budgetMs: 5 },
      initialJavaScript: readInitialJavaScript(ROOT),
      reads: Object.fromEntries(
        Object.entries(reads).map(([name, figures]) => [
          name,
          { ...figures, ratio: round2(figures.service.rps / figures.baseline.rps), budget: 0.6 },
        ]),
      ),
      orders,
      lobby,
    };
    printTable(results);
    fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'artifacts/bench.json'), JSON.stringify(results, null, 2));
    console.log('\nwritten to artifacts/bench.json');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs rebuild-once.js in a process of its own and resolves with what it measured. */
function rebuildInChild(env: NodeJS.ProcessEnv): Promise<{ events: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'rebuild-once.js'), [], { env, stdio: 'inherit' });
    child.once('message', (message) => resolve(message as { events: number; seconds: number }));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the rebuild exited with code ${code}`)));
  });
}

/** Starts a service as a child process and resolves with its address once it answers. */
async function startService(script: string, env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = fork(script, [], { env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    return fetch(`${url}/api/players/0`).then(
      () => true,
      () => false,
    );
  });
  return url;
}

/**
 * Posts every player result once, as game servers do, over `INGEST_CONCURRENCY` keep-alive
 * connections; answers player results per second. (autocannon rounds a bounded run up to its
 * one-second tick, too coarse for a run of a few seconds.)
 */
async function measureIngestion(baseUrl: string, games: DemoGame[]): Promise<number> {
  const bodies = games.flatMap((game) => game.results.map((result) => JSON.stringify({ data: JSON.stringify(result) })));
  const agent = new http.Agent({ keepAlive: true, maxSockets: INGEST_CONCURRENCY });
  const { hostname, port } = new URL(baseUrl);
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/games/players',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-server-key': SERVER_KEY },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`ingestion answered ${response.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return Math.round(bodies.length / seconds);
}

async function load(baseUrl: string, route: string, ids: readonly string[]): Promise<ReadFigures> {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: READ_SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${route}${ids[i++ % ids.length]}` }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${baseUrl}${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** The median of an odd number of values. */
function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function median(figures: ReadFigures[]): ReadFigures {
  return { rps: middle(figures.map((f) => f.rps)), p50: middle(figures.map((f) => f.p50)), p99: middle(figures.map((f) => f.p99)) };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function printTable(results: {
  ingestion: { resultsPerSecond: number };
  economy: { purchasesPerSecond: number; openingsPerSecond: number };
  projectorLag: { p50Ms: number; p99Ms: number; maxMs: number; budgetP99Ms: number };
  rebuild: { eventsPerSecond: number; events: number };
  coldLoad: { games: number; medianMs: number; budgetMs: number };
  initialJavaScript: ReturnType<typeof readInitialJavaScript>;
  reads: Record<string, { service: ReadFigures; baseline: ReadFigures; ratio: number }>;
  orders: OrdersFigures;
  lobby: LobbyFigures;
}) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  console.log('\n| measure | figure | budget | |');
  console.log('|---|---|---|---|');
  console.log(
    `| ingestion | ${results.ingestion.resultsPerSecond} player results/s | >= 500 | ${verdict(results.ingestion.resultsPerSecond >= 500)} |`,
  );
  console.log(
    `| gold purchases | ${results.economy.purchasesPerSecond} purchases/s | >= 500 | ${verdict(results.economy.purchasesPerSecond >= 500)} |`,
  );
  console.log(
    `| chest openings | ${results.economy.openingsPerSecond} openings/s | >= 500 | ${verdict(results.economy.openingsPerSecond >= 500)} |`,
  );
  console.log(
    `| projector rebuild | ${results.rebuild.eventsPerSecond} events/s (${results.rebuild.events} events) | >= 20,000 | ${verdict(results.rebuild.eventsPerSecond >= 20_000)} |`,
  );
  const { coldLoad, initialJavaScript, projectorLag: lag } = results;
  console.log(
    `| projector lag under the ingestion | p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms | p99 < ${lag.budgetP99Ms} ms | ${verdict(lag.p99Ms < lag.budgetP99Ms)} |`,
  );
  console.log(
    `| cold load, ${coldLoad.games} games | ${coldLoad.medianMs} ms per decision | < ${coldLoad.budgetMs} ms | ${verdict(coldLoad.medianMs < coldLoad.budgetMs)} |`,
  );
  for (const [page, figures] of Object.entries(initialJavaScript.pages)) {
    const budget = initialJavaScript.budgets[page];
    console.log(
      `| initial JavaScript, ${page} page | ${(figures.gzipBytes / 1000).toFixed(1)} kB gzipped | ${budget ? `< ${budget / 1000} kB` : '—'} | ${budget ? verdict(figures.gzipBytes < budget) : ''} |`,
    );
  }
  for (const [name, r] of Object.entries(results.reads)) {
    console.log(
      `| ${name} | ${r.service.rps} req/s, p50 ${r.service.p50} ms, p99 ${r.service.p99} ms; baseline ${r.baseline.rps} req/s, p50 ${r.baseline.p50} ms, p99 ${r.baseline.p99} ms | >= 60% of baseline | ${Math.round(r.ratio * 100)}% ${verdict(r.ratio >= 0.6)} |`,
    );
  }
  printOrdersRows(results.orders);
  printLobbyRows(results.lobby);
}

function printLobbyRows({ idle, joinStorm, chat }: LobbyFigures) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  const mib = idle.budgetMiB;
  const rounds = `rounds: ${idle.everyRound.map((r) => r.rssMiB).join(', ')} MiB`;
  if (idle.extrapolatedRssMiB === null) {
    console.log(
      `| lobby, idle sockets on one instance | ${idle.held} held, ${idle.rssMiB} MiB resident (${rounds}) | ${idle.sockets} < ${mib / 1024} GiB | ${verdict(idle.held === idle.sockets && idle.rssMiB < mib)} |`,
    );
  } else {
    // the instance's open-file limit could not be raised: fewer sockets, and the figure for all by proportion
    console.log(
      `| lobby, idle sockets on one instance | ${idle.held} held (its open-file limit: ${idle.fileLimit}), ${idle.rssMiB} MiB resident (${rounds}); ${idle.sockets} by proportion: ${idle.extrapolatedRssMiB} MiB | ${idle.sockets} < ${mib / 1024} GiB | ${verdict(idle.extrapolatedRssMiB < mib)} (extrapolated) |`,
    );
  }
  console.log(
    `| lobby join storm, ${joinStorm.joins} joins into ${joinStorm.lobbies} lobbies, ${joinStorm.instances} instances | ${joinStorm.joinsPerSecond} joins/s (rounds: ${joinStorm.everyRound.join(', ')}) | — | |`,
  );
  console.log(
    `| lobby chat fan-out, ${chat.messages} messages at ${chat.perSecond}/s to 7 players each, ${chat.lobbies} lobbies on ${chat.instances} instances | p50 ${chat.p50Ms} ms, p99 ${chat.p99Ms} ms (p99 of the rounds: ${chat.everyRound.map((r) => r.chatP99Ms).join(', ')} ms) | p99 < ${chat.budgetP99Ms} ms | ${verdict(chat.p99Ms < chat.budgetP99Ms)} |`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
