import * as fs from 'node:fs';
import * as path from 'node:path';
import type Redis from 'ioredis';
import { LOBBY_SIZE } from '@arena/domain';
import { SqliteEventStore } from '@arena/eventstore';
import { deleteKeysUnder, ensureCurrentVersion, readModelKeys } from '@arena/read-models';
import type { ChatResult, JoinResult, MakeResult, OpenResult, SocketSpec } from './lobby-load';
import { middle, percentile, round1, round2 } from './figures';
import { Generator, memoryOf, startInstance } from './lobby-processes';

/**
 * The lobby service (services/lobby) under load, each instance a process of its own
 * (services/lobby/dist/main.js, started as `npm start` would, its open-file limit raised to
 * 65,536) and the players' sockets held by load-generator processes (`lobby-load.ts`, at most
 * `SOCKETS_PER_GENERATOR` each), all authenticated with one-time tickets, every player with a
 * profile in the read models:
 * - idle sockets: one instance, `idleSockets` sockets that do nothing but answer the pings (every
 *   30 s, the default); the instance's resident memory (VmRSS) with all of them open;
 * - join storm: two instances; `lobbies` hosts make a lobby each, then the other players
 *   (`LOBBY_SIZE - 1` a lobby, their sockets alternating between the instances) all send
 *   `join_lobby` at once; joins per second from the first send to the last `join_lobby` received;
 * - chat fan-out, in the full lobbies of the join storm: `chatMessages` chat messages at a steady
 *   `chatPerSecond`, each from a different player (so the chat limit of 5 per 5 s never applies),
 *   and the time from the send to each receipt at the 7 other players. A lobby's 8 sockets are all
 *   held by one generator, so one clock times both ends.
 * Every round has its own namespace (and instances), deleted after it; a socket refused or
 * dropped, an `error` sent, a message lost or a step over its time limit fails the measure.
 */

const SOCKETS_PER_GENERATOR = 5_000;
/** Handshakes in flight per generator. */
const OPEN_CONCURRENCY = 100;
/** Descriptors an instance may open besides its sockets (Redis reconnecting, SQLite, ...). */
const SPARE_FILES = 64;

export interface LobbyOptions {
  root: string;
  redis: Redis;
  redisUrl: string;
  /** Keys go under `{namespace}-lobby-*:`, deleted at the end. */
  namespace: string;
  /** Where the lobby events' SQLite files go (the caller removes it). */
  dir: string;
  rounds: number;
  idleSockets: number;
  lobbies: number;
  chatMessages: number;
  chatPerSecond: number;
}

export interface IdleRound {
  /** Sockets opened: all asked, unless the instance's open-file limit (`fileLimit`) leaves room for fewer. */
  opened: number;
  /** Authenticated sockets the instance reported open (its /healthz) when its memory was read. */
  held: number;
  fileLimit: number;
  rssMiB: number;
  /** Before the first socket. */
  rssBeforeMiB: number;
  /** Peak resident memory of the process (VmHWM). */
  peakRssMiB: number;
  /** When fewer were opened than asked: the memory of as many as asked, at the same cost a socket. */
  extrapolatedRssMiB: number | null;
  openSeconds: number;
}

export interface LobbyRound {
  joinsPerSecond: number;
  joinP50Ms: number;
  joinP99Ms: number;
  chatP50Ms: number;
  chatP99Ms: number;
  chatMaxMs: number;
  receipts: number;
  /** Chat messages per second actually sent. */
  chatRate: number;
}

export interface LobbyFigures {
  /** `rssMiB`: of `held` sockets; when fewer than `sockets` (the open-file limit), `extrapolatedRssMiB` is for `sockets`. */
  idle: {
    sockets: number;
    held: number;
    rssMiB: number;
    extrapolatedRssMiB: number | null;
    fileLimit: number;
    everyRound: IdleRound[];
    budgetMiB: number;
  };
  joinStorm: { lobbies: number; joins: number; instances: number; joinsPerSecond: number; everyRound: number[] };
  chat: {
    lobbies: number;
    players: number;
    instances: number;
    messages: number;
    perSecond: number;
    p50Ms: number;
    p99Ms: number;
    everyRound: Array<Omit<LobbyRound, 'joinsPerSecond' | 'joinP50Ms' | 'joinP99Ms'>>;
    budgetP99Ms: number;
  };
}

