import WebSocket from 'ws';
import type { LobbyServerMessage } from '@arena/contract';
import { encodeServerMessage } from './protocol';

/** Bytes a socket may have waiting to be sent before it counts as stuck and is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One authenticated socket of a player on this instance. */
export interface Session {
  /** Names this socket among every instance's: `{instanceId}:{serial}`. */
  readonly id: string;
  readonly steamId: string;
  readonly socket: WebSocket;
  /** Its number among this instance's sockets, in the order they came: places it on the heartbeat's wheel. */
  readonly serial: number;
  /** It answered the last ping (or none was sent yet). */
  alive: boolean;
  /** Frames received and not handled yet. */
  pending: number;
  /** The frames' handling, one after the other, so replies keep the order of the requests. */
  queue: Promise<void>;
}

/**
 * This instance's sockets, by player. A player may have several (tabs, devices), here and on
 * other instances; a message to a player goes to each of their sockets.
 */
export class Connections {
  private readonly byPlayer = new Map<string, Set<Session>>();
  private sockets = 0;

  /** Adds a session; true when it is the player's first socket here. */
  add(session: Session): boolean {
    const sessions = this.byPlayer.get(session.steamId) ?? new Set<Session>();
    const first = sessions.size === 0;
    if (!sessions.has(session)) this.sockets++;
    sessions.add(session);
    this.byPlayer.set(session.steamId, sessions);
    return first;
  }

  /** Removes a session; true when the player has no socket left here. */
  remove(session: Session): boolean {
    const sessions = this.byPlayer.get(session.steamId);
    if (!sessions?.delete(session)) return false;
    this.sockets--;
    if (sessions.size > 0) return false;
    this.byPlayer.delete(session.steamId);
    return true;
  }

  /** Whether the player has a socket here. */
  has(steamId: string): boolean {
    return this.byPlayer.has(steamId);
  }

  /** Players with a socket here. */
  players(): string[] {
    return [...this.byPlayer.keys()];
  }

  /** Every session here. */
  *sessions(): Iterable<Session> {
    for (const sessions of this.byPlayer.values()) yield* sessions;
  }

  /** How many sockets are open here. */
  get size(): number {
    return this.sockets;
  }

  /** Sends to each socket here of each of `steamIds` (the others are some other instance's) but the socket `except` names. */
  deliver(steamIds: readonly string[], message: LobbyServerMessage, except?: string): void {
    let text: string | null = null;
    for (const steamId of steamIds) {
      const sessions = this.byPlayer.get(steamId);
      if (!sessions) continue;
      text ??= encodeServerMessage(message);
      for (const session of sessions) if (session.id !== except) sendText(session, text);
    }
  }
}

/** Sends a message to one socket. */
export function send(session: Session, message: LobbyServerMessage): void {
  sendText(session, encodeServerMessage(message));
}

function sendText(session: Session, text: string): void {
  const { socket } = session;
  if (socket.readyState !== WebSocket.OPEN) return;
  // a client that reads nothing would make the server buffer without end
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(text);
}
