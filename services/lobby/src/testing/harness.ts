import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import pino from 'pino';
import WebSocket from 'ws';
import { lobbyServerMessage, type LobbyServerMessage } from '@arena/contract';
import { type RecordedEvent, SqliteEventStore } from '@arena/eventstore';
import fastifyCookie from '@fastify/cookie';
import { deleteKeysUnder, ensureCurrentVersion, readModelKeys, storeLobbyTicket } from '@arena/read-models';
import { type LobbyKeys, lobbyKeys } from '../keys';
import { textOf } from '../protocol';
import { deleteKeysUnderEverywhere, keysUnder, type LobbyRedis, openLobbyCluster } from '../redis-client';
import { type LobbyService, type LobbyServiceOptions, startLobbyService } from '../service';
import { SESSION_COOKIE, type SessionAuth, sessionKeyPrefix } from '../session-auth';
import { CLUSTER_NODES, type LobbyTopology } from './topologies';

/** The site's session settings of the tests' instances: the site at http://site.test:3000. */
const TEST_SESSIONS: SessionAuth = { secret: 'test-session-secret-of-at-least-32-characters', publicUrl: 'http://site.test:3000' };

type ServerEvent = LobbyServerMessage['event'];
type MessageOf<E extends ServerEvent> = Extract<LobbyServerMessage, { event: E }>;

/** The SteamID64 of test player `n` (valid ids: the contract checks them). */
function steamIdOf(n: number): string {
  return `7656119800000${String(n).padStart(4, '0')}`;
}

/**
 * A test's world: its own Redis namespace (keys deleted by `cleanup`), a temp SQLite event store
 * file, lobby service instances on free ports, players with profiles, and socket clients. The
 * read models, tickets and sessions are on the single Redis; the lobby state on `topology`.
 */
export class LobbyHarness {
  readonly namespace = `test-lobby-${process.pid}-${randomBytes(4).toString('hex')}`;
  readonly keys: LobbyKeys = lobbyKeys(this.namespace);
  readonly redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
  /** The lobby state's Redis: `redis`, or a client of the cluster. */
  readonly lobbyRedis: LobbyRedis;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-lobby-'));
  readonly storePath = path.join(this.dir, 'events.sqlite');
  private readonly services: LobbyService[] = [];
  private readonly clients: TestClient[] = [];
  private reader: SqliteEventStore | null = null;

  constructor(readonly topology: LobbyTopology = 'single') {
    this.lobbyRedis = topology === 'cluster' ? openLobbyCluster(CLUSTER_NODES) : this.redis;
  }

  /** Starts an instance on a free port with fast sweeps (tests override the rest). */
  async start(options: Partial<LobbyServiceOptions> = {}): Promise<LobbyService> {
    const service = await startLobbyService({
      eventStore: { kind: 'sqlite', path: this.storePath },
      port: 0,
      namespace: this.namespace,
      sweepIntervalMs: 100,
      presenceTtlMs: 1500,
      logger: pino({ level: process.env.LOBBY_TEST_LOG ?? 'silent' }),
      sessions: TEST_SESSIONS,
      ...(this.topology === 'cluster' ? { clusterNodes: CLUSTER_NODES } : {}),
      ...options,
    });
    this.services.push(service);
    return service;
  }

  /** Writes the profile of player `n` into the live read models as the projection does; returns their Steam id. */
  async player(n: number, ladder = 1000, username = `Player ${n}`): Promise<string> {
    const steamId = steamIdOf(n);
    const version = await ensureCurrentVersion(this.redis, this.namespace);
    const key = readModelKeys(this.namespace, version).player(steamId);
    await this.redis.hset(key, { steam_id: steamId, username, ladder, created_at: '2026-01-01T00:00:00.000Z' });
    return steamId;
  }

  /** A one-time ticket of `steamId`, stored as the command service does. */
  async ticket(steamId: string): Promise<string> {
    const ticket = randomBytes(18).toString('base64url');
    await storeLobbyTicket(this.redis, this.namespace, ticket, steamId);
    return ticket;
  }

