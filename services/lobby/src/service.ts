import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { CHAT_RATE_LIMIT, LOBBY_LOCKED_SECONDS } from '@arena/domain';
import { type EventStore, type EventStoreConfig, openEventStore } from '@arena/eventstore';
import { type HostPort, LiveReadModels, redeemLobbyTicket, type RedisSentinel } from '@arena/read-models';
import { type Session, Connections, send } from './connections';
import { Fanout } from './fanout';
import { LobbyHistory } from './history';
import { lobbyKeys } from './keys';
import { LobbyActions } from './lobby-actions';
import { LobbyStore } from './lobby-store';
import { LobbyMetrics } from './metrics';
import { opsHandler } from './ops';
import { openLobbyClients } from './redis-client';
import { loadPlayerCard } from './profiles';
import { decodeClientFrame, errorMessage, joinedLobbyId } from './protocol';
import { cookieAllowed, originAllowed, type SessionAuth, sessionSteamId } from './session-auth';
import { startHeartbeat, startSweeper } from './timers';

/** What `startLobbyService` runs with; everything but the event store has a default. */
export interface LobbyServiceOptions {
  /** The lobby events' store: one the caller owns (and closes), or where to open one (closed by `close`). */
  eventStore: EventStore | EventStoreConfig;
  /** Port of the WebSocket server, /healthz and /metrics; 0: any free port. Default 4000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The read models' Redis (profiles, socket tickets, the site's sessions). Default redis://127.0.0.1:6379. */
  redisUrl?: string;
  /** Sentinels that name the read models' primary (then `redisUrl` gives only its password, database, TLS). */
  redisSentinel?: RedisSentinel;
  /**
   * Nodes of a Redis Cluster for the lobby state and its fan-out (sharded pub/sub); unset: they
   * live on the read models' Redis (which must be Redis 7 or later: SPUBLISH).
   */
  clusterNodes?: readonly HostPort[];
  /** Namespace of the read models and tickets; the lobbies' keys go under `{namespace}:lobby:`. Default `arena`. */
  namespace?: string;
  /** Time between two pings of a socket, ms; one that did not answer the last ping by then is dropped. Default 30,000. */
  pingIntervalMs?: number;
  /** How long a player whose sockets are all gone keeps their seat in an unlocked lobby, ms. Default 180,000. */
  graceMs?: number;
  /** How long a locked lobby stays before it closes, ms. Default 300,000. */
  lockedLobbyMs?: number;
  /** Time between two sweeps (closing due lobbies, telling lobbies who went away, removing absent players), ms; the precision of each. Default 1,000. */
  sweepIntervalMs?: number;
  /** How long this instance's mark that it holds a player's socket lasts unless refreshed, ms (refreshed every third of it). Default 15,000. */
  presenceTtlMs?: number;
  /** Largest client frame, bytes; a bigger one closes the socket (1009). Default 4,096. */
  maxPayloadBytes?: number;
  /** Chat messages a player may send per window. Default 5 per 5,000 ms. */
  chatLimit?: { messages: number; windowMs: number };
  /** Frames a socket may have waiting; beyond, it is closed (1008). Default 1,000. */
  maxPendingFrames?: number;
  /** Lobbies sent in a list, newest first. Default 200. */
  listLimit?: number;
  /** Default: pino at level info, named `lobby`. */
  logger?: Logger;
  /** Names this instance in Redis (presence); default random. */
  instanceId?: string;
  /**
   * The site's session: when given, a socket without a ticket may sign in with the command
   * service's session cookie (from the site's origin, PUBLIC_URL's, or a page of the same host).
   * Without it, tickets only. Either way an upgrade from a foreign `Origin` is refused (403).
   */
  sessions?: SessionAuth;
}

/** A running lobby service instance. */
export interface LobbyService {
  /** The port it listens on. */
  readonly port: number;
  readonly instanceId: string;
  /**
   * Stops gracefully: sockets are closed (1001), this instance's players lose its presence (their
   * grace period starts), pending event appends finish, connections are closed.
   */
  close(): Promise<void>;
  /**
   * Stops abruptly, as a crash would (for tests): sockets are dropped without a close frame and
   * nothing is written to Redis. The lobbies stay in Redis; other instances take the players over.
   */
  kill(): Promise<void>;
}

