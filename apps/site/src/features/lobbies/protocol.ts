import type {
  LobbyClientMessage,
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
 * of their own): the page state and the reducer that applies the server's events to it, the
 * side effects each event asks for (answer `ping` with `pong`, show an error), the 31 s ping
 * watchdog, the locked lobby's countdown, and the messages the page sends.
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
}

/** What the matchmaking page shows. */
export interface LobbyState {
  status: ConnectionStatus;
  /** why it is disconnected (null otherwise) */
  reason: DisconnectReason | null;
  /** the server's `connected` event has arrived (the lists below are the server's) */
  synced: boolean;
  /** the signed-in player, as lobbies show them */
  player: LobbyPlayerView | null;
  /** the open lobbies (the list view) */
  lobbies: LobbySummary[];
  /** the lobby the player is in, or null */
  lobby: LobbyView | null;
  /** the chat of `lobby` (cleared on leaving it) */
  chat: ChatLine[];
  /** when the socket opened or the last `ping` came (ms since the epoch): the watchdog's reference */
  lastPingAt: number;
  /** chat lines received so far (for their keys) */
  chatCount: number;
}

/** What changes the state: the socket's life and the server's events (`at`: Date.now() then). */
export type LobbyAction =
  | { type: 'connecting' }
  | { type: 'opened'; at: number }
  | { type: 'message'; message: LobbyServerMessage; at: number }
  | { type: 'disconnected'; reason: DisconnectReason };

export const initialLobbyState: LobbyState = {
  status: 'connecting',
  reason: null,
  synced: false,
  player: null,
  lobbies: [],
  lobby: null,
  chat: [],
  lastPingAt: 0,
  chatCount: 0,
};

/** The list's entry of `lobby` brought up to date with its view (player count, locked). */
function patchSummaries(lobbies: LobbySummary[], lobby: LobbyView): LobbySummary[] {
  if (!lobbies.some((s) => s.id === lobby.id)) return lobbies;
  const host = lobby.players.find((p) => p.steam_id === lobby.host_id);
  return lobbies.map((s) =>
    s.id === lobby.id ? { ...s, players: lobby.players.length, locked: lobby.locked, host: host?.username ?? s.host } : s,
  );
}

/** The player's lobby replaced by `lobby`: the chat goes when the lobby is another one; a known password stays. */
function enterLobby(state: LobbyState, lobby: LobbyView | null): LobbyState {
  const same = state.lobby !== null && lobby !== null && state.lobby.id === lobby.id;
  const password = lobby && lobby.password === null && same ? state.lobby!.password : (lobby?.password ?? null);
  const next = lobby ? { ...lobby, password } : null;
  return {
    ...state,
    lobby: next,
    chat: same ? state.chat : [],
    lobbies: next ? patchSummaries(state.lobbies, next) : state.lobbies,
  };
}

/** Applies one server event to the page state. */
export function applyServerMessage(state: LobbyState, message: LobbyServerMessage, at: number): LobbyState {
  switch (message.event) {
    case 'ping':
      return { ...state, lastPingAt: at };
    case 'connected': {
      const entered = enterLobby({ ...state, lobbies: message.data.lobbyList }, message.data.lobby);
      return { ...entered, synced: true, player: message.data.player };
    }
    case 'join_lobby':
      return enterLobby(state, message.data.lobby);
    case 'lobby_changed':
    case 'lobby_locked': {
      // about the player's own lobby only (a late event of a lobby they left changes nothing)
      const { lobby } = message.data;
      if (state.lobby && state.lobby.id !== lobby.id) return { ...state, lobbies: patchSummaries(state.lobbies, lobby) };
      if (!state.lobby && message.event === 'lobby_changed') return { ...state, lobbies: patchSummaries(state.lobbies, lobby) };
      return enterLobby(state, lobby);
    }
    case 'left_lobby':
      if (state.lobby && state.lobby.id !== message.data.lobbyId) return state;
      return { ...state, lobby: null, chat: [] };
    case 'password':
      if (!state.lobby || state.lobby.id !== message.data.lobbyId) return state;
      return { ...state, lobby: { ...state.lobby, password: message.data.password } };
    case 'chat': {
      if (!state.lobby || state.lobby.id !== message.data.lobbyId) return state;
      const { steam_id, username, message: text, sent_at } = message.data;
      const line: ChatLine = { key: `${state.chatCount}`, steamId: steam_id, username, message: text, sentAt: sent_at };
      return { ...state, chat: [...state.chat, line].slice(-CHAT_HISTORY_LIMIT), chatCount: state.chatCount + 1 };
    }
    case 'lobbies_list':
      return { ...state, lobbies: message.data.lobbies };
    case 'error':
      return state;
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
    case 'disconnected':
      return { ...state, status: 'disconnected', reason: action.reason, synced: false };
    default:
      return state;
  }
}

