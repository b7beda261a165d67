import type { LobbyPlayerView, LobbyServerMessage, LobbySummary, LobbyView } from '@arena/contract';
import lobbiesCn from '../../locales/cn/lobbies.json';
import lobbiesEn from '../../locales/en/lobbies.json';
import { CHAT_HISTORY_LIMIT, CHAT_MAX_LENGTH, LOBBY_ERROR_CODES, LOBBY_MMR_MAXIMUMS, LOBBY_MMR_MINIMUMS, LOBBY_REGIONS } from './constants';
import {
  applyServerMessage,
  chatMessage,
  closeReason,
  closeToastCode,
  effectsOf,
  inRange,
  initialLobbyState,
  isValidRange,
  joinLobbyMessage,
  lobbyReducer,
  lobbySocketUrl,
  lockedSecondsLeft,
  makeLobbyMessage,
  parseServerMessage,
  pingOverdue,
  rangeText,
  shouldCloseForSilence,
  TOAST_CODES,
  toastTextCode,
  type LobbyAction,
  type LobbyState,
} from './protocol';

const NOW = Date.parse('2025-06-02T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const ME = '76561198000000001';
const OTHER = '76561198000000002';

const player = (over: Partial<LobbyPlayerView> = {}): LobbyPlayerView => ({
  steam_id: ME,
  username: 'Me',
  avatar: null,
  ladder_mmr: 1200,
  rank: 'Crusader',
  is_host: false,
  ready: true,
  ...over,
});

const summary = (over: Partial<LobbySummary> = {}): LobbySummary => ({
  id: 'l1',
  region: 'EU West',
  mmr_min: 1000,
  mmr_max: 1499,
  players: 1,
  max_players: 8,
  host: 'Other',
  locked: false,
  created_at: iso(NOW - 60_000),
  ...over,
});

const view = (over: Partial<LobbyView> = {}): LobbyView => ({
  id: 'l1',
  region: 'EU West',
  mmr_min: 1000,
  mmr_max: 1499,
  host_id: OTHER,
  players: [player({ steam_id: OTHER, username: 'Other', is_host: true }), player()],
  locked: false,
  locked_at: null,
  closes_at: null,
  password: null,
  created_at: iso(NOW - 60_000),
  ...over,
});

const open: LobbyState = { ...initialLobbyState, status: 'open', lastPingAt: NOW };
const run = (state: LobbyState, ...messages: LobbyServerMessage[]) => messages.reduce((s, m) => applyServerMessage(s, m, NOW), state);
const chat = (lobbyId: string, message: string): LobbyServerMessage => ({
  event: 'chat',
  data: { lobbyId, steam_id: OTHER, username: 'Other', message, sent_at: iso(NOW) },
});
const inLobby = run(open, { event: 'join_lobby', data: { lobby: view() } }, chat('l1', 'hi'));

describe('the reducer: every server event', () => {
  test('ping: the watchdog restarts from now; the state is otherwise the same', () => {
    const next = applyServerMessage({ ...open, lastPingAt: NOW - 20_000 }, { event: 'ping', data: {} }, NOW);
    expect(next).toEqual({ ...open, lastPingAt: NOW });
  });

  test('connected: the player, the lobby list and their lobby (none)', () => {
    const next = run(open, { event: 'connected', data: { player: player(), lobby_players: [], lobbyList: [summary()], lobby: null } });
    expect(next).toMatchObject({ synced: true, player: player(), lobbies: [summary()], lobby: null, chat: [] });
  });

  test('connected while in a lobby (a reconnection): the lobby, and its chat stays', () => {
    const next = run(inLobby, {
      event: 'connected',
      data: { player: player(), lobby_players: view().players, lobbyList: [], lobby: view() },
    });
    expect(next.lobby?.id).toBe('l1');
    expect(next.chat.map((l) => l.message)).toEqual(['hi']);
  });

  test('join_lobby: the player is in the lobby, with an empty chat', () => {
    const next = run(open, { event: 'join_lobby', data: { lobby: view() } });
    expect(next.lobby).toEqual(view());
    expect(next.chat).toEqual([]);
  });

  test('join_lobby of another lobby: the old chat goes', () => {
    const next = run(inLobby, { event: 'join_lobby', data: { lobby: view({ id: 'l2' }) } });
    expect(next.lobby?.id).toBe('l2');
    expect(next.chat).toEqual([]);
  });

  test('left_lobby: out of the lobby, and the chat is cleared', () => {
    const next = run(inLobby, { event: 'left_lobby', data: { lobbyId: 'l1' } });
    expect(next.lobby).toBeNull();
    expect(next.chat).toEqual([]);
  });

  test('left_lobby of another lobby changes nothing', () => {
    expect(run(inLobby, { event: 'left_lobby', data: { lobbyId: 'other' } })).toBe(inLobby);
  });

  test('chat after leaving is not shown, and a new lobby starts with an empty chat', () => {
    const left = run(inLobby, { event: 'left_lobby', data: { lobbyId: 'l1' } }, chat('l1', 'late'));
    expect(left.chat).toEqual([]);
    const rejoined = run(left, { event: 'join_lobby', data: { lobby: view() } });
    expect(rejoined.chat).toEqual([]);
  });

  test('lobby_changed: the lobby is replaced, the chat stays, the list entry follows', () => {
    const withList = { ...inLobby, lobbies: [summary()] };
    const three = view({ players: [...view().players, player({ steam_id: '76561198000000003', username: 'Third' })] });
    const next = run(withList, { event: 'lobby_changed', data: { lobby: three } });
    expect(next.lobby?.players).toHaveLength(3);
    expect(next.chat).toHaveLength(1);
    expect(next.lobbies[0]).toMatchObject({ id: 'l1', players: 3, locked: false });
  });

  test('lobby_changed of a lobby the player is not in: only the list entry follows', () => {
    const lobbyless = { ...open, lobbies: [summary({ id: 'l9' })] };
    const next = run(lobbyless, {
      event: 'lobby_changed',
      data: { lobby: view({ id: 'l9', players: [player({ steam_id: OTHER, is_host: true })] }) },
    });
    expect(next.lobby).toBeNull();
    expect(next.lobbies[0].players).toBe(1);
    expect(run(inLobby, { event: 'lobby_changed', data: { lobby: view({ id: 'l9' }) } }).lobby?.id).toBe('l1');
  });

  test('lobby_changed after the host left: the new host is shown', () => {
    const next = run(inLobby, { event: 'lobby_changed', data: { lobby: view({ host_id: ME, players: [player({ is_host: true })] }) } });
    expect(next.lobby).toMatchObject({ host_id: ME, players: [{ steam_id: ME, is_host: true }] });
  });

  test('lobby_locked: locked with its time; a password sent before stays', () => {
    const withPassword = run(inLobby, { event: 'password', data: { lobbyId: 'l1', password: 'AB3DE' } });
    const locked = view({ locked: true, locked_at: iso(NOW), closes_at: iso(NOW + 300_000) });
    const next = run(withPassword, { event: 'lobby_locked', data: { lobby: locked } });
    expect(next.lobby).toMatchObject({ locked: true, locked_at: iso(NOW), password: 'AB3DE' });
    expect(next.chat).toHaveLength(1);
  });

  test('lobby_locked with its password', () => {
    const next = run(inLobby, { event: 'lobby_locked', data: { lobby: view({ locked: true, locked_at: iso(NOW), password: 'QWERT' }) } });
    expect(next.lobby?.password).toBe('QWERT');
  });

  test('password: the lobby shows it; a password of another lobby is ignored', () => {
    expect(run(inLobby, { event: 'password', data: { lobbyId: 'l1', password: 'AB3DE' } }).lobby?.password).toBe('AB3DE');
    expect(run(inLobby, { event: 'password', data: { lobbyId: 'l2', password: 'AB3DE' } })).toBe(inLobby);
    expect(run(open, { event: 'password', data: { lobbyId: 'l1', password: 'AB3DE' } }).lobby).toBeNull();
  });

  test('chat: appended in order with unique keys, only for the lobby the player is in', () => {
    const next = run(inLobby, chat('l1', 'second'), chat('l2', 'elsewhere'));
    expect(next.chat.map((l) => l.message)).toEqual(['hi', 'second']);
    expect(next.chat[1]).toMatchObject({ steamId: OTHER, username: 'Other', sentAt: iso(NOW) });
    expect(new Set(next.chat.map((l) => l.key)).size).toBe(2);
    expect(run(open, chat('l1', 'nobody')).chat).toEqual([]);
  });

  test('chat keeps the last 200 lines', () => {
    const many = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, i) => chat('l1', `m${i}`));
    const next = run(inLobby, ...many);
    expect(next.chat).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(next.chat.at(-1)?.message).toBe(`m${CHAT_HISTORY_LIMIT + 4}`);
  });

  test('lobbies_list: the list is replaced', () => {
    const next = run(
      { ...open, lobbies: [summary()] },
      { event: 'lobbies_list', data: { lobbies: [summary({ id: 'a' }), summary({ id: 'b' })] } },
    );
    expect(next.lobbies.map((l) => l.id)).toEqual(['a', 'b']);
  });

  test('error: the state is unchanged (the page shows a toast)', () => {
    expect(run(inLobby, { event: 'error', data: { code: 'lobby_full', message: 'full' } })).toBe(inLobby);
  });
});

