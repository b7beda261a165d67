import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import WebSocket from 'ws';
import type { LobbyServerMessage } from '@arena/contract';
import { textOf } from '@arena/lobby';
import { storeLobbyTicket } from '@arena/read-models';

/**
 * A load generator of the lobby benchmark (`lobby.ts`), in a process of its own: it holds up to a
 * few thousand player sockets and runs what its parent asks over IPC, one command at a time.
 * Each socket is authenticated with a one-time ticket it stores in Redis itself (as the command
 * service does) just before connecting, and answers the service's pings.
 *
 * Parent -> child: `{id, command}`; child -> parent: `{id, ok: true, result}` or `{id, ok: false, error}`.
 * Env: REDIS_URL, READ_MODEL_NAMESPACE, BENCH_LOCAL_ADDRESS (the source address of its sockets,
 * one per generator, so that ephemeral ports never run out).
 */

/** A socket to open: whose and on which instance. */
export interface SocketSpec {
  steamId: string;
  port: number;
}

export type LoadCommand =
  /** Opens these sockets (appended to the ones held), at most `concurrency` handshakes at a time. */
  | { kind: 'open'; sockets: SocketSpec[]; concurrency: number; timeoutMs: number }
  /** Each of these sockets (indexes in opening order) hosts a new lobby; answers their ids. */
  | { kind: 'make'; hosts: number[]; timeoutMs: number }
  /** All at once, each socket joins its lobby; answers when each got its `join_lobby`. */
  | { kind: 'join'; joins: Array<[socket: number, lobbyId: string]>; timeoutMs: number }
  /**
   * Sends one chat message from each of `senders`, in order, at a steady `perSecond`, and records,
   * at every other socket of the sender's lobby held here, the time from send to receipt.
   */
  | { kind: 'chat'; senders: number[]; perSecond: number; timeoutMs: number }
  /** How many sockets are open. */
  | { kind: 'count' }
  /** Closes every socket. */
  | { kind: 'close' };

export interface OpenResult {
  opened: number;
}
export interface MakeResult {
  lobbyIds: string[];
}
export interface JoinResult {
  joins: number;
  /** Epoch ms (sub-ms precision) of the first send and of the last `join_lobby` received. */
  startedAt: number;
  finishedAt: number;
  /** Each join's time from send to its `join_lobby`, ms. */
  latenciesMs: number[];
}
export interface ChatResult {
  sent: number;
  /** Receipts expected: the other members held here of each sender's lobby. */
  expected: number;
  /** Each receipt's time from send, ms. */
  latenciesMs: number[];
  /** The time it took to send them all, s (the rate achieved). */
  sendSeconds: number;
}