/** What a server event asks of the page besides its state: a message to send, an error to show. */
export type LobbyEffect = { type: 'send'; message: LobbyClientMessage } | { type: 'toast'; code: string };

/** The effects of one server event: `ping` → `pong`; `error` → its toast; `left_lobby` → a fresh list. */
export function effectsOf(message: LobbyServerMessage): LobbyEffect[] {
  switch (message.event) {
    case 'ping':
      return [{ type: 'send', message: { event: 'pong', data: {} } }];
    case 'error':
      return [{ type: 'toast', code: message.data.code }];
    case 'left_lobby':
      return [{ type: 'send', message: { event: 'refresh_lobbies', data: {} } }];
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
 * Seconds until a locked lobby closes: 300 s minus the time since `locked_at`, never below 0
 * (a started second counts, so it reads 0 only once the time has come). A lobby without a
 * readable `locked_at` counts from `closes_at`, else reads 0. A clock behind the server's never
 * reads more than 300.
 */
export function lockedSecondsLeft(lobby: Pick<LobbyView, 'locked_at' | 'closes_at'>, now: number): number {
  const lockedAt = lobby.locked_at ? Date.parse(lobby.locked_at) : Number.NaN;
  const closesAt = Number.isFinite(lockedAt)
    ? lockedAt + LOBBY_LOCKED_SECONDS * 1000
    : lobby.closes_at
      ? Date.parse(lobby.closes_at)
      : Number.NaN;
  if (!Number.isFinite(closesAt)) return 0;
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
const isLobby = (value: unknown): value is LobbyView => isObject(value) && typeof value.id === 'string' && Array.isArray(value.players);
const isLobbyList = (value: unknown): value is LobbySummary[] =>
  Array.isArray(value) && value.every((s) => isObject(s) && typeof s.id === 'string');

/** The data each server event must carry to be applied (a shallow check: the server is ours). */
const SHAPES: Record<LobbyServerMessage['event'], (data: Record<string, unknown>) => boolean> = {
  ping: () => true,
  connected: (d) => isObject(d.player) && isLobbyList(d.lobbyList) && (d.lobby === null || d.lobby === undefined || isLobby(d.lobby)),
  join_lobby: (d) => isLobby(d.lobby),
  left_lobby: (d) => typeof d.lobbyId === 'string',
  lobby_changed: (d) => isLobby(d.lobby),
  lobby_locked: (d) => isLobby(d.lobby),
  password: (d) => typeof d.lobbyId === 'string' && typeof d.password === 'string',
  chat: (d) => typeof d.lobbyId === 'string' && typeof d.steam_id === 'string' && typeof d.message === 'string',
  lobbies_list: (d) => isLobbyList(d.lobbies),
  error: (d) => typeof d.code === 'string',
};

/** A socket frame as a server event, or null (not JSON, an unknown event, data missing). */
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
  if (!isObject(data) || !SHAPES[value.event as LobbyServerMessage['event']](data)) return null;
  if (value.event === 'connected' && data.lobby === undefined)
    return { event: 'connected', data: { ...data, lobby: null } } as LobbyServerMessage;
  return { event: value.event, data } as LobbyServerMessage;
}