export async function measureLobby(options: LobbyOptions): Promise<LobbyFigures> {
  const prefix = `${options.namespace}-lobby-`;
  try {
    const idleRounds: IdleRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      idleRounds.push(await idleRound(options, `${prefix}idle${round}`));
      const r = idleRounds[round];
      const extrapolated =
        r.extrapolatedRssMiB === null
          ? ''
          : `; the open-file limit (${r.fileLimit}) left room for ${r.opened}: ${options.idleSockets} would take ${r.extrapolatedRssMiB} MiB`;
      console.log(
        `  idle round ${round + 1}: ${r.held} sockets held, ${r.rssMiB} MiB resident, ${r.rssBeforeMiB} MiB before (opened in ${r.openSeconds} s)${extrapolated}`,
      );
    }
    const lobbyRounds: LobbyRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const figures = await lobbyRound(options, `${prefix}lobbies${round}`, path.join(options.dir, `lobby-${round}.sqlite`));
      lobbyRounds.push(figures);
      console.log(
        `  lobby round ${round + 1}: ${figures.joinsPerSecond} joins/s; chat p50 ${figures.chatP50Ms} ms, p99 ${figures.chatP99Ms} ms (${figures.receipts} receipts, ${figures.chatRate} messages/s)`,
      );
    }
    const medianIdle = [...idleRounds].sort((a, b) => a.rssMiB - b.rssMiB)[Math.floor(idleRounds.length / 2)];
    return {
      idle: {
        sockets: options.idleSockets,
        held: medianIdle.held,
        rssMiB: medianIdle.rssMiB,
        extrapolatedRssMiB: medianIdle.extrapolatedRssMiB,
        fileLimit: medianIdle.fileLimit,
        everyRound: idleRounds,
        budgetMiB: 1024,
      },
      joinStorm: {
        lobbies: options.lobbies,
        joins: options.lobbies * (LOBBY_SIZE - 1),
        instances: 2,
        joinsPerSecond: middle(lobbyRounds.map((r) => r.joinsPerSecond)),
        everyRound: lobbyRounds.map((r) => r.joinsPerSecond),
      },
      chat: {
        lobbies: options.lobbies,
        players: options.lobbies * LOBBY_SIZE,
        instances: 2,
        messages: options.chatMessages,
        perSecond: options.chatPerSecond,
        p50Ms: middle(lobbyRounds.map((r) => r.chatP50Ms)),
        p99Ms: middle(lobbyRounds.map((r) => r.chatP99Ms)),
        everyRound: lobbyRounds.map(({ chatP50Ms, chatP99Ms, chatMaxMs, receipts, chatRate }) => ({
          chatP50Ms,
          chatP99Ms,
          chatMaxMs,
          receipts,
          chatRate,
        })),
        budgetP99Ms: 20,
      },
    };
  } finally {
    await deleteKeysUnder(options.redis, prefix);
  }
}

