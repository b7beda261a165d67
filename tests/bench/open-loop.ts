import { ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder } from '@arena/read-models';
import { freePort } from '../support/ports';
import { LoadClient, type LoadTarget, type OutgoingRequest, runStep, type StepFigures } from './open-loop-load';
import { highestPassingRate, MIX, mixPicker, P99_BUDGET_MS, type RequestKind, stepSchedule } from './open-loop-plan';

/**
 * A realistic mixed load, open loop (`BENCH_ONLY=open-loop`): requests at a fixed arrival rate,
 * `MIX` of them (90% reads: a player, a game, the leaderboard, a player's games; 5% game results
 * posted with the server key as game servers post them, each of a new game; 3% gold purchases and
 * chest openings; 2% battle-pass level claims), reads and store requests by signed-in players
 * (the dev sign-in of a command service in test mode; every POST with its own Idempotency-Key and
 * the site's Origin). The rate is stepped up (`rates`), each step a warm-up then `seconds`
 * measured, up to the first step whose p99 reaches 50 ms or where a request fails: the figure is
 * the highest rate passed, with the command service's CPU and resident memory at that rate. Done
 * with one command instance, then with two (processes of their own on the same event store file
 * and Redis namespace, requests spread round-robin); the projector runs beside them in a process
 * of its own. Each player is prepared with gold, chests, the battle-pass upgrade and XP past level
 * 80, so each of their 80 level claims is a real claim (never a `nothing_to_claim`).
 */

/** What `measureOpenLoop` measured; times in ms, rates in requests/s. */
export interface OpenLoopFigures {
  /** Requests of each kind per 200. */
  mix: Readonly<Record<RequestKind, number>>;
  rates: number[];
  warmupSeconds: number;
  seconds: number;
  connectionsPerInstance: number;
  budgetP99Ms: number;
  /** Signed-in players (each with 80 level claims), games recorded before the load. */
  players: number;
  preparedGames: number;
  runs: OpenLoopRun[];
}

export interface OpenLoopRun {
  instances: number;
  /** The highest rate passed before any step failed; null when the first step failed. */
  highestPassingRate: number | null;
  /** That step's figures (CPU and memory of each instance, latencies, the generator's lag). */
  atHighest: StepFigures | null;
  /** Every step run, the failing one last. */
  steps: StepFigures[];
}

export interface OpenLoopOptions {
  /** The checkout (the services run from its dist). */
  root: string;
  redisUrl: string;
  /** Increasing requests/s. */
  rates: number[];
  warmupSeconds: number;
  seconds: number;
  /** Keep-alive connections per command instance. */
  connections: number;
  /** The read-model namespace's prefix (a timestamp is added). */
  namespacePrefix: string;
  /** How many instances each run has, in order (default one, then two). */
  instanceCounts?: number[];
}

const SERVER_KEY = 'bench-server-key';
const ADMIN = '76561198000399999';
const PREPARED_GAMES = 200;
const LEVELS = 80;
/** Each run's first load, at the first rate, not counted. */
const WARMUP_SECONDS = 5;
const timeoutMs = 10_000;
const lateMs = 5;
const maxBacklogSeconds = 2;
const playerId = (n: number) => `765611980003${String(10_000 + n)}`;

