import type {
  LobbyClientMessage,
  LobbyPlayerCard,
  LobbyPlayerView,
  LobbyRegion,
  LobbyServerMessage,
  LobbySummary,
  LobbyView,
  ResponseOf,
} from '@arena/contract';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_LENGTH,
  LOBBY_ERROR_CODES,
  LOBBY_LOCKED_SECONDS,
  PING_TIMEOUT_MS,
  UNAUTHORIZED_CLOSE_CODE,
} from './constants';

/*
 * The matchmaking socket's protocol as the page sees it, in pure functions (no socket, no clock
 * of their own): the page state and the reducer that applies the server's events to it (in the
 * live site's shapes: `join_lobby` and `lobby_changed` carry the player list, `lobby_locked` a
 * boolean, `password` the password, `error` the code), the side effects each event asks for
 * (answer `ping` with `pong`, ask for the lobby's details after joining, show an error), the
 * player's own chat lines (the server does not send them back), the 31 s ping watchdog, the
 * locked lobby's countdown, and the messages the page sends.
 * Protocol: libs/contract/src/lobbies/messages.ts; rules: docs/game-rules.md "Matchmaking lobbies".
 */

/** `connecting`: fetching a ticket or opening the socket; `open`: the socket is up; `disconnected`: it closed. */
export type ConnectionStatus = 'connecting' | 'open' | 'disconnected';

/** Why the page shows itself disconnected. */
export type DisconnectReason = 'closed' | 'timeout' | 'unauthorized' | 'ticket';

/** One chat message of the lobby the player is in. */
export interface ChatLine {
  /** unique on the page (React key) */
  key: string;
  steamId: string;
  username: string;
  message: string;
  sentAt: string;
  /** the player's own line, shown when sent (the server does not echo it) */
  own: boolean;
}

/** What the matchmaking page shows. */
export interface LobbyState {
  status: ConnectionStatus;
  /** why it is disconnected (null otherwise) */
  reason: DisconnectReason | null;
  /** the server's `connected` event has arrived (the lists below are the server's) */
  synced: boolean;
  /** the signed-in player, as lobbies show them */
  me: LobbyPlayerCard | null;
  /** the open lobbies (the list view) */
  lobbies: LobbySummary[];
  /** the player is in a lobby (`join_lobby`, or `connected` with one) */
  inLobby: boolean;
  /** that lobby's details, once `connected` told them (null before, and when in none) */
  lobby: LobbyView | null;
  /** that lobby's players, in the order they joined */
  players: LobbyPlayerView[];
  /** when that lobby locked, on this page's clock (ms since the epoch), or null */
  lockedAt: number | null;
  /** the chat of the lobby (cleared on leaving it) */
  chat: ChatLine[];
  /** when the socket opened or the last `ping` came (ms since the epoch): the watchdog's reference */
  lastPingAt: number;
  /** chat lines shown so far (for their keys) */
  chatCount: number;
}

/** What changes the state: the socket's life, the server's events and the player's own chat lines (`at`: Date.now() then). */
export type LobbyAction =
  | { type: 'connecting' }
  | { type: 'opened'; at: number }
  | { type: 'message'; message: LobbyServerMessage; at: number }
  | { type: 'said'; message: string; at: number }
  | { type: 'disconnected'; reason: DisconnectReason };

export const initialLobbyState: LobbyState = {
  status: 'connecting',
  reason: null,
  synced: false,
  me: null,
  lobbies: [],
  inLobby: false,
  lobby: null,
  players: [],
  lockedAt: null,
  chat: [],
  lastPingAt: 0,
  chatCount: 0,
};

/** Out of any lobby: no details, players, lock or chat. */
const outOfLobby = { inLobby: false, lobby: null, players: [], lockedAt: null, chat: [] } satisfies Partial<LobbyState>;

/** A chat line added, the oldest dropped past 200. */
function withLine(state: LobbyState, line: Omit<ChatLine, 'key'>): LobbyState {
  const key = `${state.chatCount}`;
  return { ...state, chat: [...state.chat, { key, ...line }].slice(-CHAT_HISTORY_LIMIT), chatCount: state.chatCount + 1 };
}