/** One instance, `idleSockets` idle sockets: its resident memory. */
async function idleRound(options: LobbyOptions, namespace: string): Promise<IdleRound> {
  const processes: Array<{ stop(): Promise<void> }> = [];
  try {
    const instance = await startInstance(options, namespace, path.join(options.dir, `${namespace}.sqlite`));
    processes.push(instance);
    await sleep(1000);
    const rssBeforeMiB = memoryOf(instance.pid).rssMiB;
    // a socket is a descriptor: the instance holds as many as its limit leaves room for
    const room = instance.fileLimit - fs.readdirSync(`/proc/${instance.pid}/fd`).length - SPARE_FILES;
    const n = Math.min(options.idleSockets, room);
    const steamIds = Array.from({ length: n }, (_, i) => steamIdOf(i));
    await writeProfiles(options.redis, namespace, steamIds);
    const generators = Array.from(
      { length: Math.ceil(n / SOCKETS_PER_GENERATOR) },
      (_, i) => new Generator(i, options.redisUrl, namespace),
    );
    processes.unshift(...generators);
    const share = Math.ceil(n / generators.length);
    const started = Date.now();
    await Promise.all(
      generators.map((generator, i) => {
        const sockets: SocketSpec[] = steamIds.slice(i * share, (i + 1) * share).map((steamId) => ({ steamId, port: instance.port }));
        return generator.call<OpenResult>(
          { kind: 'open', sockets, concurrency: OPEN_CONCURRENCY, timeoutMs: 30_000 },
          60_000 + sockets.length * 20,
        );
      }),
    );
    const openSeconds = round1((Date.now() - started) / 1000);
    // the connections' work (presence, the first `connected`) is done; what stays is what idle sockets cost
    await sleep(3000);
    const held = (await instance.health()).sockets;
    const memory = memoryOf(instance.pid);
    const open = (await Promise.all(generators.map((generator) => generator.call<{ open: number }>({ kind: 'count' }, 10_000)))).reduce(
      (sum, r) => sum + r.open,
      0,
    );
    if (held !== n || open !== n)
      throw new Error(`lobby idle sockets: ${n} opened, but the instance holds ${held} and the generators ${open}`);
    const extrapolatedRssMiB =
      n < options.idleSockets ? Math.round(rssBeforeMiB + ((memory.rssMiB - rssBeforeMiB) * options.idleSockets) / n) : null;
    return {
      opened: n,
      held,
      fileLimit: instance.fileLimit,
      rssMiB: memory.rssMiB,
      peakRssMiB: memory.peakMiB,
      rssBeforeMiB,
      extrapolatedRssMiB,
      openSeconds,
    };
  } finally {
    for (const child of processes.reverse()) await child.stop();
    await deleteKeysUnder(options.redis, `${namespace}:`);
  }
}