/** Runs the open-loop measure on a fresh store and namespace; see the module's comment. */
export async function measureOpenLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const { root, redisUrl, rates, warmupSeconds, seconds, connections } = options;
  const instanceCounts = options.instanceCounts ?? [1, 2];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-open-loop-'));
  const namespace = `${options.namespacePrefix}-${Date.now()}`;
  const storePath = path.join(dir, 'events.sqlite');
  const redis = new Redis(redisUrl);
  const children: ChildProcess[] = [];
  const env = {
    ...process.env,
    // the dev sign-in exists outside production only; nothing else the load uses differs
    NODE_ENV: 'test',
    SERVER_KEYS: `bench:${SERVER_KEY}`,
    ADMIN_STEAM_IDS: ADMIN,
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    EVENT_STORE_PATH: storePath,
    READ_MODEL_NAMESPACE: namespace,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'warn',
    PROJECTOR_PORT: '0',
    SITE_DIST: '',
    // thousands of requests a second from one address: the limit stays on, never reached
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  try {
    const first = await startCommand(root, env, children);
    const projector = fork(path.join(root, 'services/projector/dist/main.js'), [], { env, stdio: 'ignore' });
    children.push(projector);

    // players: enough for every claim the steps could send, 80 levels each
    const warmup = { rate: rates[0], warmupSeconds: 0, seconds: WARMUP_SECONDS };
    const upperBound =
      instanceCounts.length *
      (stepSchedule(warmup).count + rates.reduce((sum, rate) => sum + stepSchedule({ rate, warmupSeconds, seconds }).count, 0));
    const players = Math.max(64, Math.ceil((Math.ceil(upperBound / 200) * MIX.claim) / LEVELS) + 1);
    console.log(
      `open loop: ${players} players sign in and are granted gold, chests, the battle pass and XP; ${PREPARED_GAMES} games recorded...`,
    );
    const admin = await signIn(first.baseUrl, ADMIN);
    const cookies: string[] = [];
    for (let n = 0; n < players; n++) cookies.push(await signIn(first.baseUrl, playerId(n)));
    await inParallel(8, players, (n) =>
      post(first.baseUrl, `/api/admin/players/${playerId(n)}/grant`, admin, {
        gold: 100_000_000,
        items: [
          { item_id: 'chest_basic', count: 1000 },
          { item_id: 'buy_bp', count: 1 },
          { item_id: 'buy_xp_5000', count: 5 },
        ],
        reason: 'bench',
      }),
    );
    const prepared = demoGames(PREPARED_GAMES, 4242, 8_000_000_000);
    const preparedResults = prepared.flatMap((game) => game.results.map((result) => resultBody(result)));
    await inParallel(16, preparedResults.length, (i) => post(first.baseUrl, '/api/games/players', undefined, preparedResults[i], true));
    await waitForProjector(redis, namespace, storePath);

    const gameIds = prepared.map((game) => game.summary.matchID);
    const gamePlayers = [...new Set(prepared.flatMap((game) => game.results.map((result) => result.steamID)))];
    const readPlayers = [...gamePlayers, ...cookies.map((_, n) => playerId(n))];
    const counters: Record<RequestKind, number> = {
      player: 0,
      game: 0,
      leaderboard: 0,
      playerGames: 0,
      gameResult: 0,
      purchase: 0,
      opening: 0,
      claim: 0,
    };
    const results: string[] = [];
    let nextGame = 0;
    /** Enough new games' results for `requests` more requests of the mix. */
    const prepareResults = (requests: number) => {
      const needed = counters.gameResult + Math.ceil(requests / 200) * MIX.gameResult;
      while (results.length < needed) {
        const games = demoGames(50, 5000 + nextGame, 8_100_000_000 + nextGame * 50);
        results.push(...games.flatMap((game) => game.results.map(resultBody)));
        nextGame += 1;
      }
    };
    const build = (kind: RequestKind, target: LoadTarget): OutgoingRequest => {
      const k = counters[kind]++;
      const reader = { cookie: cookies[k % players] };
      const write = (n: number, route: string): OutgoingRequest => ({
        method: 'POST',
        path: `/api/players/${playerId(n)}/${route}`,
        headers: { cookie: cookies[n], origin: target.baseUrl, 'idempotency-key': randomUUID() },
      });
      switch (kind) {
        case 'player':
          return { method: 'GET', path: `/api/players/${readPlayers[k % readPlayers.length]}`, headers: reader };
        case 'game':
          return { method: 'GET', path: `/api/games/${gameIds[k % gameIds.length]}`, headers: reader };
        case 'leaderboard':
          return { method: 'GET', path: '/api/leaderboard', headers: reader };
        case 'playerGames':
          return { method: 'GET', path: `/api/players/${gamePlayers[k % gamePlayers.length]}/games?limit=20&offset=0`, headers: reader };
        case 'gameResult':
          return {
            method: 'POST',
            path: '/api/games/players',
            headers: { 'content-type': 'application/json', 'x-server-key': SERVER_KEY },
            body: results[k],
          };
        case 'purchase':
          return write(k % players, 'buy_item/chest_basic');
        case 'opening':
          // a third of the players further on, so a player's purchase and opening seldom race
          return write((k + Math.floor(players / 3)) % players, 'open_chest/chest_basic');
        case 'claim':
          if (k >= players * LEVELS) throw new Error('every level claim has been sent');
          return write(k % players, `battle_pass/claim?level=${1 + Math.floor(k / players)}`);
      }
    };

    const pick = mixPicker(MIX);
    const runs: OpenLoopRun[] = [];
    const targets: LoadTarget[] = [first];
    for (const instances of instanceCounts) {
      while (targets.length < instances) targets.push(await startCommand(root, env, children));
      const client = new LoadClient(targets.slice(0, instances), { connections, timeoutMs, lateMs, maxBacklogSeconds });
      const steps: StepFigures[] = [];
      console.log(
        `open loop, ${instances} instance(s): steps of ${warmupSeconds} s warm-up + ${seconds} s at ${rates.join(', ')} req/s...`,
      );
      // compiled code and warm connections before the first step: a step of its own, not counted
      prepareResults(stepSchedule(warmup).count);
      await runStep(warmup, client, pick, build, projector.pid!);
      await waitForProjector(redis, namespace, storePath);
      for (const rate of rates) {
        // each step's game results, made before it starts: making them during the load would lag the generator
        prepareResults(stepSchedule({ rate, warmupSeconds, seconds }).count);
        const step = await runStep({ rate, warmupSeconds, seconds }, client, pick, build, projector.pid!);
        steps.push(step);
        console.log(
          `  ${rate} req/s (load average ${step.loadAverage}): p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms (from the actual send ${step.p99FromSendMs} ms), ${step.failed} of ${step.sent} failed; command CPU ${step.command.map((c) => c.cpu).join(' + ')}, projector ${step.projector.cpu}, generator ${step.generator.cpu} (late sends ${step.generator.lateSends}, queued ${step.generator.queuedSends}) — ${step.verdict}`,
        );
        if (!step.pass) {
          for (const [key, failure] of Object.entries(step.failures)) console.log(`    ${key}: ${failure.count} (${failure.example})`);
          break;
        }
        // the next step starts with the projector caught up, not behind on this one's writes
        await waitForProjector(redis, namespace, storePath).catch(() =>
          console.log('    (the projector did not catch up within a minute)'),
        );
      }
      await client.close();
      const highest = highestPassingRate(steps);
      runs.push({ instances, highestPassingRate: highest, atHighest: steps.find((step) => step.rate === highest) ?? null, steps });
    }
    return {
      mix: MIX,
      rates,
      warmupSeconds,
      seconds,
      connectionsPerInstance: connections,
      budgetP99Ms: P99_BUDGET_MS,
      players,
      preparedGames: PREPARED_GAMES,
      runs,
    };
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')))),
      ),
    );
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The body game servers post for one player's result. */
const resultBody = (result: unknown) => JSON.stringify({ data: JSON.stringify(result) });