/** Close code of a socket signed in neither by a valid ticket nor by a session cookie. */
export const CLOSE_INVALID_TICKET = 4401;

/**
 * Starts one instance of the matchmaking lobby service (docs/architecture.md "Lobby service"): a WebSocket server (`ws`) at
 * `ws://{host}:{port}/?ticket={one-time ticket}` (or `ws://{host}:{port}/` with the site's session
 * cookie, see `sessions`; an upgrade from a foreign `Origin` answers 403) speaking the protocol of `@arena/contract`
 * (lobbies), `GET /healthz` and `GET /metrics` on the same port. Lobby state is in Redis (the read
 * models' server, or a Redis Cluster: `clusterNodes`), so any number of instances may serve the
 * same namespace; each player's messages reach them through sharded pub/sub, whichever instance
 * holds their sockets.
 * @throws when Redis cannot be reached, the event store cannot be opened or the port is taken.
 */
export async function startLobbyService(options: LobbyServiceOptions): Promise<LobbyService> {
  const namespace = options.namespace ?? 'arena';
  const instanceId = options.instanceId ?? randomBytes(6).toString('hex');
  const log = (options.logger ?? pino({ name: 'lobby', level: 'info' })).child({ instance: instanceId });
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const graceMs = options.graceMs ?? 180_000;
  const sweepIntervalMs = options.sweepIntervalMs ?? 1_000;
  const presenceTtlMs = options.presenceTtlMs ?? 15_000;
  const maxPendingFrames = options.maxPendingFrames ?? 1_000;
  const keys = lobbyKeys(namespace);

  const ownsStore = !('append' in options.eventStore);
  const eventStore = 'append' in options.eventStore ? options.eventStore : openEventStore(options.eventStore);
  const clients = openLobbyClients(options.redisUrl ?? 'redis://127.0.0.1:6379', options.redisSentinel, options.clusterNodes, (error, of) =>
    log.warn({ err: error }, `redis connection error (${of})`),
  );
  const { redis, lobbyRedis, disconnect } = clients;
  const metrics = new LobbyMetrics();
  const connections = new Connections();
  const store = new LobbyStore(lobbyRedis, keys);
  let live: LiveReadModels | undefined;
  let fanout: Fanout;
  try {
    live = await LiveReadModels.open(redis, namespace);
    fanout = await Fanout.open(
      lobbyRedis,
      keys,
      (deliveries) => {
        for (const delivery of deliveries) connections.deliver(delivery.to, delivery.message, delivery.except);
      },
      (error) => log.error({ err: error }, 'unreadable fan-out message'),
    );
  } catch (error) {
    await live?.close();
    disconnect();
    if (ownsStore) await eventStore.close();
    throw error;
  }
  const readModels = live;
  const history = new LobbyHistory(eventStore, (error, stream, events) => {
    metrics.inc('lobby_history_failures_total');
    log.error({ err: error, stream, events: events.map((event) => event.type) }, 'lobby events not recorded');
  });
  const actions = new LobbyActions({
    store,
    fanout,
    history,
    loadCard: (steamId) => loadPlayerCard(redis, readModels, steamId),
    now: () => Date.now(),
    lockedLobbyMs: options.lockedLobbyMs ?? LOBBY_LOCKED_SECONDS * 1000,
    chatLimit: options.chatLimit ?? { messages: CHAT_RATE_LIMIT.messages, windowMs: CHAT_RATE_LIMIT.windowSeconds * 1000 },
    listLimit: options.listLimit ?? 200,
  });
  metrics.gauge('lobby_sockets', 'Authenticated sockets open on this instance', () => connections.size);
  metrics.gauge('lobby_players_connected', 'Players with a socket on this instance', () => connections.players().length);

  let stopping = false;
  let sockets = 0;

  const server = http.createServer(opsHandler({ redis, lobbyRedis, metrics, connections, instanceId, stopping: () => stopping }));
  // no compression: inflating every frame of a flood would cost CPU for nothing (frames are small)
  const publicUrl = options.sessions?.publicUrl ?? '';
  const wss = new WebSocketServer({
    server,
    maxPayload: options.maxPayloadBytes ?? 4096,
    perMessageDeflate: false,
    // a page of another site may not open a player's socket with their cookie (cross-site WebSocket hijacking)
    verifyClient: ({ req }: { req: http.IncomingMessage }, done: (ok: boolean, code?: number, reason?: string) => void) => {
      if (originAllowed(req.headers.origin, req.headers.host, publicUrl)) return done(true);
      metrics.inc('lobby_sockets_refused_total');
      done(false, 403, 'Forbidden origin');
    },
  });
  wss.on('error', (error) => log.error({ err: error }, 'websocket server error'));
  wss.on('connection', (socket, req) => accept(socket, req));

  /** A socket: its first job is the ticket; frames that come meanwhile wait in its queue. */
  function accept(socket: WebSocket, req: http.IncomingMessage): void {
    // ws reports protocol violations (an oversized frame...) here before closing the socket
    socket.on('error', (error) => log.debug({ err: error }, 'socket error'));
    if (stopping) {
      socket.close(1001, 'lobby service shutting down');
      return;
    }
    let session: Session | null = null;
    let closed = false;
    const early: Array<[RawData, boolean]> = [];
    socket.on('message', (data, isBinary) => {
      if (session) enqueue(session, () => handleFrame(session!, data, isBinary));
      // before the ticket is redeemed a client has no reason to send much
      else if (early.length < 16) early.push([data, isBinary]);
    });
    socket.on('close', () => {
      closed = true;
      if (session) void disconnected(session);
    });

    void (async () => {
      let steamId: string | null = null;
      try {
        const ticket = ticketOf(req.url);
        if (ticket) steamId = await redeemLobbyTicket(redis, namespace, ticket);
        else if (options.sessions && cookieAllowed(req.headers.origin, req.headers.host, publicUrl))
          steamId = await sessionSteamId(redis, namespace, options.sessions, req.headers.cookie, Date.now());
      } catch (error) {
        log.error({ err: error }, 'ticket or session not read');
        socket.close(1011, 'lobby service unavailable; try again');
        return;
      }
      if (!steamId) {
        metrics.inc('lobby_sockets_refused_total');
        socket.close(CLOSE_INVALID_TICKET, 'invalid or expired ticket or session');
        return;
      }
      if (closed || stopping) return;
      const serial = sockets++;
      const current: Session = {
        id: `${instanceId}:${serial}`,
        steamId,
        socket,
        serial,
        alive: true,
        pending: 0,
        queue: Promise.resolve(),
      };
      session = current;
      const first = connections.add(current);
      enqueue(current, async () => {
        if (first) await store.presence.markPresent(instanceId, [current.steamId], Date.now(), presenceTtlMs);
        send(current, await actions.connected(current.steamId));
        // the other players see this one `ready` again
        if (first) await actions.presenceChanged(current.steamId);
      });
      for (const [data, isBinary] of early) enqueue(current, () => handleFrame(current, data, isBinary));
      log.debug({ steamId }, 'socket connected');
    })();
  }

  function enqueue(session: Session, job: () => Promise<void>): void {
    if (session.pending >= maxPendingFrames) {
      session.socket.close(1008, 'too many messages waiting');
      return;
    }
    session.pending++;
    session.queue = session.queue
      .then(job)
      .catch((error: unknown) => {
        // Redis down or similar: the request is lost, the socket and the service stay
        metrics.inc('lobby_failures_total');
        if (!stopping) log.error({ err: error, steamId: session.steamId }, 'lobby request failed');
      })
      .finally(() => {
        session.pending--;
      });
  }

  async function handleFrame(session: Session, data: RawData, isBinary: boolean): Promise<void> {
    const reply = (message: Parameters<typeof send>[1]) => {
      if (message.event === 'error') metrics.inc('lobby_errors_sent_total', `code="${message.data}"`);
      send(session, message);
    };
    const message = decodeClientFrame(data, isBinary);
    if (!message) {
      metrics.inc('lobby_client_messages_total', 'event="invalid"');
      reply(errorMessage('invalid_data'));
      return;
    }
    metrics.inc('lobby_client_messages_total', `event="${message.event}"`);
    const { steamId } = session;
    const asker = { steamId, socketId: session.id, reply };
    switch (message.event) {
      case 'pong':
        session.alive = true;
        return;
      case 'connected':
        return reply(await actions.connected(steamId));
      case 'refresh_lobbies':
        return reply(await actions.lobbiesList());
      case 'make_lobby':
        return actions.make(asker, message.data);
      case 'join_lobby':
        return actions.join(asker, joinedLobbyId(message.data));
      case 'leave_lobby':
        return actions.leave(asker);
      case 'chat':
        return actions.chat(steamId, session.id, message.data.message, reply);
    }
  }

  async function disconnected(session: Session): Promise<void> {
    if (!connections.remove(session) || stopping) return;
    try {
      // the next sweep (of any instance) tells their lobby they are not ready, unless they came back by then
      await store.presence.markGone(instanceId, [session.steamId], Date.now());
      // a new socket of theirs may have come meanwhile; its mark must not be the one removed
      if (connections.has(session.steamId)) await store.presence.markPresent(instanceId, [session.steamId], Date.now(), presenceTtlMs);
    } catch (error) {
      if (!stopping) log.error({ err: error, steamId: session.steamId }, 'disconnect not recorded');
    }
  }

  const stopHeartbeat = startHeartbeat(connections, pingIntervalMs);
  // every instance sweeps; the scripts make each change happen once
  let presenceMarkedAt = Date.now();
  const stopSweeper = startSweeper(
    sweepIntervalMs,
    async () => {
      // this instance's marks on its players' presence are refreshed before they run out
      if (Date.now() - presenceMarkedAt >= presenceTtlMs / 3) {
        presenceMarkedAt = Date.now();
        await store.presence.markPresent(instanceId, connections.players(), presenceMarkedAt, presenceTtlMs);
      }
      await actions.announceAbsentPlayers();
      await actions.closeDueLobbies();
      await actions.removeAbsentPlayers(graceMs);
    },
    (error) => {
      metrics.inc('lobby_failures_total');
      log.error({ err: error }, 'lobby sweep failed');
    },
  );

  try {
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(options.port ?? 4000, options.host ?? '127.0.0.1', resolve),
    );
  } catch (error) {
    stopHeartbeat();
    stopSweeper();
    fanout.close();
    await readModels.close();
    disconnect();
    if (ownsStore) await eventStore.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  log.info({ port, namespace }, 'lobby service listening');

  const stopTimers = () => {
    stopping = true;
    stopHeartbeat();
    stopSweeper();
  };

  return {
    port,
    instanceId,
    async close() {
      if (stopping) return;
      const players = connections.players();
      stopTimers();
      for (const socket of wss.clients) socket.close(1001, 'lobby service shutting down');
      await store.presence
        .markGone(instanceId, players, Date.now())
        .catch((error: unknown) => log.warn({ err: error }, 'presence not cleared'));
      await waitFor(() => wss.clients.size === 0, 1000);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fanout.close();
      await readModels.close();
      await history.flush();
      if (ownsStore) await eventStore.close();
      await clients.quit();
      log.info('lobby service stopped');
    },
    async kill() {
      if (stopping) return;
      stopTimers();
      for (const socket of wss.clients) socket.terminate();
      server.closeAllConnections();
      wss.close();
      server.close();
      fanout.close();
      await readModels.close();
      disconnect();
      if (ownsStore) await eventStore.close().catch(() => undefined);
    },
  };
}

/** The `ticket` query parameter of a socket's URL, or null. */
function ticketOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'ws://lobby').searchParams.get('ticket') || null;
  } catch {
    return null;
  }
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}