/** Two instances, `lobbies` lobbies: the join storm that fills them, then chat in them. */
async function lobbyRound(options: LobbyOptions, namespace: string, storePath: string): Promise<LobbyRound> {
  const { lobbies } = options;
  const steamIds = Array.from({ length: lobbies * LOBBY_SIZE }, (_, i) => steamIdOf(i));
  await writeProfiles(options.redis, namespace, steamIds);
  const processes: Array<{ stop(): Promise<void> }> = [];
  try {
    const instances = [];
    for (let i = 0; i < 2; i++) {
      instances.push(await startInstance(options, namespace, storePath));
      processes.push(instances[i]);
    }
    const generators = Array.from(
      { length: Math.ceil(steamIds.length / SOCKETS_PER_GENERATOR) },
      (_, i) => new Generator(i, options.redisUrl, namespace),
    );
    processes.unshift(...generators);

    // lobby L is held by generator L % G; its player j (0: the host) by instance j % 2
    const plans = generators.map(() => ({ sockets: [] as SocketSpec[], lobbies: [] as number[] }));
    const socketIndex = new Map<string, number>();
    for (let lobby = 0; lobby < lobbies; lobby++) {
      const plan = plans[lobby % generators.length];
      plan.lobbies.push(lobby);
      for (let j = 0; j < LOBBY_SIZE; j++) {
        socketIndex.set(`${lobby}/${j}`, plan.sockets.length);
        plan.sockets.push({ steamId: steamIds[lobby * LOBBY_SIZE + j], port: instances[j % 2].port });
      }
    }
    const at = (lobby: number, j: number) => socketIndex.get(`${lobby}/${j}`)!;
    await Promise.all(
      generators.map((g, i) =>
        g.call<OpenResult>(
          { kind: 'open', sockets: plans[i].sockets, concurrency: OPEN_CONCURRENCY, timeoutMs: 30_000 },
          60_000 + plans[i].sockets.length * 20,
        ),
      ),
    );

    const lobbyIds = new Map<number, string>();
    await Promise.all(
      generators.map(async (g, i) => {
        const { lobbyIds: ids } = await g.call<MakeResult>(
          { kind: 'make', hosts: plans[i].lobbies.map((lobby) => at(lobby, 0)), timeoutMs: 30_000 },
          60_000,
        );
        plans[i].lobbies.forEach((lobby, k) => lobbyIds.set(lobby, ids[k]));
      }),
    );
    await sleep(1000);

    // the storm: every seat at once, the lobbies filling side by side
    const storm = await Promise.all(
      generators.map((g, i) => {
        const joins: Array<[number, string]> = [];
        for (let j = 1; j < LOBBY_SIZE; j++) for (const lobby of plans[i].lobbies) joins.push([at(lobby, j), lobbyIds.get(lobby)!]);
        return g.call<JoinResult>({ kind: 'join', joins, timeoutMs: 60_000 }, 90_000);
      }),
    );
    const joins = storm.reduce((sum, r) => sum + r.joins, 0);
    const stormSeconds = (Math.max(...storm.map((r) => r.finishedAt)) - Math.min(...storm.map((r) => r.startedAt))) / 1000;
    const joinLatencies = storm.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
    // the lobbies' events reach the store in the background: the chat starts once they all have, on a quiet service
    await waitForHistory(storePath, lobbies * (1 + (LOBBY_SIZE - 1) + 1));
    await sleep(1000);

    // message k: lobby k % lobbies, from its player floor(k / lobbies) % 8: each player sends at most once a round
    const senders = generators.map(() => [] as number[]);
    for (let k = 0; k < options.chatMessages; k++) {
      const lobby = k % lobbies;
      senders[lobby % generators.length].push(at(lobby, Math.floor(k / lobbies) % LOBBY_SIZE));
    }
    const chat = await Promise.all(
      generators.map((g, i) => {
        const perSecond = (options.chatPerSecond * senders[i].length) / options.chatMessages;
        const sendMs = (senders[i].length / perSecond) * 1000;
        return g.call<ChatResult>({ kind: 'chat', senders: senders[i], perSecond, timeoutMs: 10_000 }, sendMs + 30_000);
      }),
    );
    const receipts = chat.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
    const sent = chat.reduce((sum, r) => sum + r.sent, 0);
    return {
      joinsPerSecond: Math.round(joins / stormSeconds),
      joinP50Ms: round1(percentile(joinLatencies, 50)),
      joinP99Ms: round1(percentile(joinLatencies, 99)),
      chatP50Ms: round2(percentile(receipts, 50)),
      chatP99Ms: round2(percentile(receipts, 99)),
      chatMaxMs: round2(receipts[receipts.length - 1]),
      receipts: receipts.length,
      chatRate: Math.round(sent / Math.max(...chat.map((r) => r.sendSeconds))),
    };
  } finally {
    for (const child of processes.reverse()) await child.stop();
    await deleteKeysUnder(options.redis, `${namespace}:`);
  }
}

/** Waits until the store at `storePath` holds `events` events (LobbyCreated, LobbyJoined, LobbyLocked...). */
async function waitForHistory(storePath: string, events: number, timeoutMs = 60_000): Promise<void> {
  const store = new SqliteEventStore(storePath);
  try {
    const deadline = Date.now() + timeoutMs;
    let head = 0;
    while ((head = await store.headPosition()) < events) {
      if (Date.now() > deadline) throw new Error(`the lobby events: ${head} of ${events} in the store after ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  } finally {
    await store.close();
  }
}

/** Profiles of the players in the live read models of `namespace`, as the projection writes them (what the lobby service reads). */
async function writeProfiles(redis: Redis, namespace: string, steamIds: string[]): Promise<void> {
  const keys = readModelKeys(namespace, await ensureCurrentVersion(redis, namespace));
  for (let i = 0; i < steamIds.length; i += 2000) {
    const pipeline = redis.pipeline();
    steamIds.slice(i, i + 2000).forEach((steamId, k) =>
      pipeline.hset(keys.player(steamId), {
        steam_id: steamId,
        username: `Bench ${i + k}`,
        ladder: 1000 + ((i + k) % 2000),
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    await pipeline.exec();
  }
}

/** A valid SteamID64 for player `n`. */
const steamIdOf = (n: number) => `76561198${String(100_000_000 + n)}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