/** Starts a command instance on a free port; resolves once its /healthz answers 200. */
async function startCommand(root: string, env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<LoadTarget> {
  const port = await freePort();
  const child = fork(path.join(root, 'services/command/dist/main.js'), [], { env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the command service exited with code ${child.exitCode}`);
    if ((await fetch(`${baseUrl}/healthz`).catch(() => null))?.status === 200) return { baseUrl, pid: child.pid! };
    if (Date.now() > deadline) throw new Error('the command service did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs a player in with the dev sign-in (registering them); the session cookie. */
async function signIn(baseUrl: string, steamId: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ steam_id: steamId, display_name: `Bench ${steamId.slice(-4)}` }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('arena.sid='));
  if (answer.status !== 200 || !cookie) throw new Error(`dev sign-in of ${steamId}: ${answer.status} ${await answer.text()}`);
  return cookie;
}

/** A POST as the site (cookie, Origin, Idempotency-Key) or a game server (`serverKey`) sends it. */
async function post(baseUrl: string, route: string, cookie: string | undefined, body: unknown, serverKey = false): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (serverKey) headers['x-server-key'] = SERVER_KEY;
  else Object.assign(headers, { origin: baseUrl, cookie: cookie ?? '', 'idempotency-key': randomUUID() });
  const answer = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`POST ${route}: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
}

/** Runs `task(0..count-1)`, `concurrency` at a time. */
async function inParallel(concurrency: number, count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Waits (a minute at most) until the projector's checkpoint reaches the store's head. */
async function waitForProjector(redis: Redis, namespace: string, storePath: string): Promise<void> {
  const store = new SqliteEventStore(storePath);
  try {
    const head = await store.headPosition();
    for (const deadline = Date.now() + 60_000; ;) {
      const version = await redis.get(currentVersionKey(namespace));
      if (version && Number(await redis.get(`${namespace}:${version}:checkpoint`)) >= head) return;
      if (Date.now() > deadline) throw new Error('the projector did not catch up within a minute');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await store.close();
  }
}