type ServerEvent = LobbyServerMessage['event'];
/** The data of the service's `event` message. */
type DataOf<E extends ServerEvent> = Extract<LobbyServerMessage, { event: E }>['data'];
type Waiter = { event: ServerEvent; resolve: (data: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

class Client {
  lobbyId: string | null = null;
  waiter: Waiter | null = null;

  constructor(
    readonly steamId: string,
    readonly socket: WebSocket,
  ) {}

  /** Resolves with the data of the next `event` message; rejects on an `error` message, a close, or after `timeoutMs`. */
  next<E extends ServerEvent>(event: E, timeoutMs: number): Promise<DataOf<E>> {
    if (this.waiter) return Promise.reject(new Error(`${this.steamId} already waits for ${this.waiter.event}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settle(new Error(`no ${event} for ${this.steamId} within ${timeoutMs} ms`)), timeoutMs);
      // settle() resolves with the data of a message of this `event` only
      this.waiter = { event, resolve: resolve as (data: unknown) => void, reject, timer };
    });
  }

  settle(error: Error | null, data?: unknown): void {
    const waiter = this.waiter;
    if (!waiter) return;
    this.waiter = null;
    clearTimeout(waiter.timer);
    if (error) waiter.reject(error);
    else waiter.resolve(data);
  }

  send(event: string, data?: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(data === undefined ? { event } : { event, data }));
  }
}

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
const namespace = process.env.READ_MODEL_NAMESPACE!;
const localAddress = process.env.BENCH_LOCAL_ADDRESS || undefined;
const clients: Client[] = [];
/** Lobby id -> the clients held here that are in it. */
const members = new Map<string, Client[]>();
let closing = false;
/** Sockets closed by the service while they should have stayed, and errors nobody waited for. */
const unexpected: string[] = [];
/** The chat message being measured: `bench {seq}` -> send time (hrtime ns). */
const sentAt = new Map<number, bigint>();
let latencies: number[] | null = null;

function onMessage(client: Client, text: string): void {
  const message = JSON.parse(text) as LobbyServerMessage;
  switch (message.event) {
    case 'ping':
      client.send('pong');
      return;
    case 'chat': {
      const at = process.hrtime.bigint();
      if (message.data.steam_id === client.steamId || !latencies) return;
      const seq = Number(String(message.data.message).slice('bench '.length));
      const sent = sentAt.get(seq);
      if (sent !== undefined) latencies.push(Number(at - sent) / 1e6);
      return;
    }
    case 'error':
      if (client.waiter) client.settle(new Error(`${client.steamId} got error ${message.data}`));
      else unexpected.push(`error ${message.data} to ${client.steamId}`);
      return;
  }
  if (client.waiter?.event === message.event) client.settle(null, message.data);
}

/** Opens one authenticated socket and waits for its `connected`. */
async function openOne(spec: SocketSpec, timeoutMs: number): Promise<Client> {
  const ticket = randomBytes(18).toString('base64url');
  await storeLobbyTicket(redis, namespace, ticket, spec.steamId);
  const socket = new WebSocket(`ws://127.0.0.1:${spec.port}/?ticket=${ticket}`, {
    localAddress,
    perMessageDeflate: false,
    handshakeTimeout: timeoutMs,
  });
  const client = new Client(spec.steamId, socket);
  const connected = client.next('connected', timeoutMs);
  socket.on('message', (data) => onMessage(client, textOf(data)));
  socket.on('error', (error) => client.settle(new Error(`socket of ${spec.steamId}: ${error.message}`)));
  socket.on('close', (code, reason) => {
    client.settle(new Error(`socket of ${spec.steamId} closed: ${code} ${reason.toString()}`));
    if (!closing) unexpected.push(`socket of ${spec.steamId} closed: ${code} ${reason.toString()}`);
  });
  try {
    await connected;
  } catch (error) {
    socket.terminate();
    throw error;
  }
  return client;
}

async function open({ sockets, concurrency, timeoutMs }: Extract<LoadCommand, { kind: 'open' }>): Promise<OpenResult> {
  let next = 0;
  const failures: string[] = [];
  const opened = new Array<Client>(sockets.length);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, sockets.length) }, async () => {
      while (next < sockets.length && failures.length === 0) {
        const i = next++;
        try {
          opened[i] = await openOne(sockets[i], timeoutMs);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  if (failures.length) {
    for (const client of opened) client?.socket.terminate();
    throw new Error(`${failures.length} socket(s) not opened (of ${sockets.length}); first: ${failures[0]}`);
  }
  clients.push(...opened);
  return { opened: opened.length };
}

async function make({ hosts, timeoutMs }: Extract<LoadCommand, { kind: 'make' }>): Promise<MakeResult> {
  const lobbyIds = await Promise.all(
    hosts.map(async (index) => {
      const client = clients[index];
      const reply = client.next('join_lobby', timeoutMs);
      client.send('make_lobby', { region: 'EU West', mmrMin: null, mmrMax: null });
      await reply;
      // join_lobby carries the players (the live site's shape): the lobby's id comes with `connected`
      const state = client.next('connected', timeoutMs);
      client.send('connected');
      const data = await state;
      if (!('lobby' in data)) throw new Error(`${client.steamId} made a lobby but is in none`);
      const lobbyId = data.lobby.lobby_id;
      client.lobbyId = lobbyId;
      members.set(lobbyId, [client]);
      return lobbyId;
    }),
  );
  return { lobbyIds };
}

async function join({ joins, timeoutMs }: Extract<LoadCommand, { kind: 'join' }>): Promise<JoinResult> {
  const latenciesMs: number[] = [];
  const startedAt = performance.timeOrigin + performance.now();
  let finishedAt = startedAt;
  await Promise.all(
    joins.map(async ([index, lobbyId]) => {
      const client = clients[index];
      const reply = client.next('join_lobby', timeoutMs);
      const sent = process.hrtime.bigint();
      client.send('join_lobby', lobbyId);
      const players = await reply;
      latenciesMs.push(Number(process.hrtime.bigint() - sent) / 1e6);
      finishedAt = performance.timeOrigin + performance.now();
      if (!players.some((player) => player.steam_id === client.steamId))
        throw new Error(`${client.steamId} is not among the players of ${lobbyId}`);
      client.lobbyId = lobbyId;
      const list = members.get(lobbyId) ?? [];
      list.push(client);
      members.set(lobbyId, list);
    }),
  );
  return { joins: joins.length, startedAt, finishedAt, latenciesMs };
}

async function chat({ senders, perSecond, timeoutMs }: Extract<LoadCommand, { kind: 'chat' }>): Promise<ChatResult> {
  sentAt.clear();
  latencies = [];
  let expected = 0;
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
  let sent = 0;
  // a steady rate: every tick sends the messages due by then
  await new Promise<void>((resolve, reject) => {
    const tick = () => {
      const due = Math.min(senders.length, Math.floor((elapsedMs() * perSecond) / 1000) + 1);
      for (; sent < due; sent++) {
        const client = clients[senders[sent]];
        if (!client.lobbyId) return reject(new Error(`${client.steamId} is in no lobby`));
        expected += (members.get(client.lobbyId)?.length ?? 1) - 1;
        const seq = sent;
        sentAt.set(seq, process.hrtime.bigint());
        client.send('chat', { message: `bench ${seq}` });
      }
      if (sent < senders.length) setTimeout(tick, Math.max(1, Math.min(20, (sent * 1000) / perSecond - elapsedMs())));
      else resolve();
    };
    tick();
  });
  const sendSeconds = elapsedMs() / 1000;
  const until = Date.now() + timeoutMs;
  while (latencies.length < expected && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  const received = latencies;
  latencies = null;
  if (received.length < expected)
    throw new Error(`chat: ${received.length} of ${expected} receipts within ${timeoutMs} ms of the last send`);
  return { sent, expected, latenciesMs: received, sendSeconds };
}

async function run(command: LoadCommand): Promise<unknown> {
  switch (command.kind) {
    case 'open':
      return open(command);
    case 'make':
      return make(command);
    case 'join':
      return join(command);
    case 'chat':
      return chat(command);
    case 'count':
      return { open: clients.filter((client) => client.socket.readyState === WebSocket.OPEN).length };
    case 'close':
      closing = true;
      for (const client of clients) client.socket.terminate();
      clients.length = 0;
      members.clear();
      return {};
  }
}

process.on('message', (message: { id: number; command: LoadCommand }) => {
  run(message.command)
    .then(
      (result) => {
        // a socket dropped or an error sent meanwhile makes the command fail: the figure would not be of the protocol working
        if (unexpected.length && !closing) throw new Error(`${unexpected.length} unexpected event(s); first: ${unexpected[0]}`);
        process.send!({ id: message.id, ok: true, result });
      },
      (error: Error) => process.send!({ id: message.id, ok: false, error: error.message }),
    )
    .catch((error: Error) => process.send!({ id: message.id, ok: false, error: error.message }));
});
// the parent gone, nothing is left to do
process.on('disconnect', () => process.exit(0));