describe('the reducer: the socket', () => {
  const steps = (...actions: LobbyAction[]) => actions.reduce(lobbyReducer, initialLobbyState);

  test('connecting → open (the watchdog starts) → disconnected with its reason', () => {
    expect(steps({ type: 'connecting' }).status).toBe('connecting');
    expect(steps({ type: 'opened', at: NOW })).toMatchObject({ status: 'open', lastPingAt: NOW });
    const closed = steps({ type: 'opened', at: NOW }, { type: 'disconnected', reason: 'timeout' });
    expect(closed).toMatchObject({ status: 'disconnected', reason: 'timeout', synced: false });
  });

  test('events after a disconnection are ignored; reconnecting clears the reason', () => {
    const closed = steps({ type: 'opened', at: NOW }, { type: 'disconnected', reason: 'closed' });
    expect(lobbyReducer(closed, { type: 'message', message: { event: 'lobbies_list', data: { lobbies: [summary()] } }, at: NOW })).toBe(
      closed,
    );
    expect(lobbyReducer(closed, { type: 'connecting' })).toMatchObject({ status: 'connecting', reason: null });
  });
});

describe('effects: pong, toasts, a fresh list after leaving', () => {
  test('ping is answered with pong', () => {
    expect(effectsOf({ event: 'ping', data: {} })).toEqual([{ type: 'send', message: { event: 'pong', data: {} } }]);
  });
  test.each(LOBBY_ERROR_CODES)('error %s is a toast with its code', (code) => {
    expect(effectsOf({ event: 'error', data: { code, message: 'x' } })).toEqual([{ type: 'toast', code }]);
  });
  test('left_lobby asks for the lobby list', () => {
    expect(effectsOf({ event: 'left_lobby', data: { lobbyId: 'l1' } })).toEqual([
      { type: 'send', message: { event: 'refresh_lobbies', data: {} } },
    ]);
  });
  test('the other events ask for nothing', () => {
    expect(effectsOf({ event: 'lobbies_list', data: { lobbies: [] } })).toEqual([]);
    expect(effectsOf(chat('l1', 'x'))).toEqual([]);
  });
  test('a socket closed with 4401 is the `unauthorized` toast; other closes are not toasts', () => {
    expect(closeToastCode(4401)).toBe('unauthorized');
    expect(closeReason(4401)).toBe('unauthorized');
    expect(closeToastCode(1006)).toBeNull();
    expect(closeReason(1006)).toBe('closed');
  });
  test('every toast code has a text in both languages; unknown codes read as `unknown`', () => {
    for (const code of TOAST_CODES) {
      expect(lobbiesEn.errors[code]).toEqual(expect.any(String));
      expect(lobbiesCn.errors[code]).toEqual(expect.any(String));
    }
    expect(toastTextCode('lobby_locked')).toBe('lobby_locked');
    expect(toastTextCode('http_error')).toBe('unknown');
  });
});