  /**
   * A signed-in session of `steamId` stored as the command service's session store does (expiring
   * at `expires`), and the `Cookie` header that carries it, signed with `secret` as @fastify/session does.
   */
  async sessionCookie(steamId: string | null, options: { secret?: string; expires?: Date } = {}): Promise<string> {
    const sessionId = randomBytes(24).toString('base64url');
    const expires = options.expires ?? new Date(Date.now() + 3_600_000);
    const document = {
      cookie: { originalMaxAge: 3_600_000, expires: expires.toISOString(), httpOnly: true, path: '/' },
      ...(steamId ? { steamId } : {}),
    };
    await this.redis.set(sessionKeyPrefix(this.namespace) + sessionId, JSON.stringify(document), 'EX', 3600);
    const signed = fastifyCookie.sign(sessionId, options.secret ?? TEST_SESSIONS.secret);
    return `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(signed)}`;
  }

  /** Opens a socket of `steamId` on `service` with a fresh ticket and waits for `connected`. */
  async connect(service: LobbyService, steamId: string, options: { autoPong?: boolean } = {}): Promise<TestClient> {
    const client = await this.open(service.port, `/?ticket=${await this.ticket(steamId)}`, options);
    await client.next('connected');
    return client;
  }

  /** Opens a raw socket at `path` (tests of refused tickets), with `headers` (Origin, Cookie) on its upgrade. */
  async open(port: number, urlPath: string, options: { autoPong?: boolean; headers?: Record<string, string> } = {}): Promise<TestClient> {
    const client = await TestClient.open(`ws://127.0.0.1:${port}${urlPath}`, options.autoPong ?? true, options.headers);
    this.clients.push(client);
    return client;
  }

  /** Events recorded in the store so far, of every lobby stream (waits for the background appends). */
  async lobbyEvents(): Promise<RecordedEvent[]> {
    this.reader ??= new SqliteEventStore(this.storePath);
    const events: RecordedEvent[] = [];
    for (let from = 0; ;) {
      const batch = await this.reader.readAll(from, 1000);
      if (batch.length === 0) break;
      events.push(...batch);
      from = batch[batch.length - 1].position;
    }
    return events.filter((event) => event.stream.startsWith('lobby-'));
  }

  /**
   * Every lobby key's content, from every master (not presence, seen or chat marks, which move
   * with time, nor fenced claims): a lobby change shows here.
   */
  async lobbyState(): Promise<Record<string, unknown>> {
    const redis = this.lobbyRedis;
    const keys = (await keysUnder(redis, this.keys.prefix))
      .filter((key) => !/:lobby:(\{lb\d+\}:(presence|seen|absence-announced|chat)|ticket)|:fenced$/.test(key))
      .sort();
    const state: Record<string, unknown> = {};
    for (const key of keys) {
      const type = await redis.type(key);
      if (type === 'hash') state[key] = await redis.hgetall(key);
      else if (type === 'list') state[key] = await redis.lrange(key, 0, -1);
      else if (type === 'zset') state[key] = await redis.zrange(key, '0', '-1', 'WITHSCORES');
      else state[key] = await redis.get(key);
    }
    return state;
  }