/** Applies one server event to the page state. */
export function applyServerMessage(state: LobbyState, message: LobbyServerMessage, at: number): LobbyState {
  switch (message.event) {
    case 'ping':
      return { ...state, lastPingAt: at };
    case 'connected': {
      const { data } = message;
      if (!('lobby' in data)) return { ...state, ...outOfLobby, synced: true, me: data.me, lobbies: data.lobbyList };
      const { lobby } = data;
      // a reconnection to the same lobby keeps its chat
      const same = state.inLobby && (state.lobby === null || state.lobby.lobby_id === lobby.lobby_id);
      return {
        ...state,
        synced: true,
        me: data.me,
        inLobby: true,
        lobby,
        players: data.lobby_players,
        lockedAt: lobby.locked ? at - (lobby.time_since_lock ?? 0) * 1000 : null,
        chat: same ? state.chat : [],
      };
    }
    case 'join_lobby':
      // the details come with the `connected` the page asks for next
      return state.inLobby ? { ...state, players: message.data } : { ...state, ...outOfLobby, inLobby: true, players: message.data };
    case 'lobby_changed':
      return state.inLobby ? { ...state, players: message.data } : state;
    case 'lobby_locked':
      if (!state.inLobby) return state;
      return {
        ...state,
        lobby: state.lobby && { ...state.lobby, locked: message.data, time_since_lock: message.data ? 0 : null },
        lockedAt: message.data ? at : null,
      };
    case 'left_lobby':
      return { ...state, ...outOfLobby };
    case 'password':
      return state.lobby ? { ...state, lobby: { ...state.lobby, lobby_password: message.data } } : state;
    case 'chat': {
      if (!state.inLobby) return state;
      const { steam_id, username, message: text, sent_at } = message.data;
      return withLine(state, { steamId: steam_id, username, message: text, sentAt: sent_at, own: false });
    }
    case 'lobbies_list':
      return { ...state, lobbies: message.data };
    case 'error': {
      // a line refused for the rate limit was shown when sent: it goes
      if (message.data !== 'rate_limited') return state;
      const last = state.chat.findLastIndex((line) => line.own);
      return last < 0 ? state : { ...state, chat: state.chat.filter((_, i) => i !== last) };
    }
    default:
      return state;
  }
}

/** The page's reducer. */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'connecting':
      return { ...state, status: 'connecting', reason: null };
    case 'opened':
      return { ...state, status: 'open', reason: null, lastPingAt: action.at };
    case 'message':
      return state.status === 'disconnected' ? state : applyServerMessage(state, action.message, action.at);
    case 'said':
      // the player's own line, as the live site's client shows it: the server does not send it back
      if (!state.inLobby || !state.me) return state;
      return withLine(state, {
        steamId: state.me.steam_id,
        username: state.me.username,
        message: action.message,
        sentAt: new Date(action.at).toISOString(),
        own: true,
      });
    case 'disconnected':
      return { ...state, status: 'disconnected', reason: action.reason, synced: false };
    default:
      return state;
  }
}

/** What a server event asks of the page besides its state: a message to send, an error to show. */
export type LobbyEffect = { type: 'send'; message: LobbyClientMessage } | { type: 'toast'; code: string };

/**
 * The effects of one server event: `ping` → `pong`; `error` → its toast; `left_lobby` → a fresh
 * list; `join_lobby` → `connected` (the lobby's details: `join_lobby` carries its players only).
 */
export function effectsOf(message: LobbyServerMessage): LobbyEffect[] {
  switch (message.event) {
    case 'ping':
      return [{ type: 'send', message: { event: 'pong', data: {} } }];
    case 'error':
      return [{ type: 'toast', code: message.data }];
    case 'left_lobby':
      return [{ type: 'send', message: { event: 'refresh_lobbies', data: {} } }];
    case 'join_lobby':
      return [{ type: 'send', message: { event: 'connected', data: {} } }];
    default:
      return [];
  }
}

/** The toast code of a socket's close code (4401: refused ticket or session), or null. */
export function closeToastCode(code: number): string | null {
  return code === UNAUTHORIZED_CLOSE_CODE ? 'unauthorized' : null;
}

/** Why the page is disconnected after the socket closed with `code`. */
export function closeReason(code: number): DisconnectReason {
  return code === UNAUTHORIZED_CLOSE_CODE ? 'unauthorized' : 'closed';
}

/** Whether no ping has come for 31 s since `lastPingAt` (the socket's opening or the last ping). */
export function pingOverdue(lastPingAt: number, now: number): boolean {
  return now - lastPingAt >= PING_TIMEOUT_MS;
}

/** The watchdog's decision, checked every second: close the socket and show disconnected. */
export function shouldCloseForSilence(state: Pick<LobbyState, 'status' | 'lastPingAt'>, now: number): boolean {
  return state.status === 'open' && pingOverdue(state.lastPingAt, now);
}

/**
 * Seconds until a locked lobby closes: 300 s minus the time since it locked (`lockedAt`, on this
 * page's clock: the server's `time_since_lock` counted back from when it came, as the live site's
 * client does), never below 0 (a started second counts, so it reads 0 only once the time has
 * come), never above 300. Unknown (null): 0.
 */