describe('the 31 s watchdog', () => {
  test('overdue once 31 s have passed without a ping', () => {
    expect(pingOverdue(NOW, NOW + 30_000)).toBe(false);
    expect(pingOverdue(NOW, NOW + 30_999)).toBe(false);
    expect(pingOverdue(NOW, NOW + 31_000)).toBe(true);
    expect(pingOverdue(NOW, NOW + 60_000)).toBe(true);
  });
  test('a ping restarts it', () => {
    const pinged = applyServerMessage({ ...open, lastPingAt: NOW - 30_000 }, { event: 'ping', data: {} }, NOW);
    expect(shouldCloseForSilence(pinged, NOW + 30_000)).toBe(false);
    expect(shouldCloseForSilence(pinged, NOW + 31_000)).toBe(true);
  });
  test('only an open socket is closed for silence', () => {
    expect(shouldCloseForSilence({ status: 'connecting', lastPingAt: 0 }, NOW)).toBe(false);
    expect(shouldCloseForSilence({ status: 'disconnected', lastPingAt: 0 }, NOW)).toBe(false);
    expect(shouldCloseForSilence({ status: 'open', lastPingAt: NOW - 31_000 }, NOW)).toBe(true);
  });
});

describe('the locked countdown: 300 s from locked_at, floored at 0', () => {
  const lockedAt = (ms: number) => ({ locked_at: iso(ms), closes_at: null });
  test('300 at the lock, counting down', () => {
    expect(lockedSecondsLeft(lockedAt(NOW), NOW)).toBe(300);
    expect(lockedSecondsLeft(lockedAt(NOW), NOW + 1_000)).toBe(299);
    expect(lockedSecondsLeft(lockedAt(NOW), NOW + 299_500)).toBe(1);
  });
  test('0 once the time has come, and never below', () => {
    expect(lockedSecondsLeft(lockedAt(NOW), NOW + 300_000)).toBe(0);
    expect(lockedSecondsLeft(lockedAt(NOW), NOW + 3_600_000)).toBe(0);
  });
  test('a clock behind the server never reads more than 300', () => {
    expect(lockedSecondsLeft(lockedAt(NOW), NOW - 5_000)).toBe(300);
  });
  test('without locked_at: closes_at, else 0', () => {
    expect(lockedSecondsLeft({ locked_at: null, closes_at: iso(NOW + 42_000) }, NOW)).toBe(42);
    expect(lockedSecondsLeft({ locked_at: 'soon', closes_at: null }, NOW)).toBe(0);
    expect(lockedSecondsLeft({ locked_at: null, closes_at: null }, NOW)).toBe(0);
  });
});