  /** Closes clients and instances, deletes the namespace's keys and the temp files. */
  async cleanup(): Promise<void> {
    for (const client of this.clients) client.socket.terminate();
    for (const service of this.services) await service.close().catch(() => undefined);
    await this.reader?.close();
    await deleteKeysUnder(this.redis, `${this.namespace}:`);
    this.redis.disconnect();
    if (this.lobbyRedis !== this.redis) {
      await deleteKeysUnderEverywhere(this.lobbyRedis, `${this.namespace}:`);
      this.lobbyRedis.disconnect();
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A socket client that keeps every server message, checks each against the contract's schema
 * (`violations` lists any that fails), and answers pings unless told not to.
 */
export class TestClient {
  readonly messages: LobbyServerMessage[] = [];
  readonly violations: unknown[] = [];
  /** Resolves with the close code and reason once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Set<number>();
  private waiters: Array<() => void> = [];

  private constructor(
    readonly socket: WebSocket,
    public autoPong: boolean,
  ) {
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    socket.on('error', () => undefined);
    socket.on('message', (data) => {
      let json: unknown;
      try {
        json = JSON.parse(textOf(data));
      } catch {
        this.violations.push(textOf(data));
        return;
      }
      const parsed = lobbyServerMessage.safeParse(json);
      if (!parsed.success) this.violations.push({ json, issues: parsed.error.issues });
      const message = json as LobbyServerMessage;
      this.messages.push(message);
      if (message.event === 'ping' && this.autoPong) this.send('pong');
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket (resolves on open; the server may still close it right after). */
  static open(url: string, autoPong: boolean, headers?: Record<string, string>): Promise<TestClient> {
    const socket = new WebSocket(url, { headers });
    const client = new TestClient(socket, autoPong);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Sends `{event, data}`. */
  send(event: string, data?: unknown): void {
    this.sendRaw(JSON.stringify(data === undefined ? { event } : { event, data }));
  }

  /** Sends a frame as it is (a string: text; a Buffer: binary). */
  sendRaw(frame: string | Buffer): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame, { binary: Buffer.isBuffer(frame) });
  }

  /**
   * The first message of `event` (matching `where`) not taken by an earlier `next`, waiting for
   * it up to `timeoutMs`. @throws when none comes, naming what came.
   */
  async next<E extends ServerEvent>(
    event: E,
    where: (message: MessageOf<E>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<MessageOf<E>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex(
        (message, i) => !this.taken.has(i) && message.event === event && where(message as MessageOf<E>),
      );
      if (index >= 0) {
        this.taken.add(index);
        return this.messages[index] as MessageOf<E>;
      }
      const left = until - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        const seen = this.messages.filter((_, i) => !this.taken.has(i)).map((message) => message.event);
        throw new Error(
          `no ${event} message (socket ${this.socket.readyState === WebSocket.CLOSED ? 'closed' : 'open'}); not taken: ${seen.join(', ') || 'none'}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Forgets the messages received so far. */
  reset(): void {
    this.messages.length = 0;
    this.taken.clear();
  }

  /** The next message of any of `events` not taken yet (see `next`). */
  async nextOf(events: readonly ServerEvent[], timeoutMs = 5000): Promise<LobbyServerMessage> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex((message, i) => !this.taken.has(i) && events.includes(message.event));
      if (index >= 0) {
        this.taken.add(index);
        return this.messages[index];
      }
      if (Date.now() >= until || this.socket.readyState === WebSocket.CLOSED) throw new Error(`none of ${events.join(', ')} came`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, until - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The error code of the next `error` message. */
  async nextError(timeoutMs = 5000): Promise<string> {
    return (await this.next('error', () => true, timeoutMs)).data;
  }

  /** Messages of `event` received so far (taken or not). */
  all<E extends ServerEvent>(event: E): MessageOf<E>[] {
    return this.messages.filter((message): message is MessageOf<E> => message.event === event);
  }

  /** Sends `refresh_lobbies` and returns the list answered. */
  async lobbies() {
    this.send('refresh_lobbies');
    return (await this.next('lobbies_list')).data;
  }

  /** Sends `connected` and returns the state answered: the lobby and its players, or null and the list. */
  async state() {
    this.send('connected');
    const { data } = await this.next('connected');
    return 'lobby' in data
      ? { lobby: data.lobby, players: data.lobby_players, player: data.player, list: null, me: data.me }
      : { lobby: null, players: null, player: null, list: data.lobbyList, me: data.me };
  }

  /** Makes a lobby (`make_lobby` with `data`) and returns its id (from the `connected` that follows). */
  async make(data: unknown = { region: 'EU West', mmrMin: null, mmrMax: null }): Promise<string> {
    this.send('make_lobby', data);
    await this.next('join_lobby');
    const { lobby } = await this.state();
    if (!lobby) throw new Error('made a lobby but is in none');
    return lobby.lobby_id;
  }
}

/** Waits until `check` holds (polling every 20 ms), up to `timeoutMs`. @throws naming `what`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