export function lockedSecondsLeft(lockedAt: number | null, now: number): number {
  if (lockedAt === null || !Number.isFinite(lockedAt)) return 0;
  const closesAt = lockedAt + LOBBY_LOCKED_SECONDS * 1000;
  return Math.min(LOBBY_LOCKED_SECONDS, Math.max(0, Math.ceil((closesAt - now) / 1000)));
}

/** The socket's address: the lobby service's port on this host, `wss` under https, the ticket in the query. */
export function lobbySocketUrl(
  location: Pick<Location, 'protocol' | 'hostname'>,
  reply: Pick<ResponseOf<'post', '/api/lobby/ticket'>, 'ticket' | 'port'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.hostname}:${reply.port}/?ticket=${encodeURIComponent(reply.ticket)}`;
}

/** The toast codes with a text of their own (the others read as `unknown`). */
export const TOAST_CODES = [...LOBBY_ERROR_CODES, 'unauthorized', 'sign_in_required', 'network_error', 'unknown'] as const;
export type ToastCode = (typeof TOAST_CODES)[number];

/** The text of a toast code (unknown codes: `unknown`). */
export function toastTextCode(code: string): ToastCode {
  return (TOAST_CODES as readonly string[]).includes(code) ? (code as ToastCode) : 'unknown';
}

// ---- what the page sends -----------------------------------------------------------------

/**
 * The rating-range rule, the domain's own (libs/domain, lobbies' constants): `isValidRange(min,
 * max)`, whether a rank range may be hosted (each end a listed limit or none, the minimum below
 * the maximum); `inRange(rating, min, max)`, whether a ladder rating lies inside a lobby's range
 * (null ends: no limit).
 */
export { isLobbyRange as isValidRange, ratingFits as inRange } from '@arena/domain/lobbies/constants';

/** How a rank range reads: any rank, from a minimum, up to a maximum, or between both. */
export type RangeText =
  { key: 'any' } | { key: 'from'; min: number } | { key: 'upTo'; max: number } | { key: 'between'; min: number; max: number };

export function rangeText(mmrMin: number | null, mmrMax: number | null): RangeText {
  if (mmrMin === null && mmrMax === null) return { key: 'any' };
  if (mmrMax === null) return { key: 'from', min: mmrMin! };
  if (mmrMin === null) return { key: 'upTo', max: mmrMax };
  return { key: 'between', min: mmrMin, max: mmrMax };
}

export function makeLobbyMessage(region: LobbyRegion, mmrMin: number | null, mmrMax: number | null): LobbyClientMessage {
  return { event: 'make_lobby', data: { region, mmrMin, mmrMax } };
}

export function joinLobbyMessage(lobbyId: string): LobbyClientMessage {
  return { event: 'join_lobby', data: { lobbyId } };
}

/** A chat message to send, or null when it is empty (after trimming) or longer than 500 characters. */
export function chatMessage(text: string): LobbyClientMessage | null {
  const message = text.trim();
  if (message.length === 0 || message.length > CHAT_MAX_LENGTH) return null;
  return { event: 'chat', data: { message } };
}

// ---- what the page reads -------------------------------------------------------------------

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlayers = (value: unknown): value is LobbyPlayerView[] =>
  Array.isArray(value) && value.every((p) => isObject(p) && typeof p.steam_id === 'string');
const isLobbyList = (value: unknown): value is LobbySummary[] =>
  Array.isArray(value) && value.every((s) => isObject(s) && typeof s.lobby_id === 'string');

/** The data each server event must carry to be applied (a shallow check: the server is ours). */
const SHAPES: Record<LobbyServerMessage['event'], (data: unknown) => boolean> = {
  ping: () => true,
  connected: (d) =>
    isObject(d) &&
    isObject(d.me) &&
    ('lobby' in d ? isObject(d.lobby) && typeof d.lobby.lobby_id === 'string' && isPlayers(d.lobby_players) : isLobbyList(d.lobbyList)),
  join_lobby: isPlayers,
  left_lobby: () => true,
  lobby_changed: isPlayers,
  lobby_locked: (d) => typeof d === 'boolean',
  password: (d) => typeof d === 'string',
  chat: (d) => isObject(d) && typeof d.steam_id === 'string' && typeof d.username === 'string' && typeof d.message === 'string',
  lobbies_list: isLobbyList,
  error: (d) => typeof d === 'string',
};

/** A socket frame as a server event, or null (not JSON, an unknown event, data missing or of another shape). */
export function parseServerMessage(frame: unknown): LobbyServerMessage | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.event !== 'string' || !Object.hasOwn(SHAPES, value.event)) return null;
  const data = value.data === undefined ? {} : value.data;
  if (!SHAPES[value.event as LobbyServerMessage['event']](data)) return null;
  return { event: value.event, data } as LobbyServerMessage;
}