describe('what the page sends', () => {
  test('the socket address: ws on http, wss on https, the port and the ticket', () => {
    expect(lobbySocketUrl({ protocol: 'http:', hostname: 'localhost' }, { ticket: 'abc_-1', port: 4000 })).toBe(
      'ws://localhost:4000/?ticket=abc_-1',
    );
    expect(lobbySocketUrl({ protocol: 'https:', hostname: 'arena.example' }, { ticket: 'a+b/c=', port: 4443 })).toBe(
      'wss://arena.example:4443/?ticket=a%2Bb%2Fc%3D',
    );
  });
  test('make_lobby with a region and a range (null: no limit)', () => {
    expect(makeLobbyMessage('EU West', 1000, null)).toEqual({
      event: 'make_lobby',
      data: { region: 'EU West', mmrMin: 1000, mmrMax: null },
    });
    expect(joinLobbyMessage('l1')).toEqual({ event: 'join_lobby', data: { lobbyId: 'l1' } });
  });
  test('a range is valid when an end is open or the minimum is below the maximum', () => {
    expect(isValidRange(null, null)).toBe(true);
    expect(isValidRange(3500, null)).toBe(true);
    expect(isValidRange(1000, 1499)).toBe(true);
    expect(isValidRange(1500, 1499)).toBe(false);
    for (const min of LOBBY_MMR_MINIMUMS) expect(LOBBY_MMR_MAXIMUMS.some((max) => isValidRange(min, max))).toBe(true);
  });
  test('a rating in a range, and how a range reads', () => {
    expect(inRange(1200, 1000, 1499)).toBe(true);
    expect(inRange(1500, 1000, 1499)).toBe(false);
    expect(inRange(99_999, null, null)).toBe(true);
    expect(rangeText(null, null)).toEqual({ key: 'any' });
    expect(rangeText(500, null)).toEqual({ key: 'from', min: 500 });
    expect(rangeText(null, 999)).toEqual({ key: 'upTo', max: 999 });
    expect(rangeText(0, 499)).toEqual({ key: 'between', min: 0, max: 499 });
  });
  test('chat: trimmed, not empty, at most 500 characters', () => {
    expect(chatMessage('  gl hf  ')).toEqual({ event: 'chat', data: { message: 'gl hf' } });
    expect(chatMessage('   ')).toBeNull();
    expect(chatMessage('x'.repeat(CHAT_MAX_LENGTH))).not.toBeNull();
    expect(chatMessage('x'.repeat(CHAT_MAX_LENGTH + 1))).toBeNull();
  });
  test('every region has its text in both languages', () => {
    expect(LOBBY_REGIONS).toHaveLength(6);
    expect(Object.keys(lobbiesEn.regions)).toHaveLength(LOBBY_REGIONS.length);
  });
});

describe('parseServerMessage: frames the page applies', () => {
  test('a known event with its data', () => {
    expect(parseServerMessage(JSON.stringify({ event: 'ping', data: {} }))).toEqual({ event: 'ping', data: {} });
    expect(parseServerMessage(JSON.stringify({ event: 'ping' }))).toEqual({ event: 'ping', data: {} });
    const list = { event: 'lobbies_list', data: { lobbies: [summary()] } };
    expect(parseServerMessage(JSON.stringify(list))).toEqual(list);
  });
  test('connected without a lobby reads as lobby: null', () => {
    const frame = JSON.stringify({ event: 'connected', data: { player: player(), lobby_players: [], lobbyList: [] } });
    expect(parseServerMessage(frame)).toMatchObject({ event: 'connected', data: { lobby: null } });
  });
  test('not JSON, not an object, an unknown event, or missing data: null', () => {
    expect(parseServerMessage('nope')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseServerMessage('[1,2]')).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'toString', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'launch', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'join_lobby', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'error', data: 'bad' }))).toBeNull();
  });
});
