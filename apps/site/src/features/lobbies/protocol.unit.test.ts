import type { LobbyPlayerCard, LobbyPlayerView, LobbyServerMessage, LobbySummary, LobbyView } from '@arena/contract';
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
  badge: 'Crusader',
  pips: 3,
  is_host: false,
  ready: true,
  ...over,
});
const me: LobbyPlayerCard = { steam_id: ME, username: 'Me', avatar: null, ladder_mmr: 1200, badge: 'Crusader', pips: 3 };

const summary = (over: Partial<LobbySummary> = {}): LobbySummary => ({
  lobby_id: 'l1',
  region: 'EU West',
  min_rank: 1000,
  max_rank: 1499,
  mmr_min: 1000,
  mmr_max: 1499,
  lobbysize: 1,
  max_players: 8,
  host: 'Other',
  locked: false,
  created_at: iso(NOW - 60_000),
  ...over,
});

const view = (over: Partial<LobbyView> = {}): LobbyView => ({
  lobby_id: 'l1',
  region: 'EU West',
  min_rank: 1000,
  max_rank: 1499,
  mmr_min: 1000,
  mmr_max: 1499,
  lobby_password: null,
  locked: false,
  time_since_lock: null,
  locked_at: null,
  closes_at: null,
  created_at: iso(NOW - 60_000),
  ...over,
});
const pair = [player({ steam_id: OTHER, username: 'Other', is_host: true }), player()];

const open: LobbyState = { ...initialLobbyState, status: 'open', lastPingAt: NOW };
const run = (state: LobbyState, ...messages: LobbyServerMessage[]) => messages.reduce((s, m) => applyServerMessage(s, m, NOW), state);
const chat = (message: string): LobbyServerMessage => ({
  event: 'chat',
  data: { username: 'Other', message, steam_id: OTHER, lobby_id: 'l1', sent_at: iso(NOW) },
});
const connectedIn = (lobby: LobbyView, players = pair): LobbyServerMessage => ({
  event: 'connected',
  data: { player: { ...players[1], lobby_id: lobby.lobby_id }, lobby_players: players, lobby, me },
});
const lobbyless = run(open, { event: 'connected', data: { lobbyList: [summary()], me } });
const inLobby = run(lobbyless, { event: 'join_lobby', data: pair }, connectedIn(view()), chat('hi'));

describe("the reducer: every server event, in the live site's shapes", () => {
  test('ping: the watchdog restarts from now; the state is otherwise the same', () => {
    const next = applyServerMessage({ ...open, lastPingAt: NOW - 20_000 }, { event: 'ping', data: {} }, NOW);
    expect(next).toEqual({ ...open, lastPingAt: NOW });
  });

  test('connected in no lobby: my card and the lobby list', () => {
    expect(lobbyless).toMatchObject({ synced: true, me, lobbies: [summary()], inLobby: false, lobby: null, players: [], chat: [] });
  });

  test('connected in a lobby (a reconnection): its details and players; its chat stays', () => {
    const next = run(inLobby, connectedIn(view(), [pair[1]]));
    expect(next).toMatchObject({ inLobby: true, lobby: view(), players: [pair[1]], lockedAt: null });
    expect(next.chat.map((l) => l.message)).toEqual(['hi']);
    expect(run(inLobby, connectedIn(view({ lobby_id: 'l2' }))).chat).toEqual([]);
  });

  test('connected in a locked lobby: the lock counted back from time_since_lock on this clock', () => {
    const next = run(open, connectedIn(view({ locked: true, time_since_lock: 42.5, lobby_password: 'AB3DE' })));
    expect(next.lockedAt).toBe(NOW - 42_500);
    expect(next.lobby?.lobby_password).toBe('AB3DE');
  });

  test('join_lobby (the player list): in the lobby, with an empty chat; its details come with the next connected', () => {
    const next = run(lobbyless, { event: 'join_lobby', data: pair });
    expect(next).toMatchObject({ inLobby: true, players: pair, lobby: null, chat: [] });
    expect(effectsOf({ event: 'join_lobby', data: pair })).toEqual([{ type: 'send', message: { event: 'connected', data: {} } }]);
  });

  test('left_lobby: out of the lobby, and the chat is cleared; a late chat is not shown; a new lobby starts empty', () => {
    const left = run(inLobby, { event: 'left_lobby', data: { lobby_id: 'l1' } }, chat('late'));
    expect(left).toMatchObject({ inLobby: false, lobby: null, players: [], chat: [] });
    expect(run(left, { event: 'join_lobby', data: pair }).chat).toEqual([]);
  });

  test('lobby_changed (the player list): the players are replaced, the chat stays; ignored out of a lobby', () => {
    const three = [...pair, player({ steam_id: '76561198000000003', username: 'Third' })];
    const next = run(inLobby, { event: 'lobby_changed', data: three });
    expect(next.players).toHaveLength(3);
    expect(next.chat).toHaveLength(1);
    expect(run(lobbyless, { event: 'lobby_changed', data: three })).toBe(lobbyless);
  });

  test('lobby_changed after the host left: the new host is shown', () => {
    const next = run(inLobby, { event: 'lobby_changed', data: [player({ is_host: true })] });
    expect(next.players).toEqual([player({ is_host: true })]);
  });

  test('lobby_locked true: locked now on this clock; a password sent before stays; password: shown', () => {
    const next = run(inLobby, { event: 'password', data: 'AB3DE' }, { event: 'lobby_locked', data: true });
    expect(next.lobby).toMatchObject({ locked: true, time_since_lock: 0, lobby_password: 'AB3DE' });
    expect(next.lockedAt).toBe(NOW);
    expect(run(inLobby, { event: 'lobby_locked', data: true }, { event: 'password', data: 'QWERT' }).lobby?.lobby_password).toBe('QWERT');
    expect(run(inLobby, { event: 'lobby_locked', data: true }, { event: 'lobby_locked', data: false }).lockedAt).toBeNull();
    expect(run(lobbyless, { event: 'password', data: 'AB3DE' })).toBe(lobbyless);
  });

  test('chat: appended in order with unique keys, only in a lobby', () => {
    const next = run(inLobby, chat('second'));
    expect(next.chat.map((l) => l.message)).toEqual(['hi', 'second']);
    expect(next.chat[1]).toMatchObject({ steamId: OTHER, username: 'Other', sentAt: iso(NOW), own: false });
    expect(new Set(next.chat.map((l) => l.key)).size).toBe(2);
    expect(run(lobbyless, chat('nobody')).chat).toEqual([]);
  });

  test("the player's own line shows when sent (the server does not echo it); one refused for the rate limit goes", () => {
    const said = lobbyReducer(inLobby, { type: 'said', message: 'gl hf', at: NOW });
    expect(said.chat.at(-1)).toMatchObject({ steamId: ME, username: 'Me', message: 'gl hf', sentAt: iso(NOW), own: true });
    const again = lobbyReducer(run(said, chat('ty')), { type: 'said', message: 'spam', at: NOW });
    const refused = run(again, { event: 'error', data: 'rate_limited' });
    expect(refused.chat.map((l) => l.message)).toEqual(['hi', 'gl hf', 'ty']);
    expect(lobbyReducer(lobbyless, { type: 'said', message: 'alone', at: NOW }).chat).toEqual([]);
  });

  test('chat keeps the last 200 lines', () => {
    const many = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, i) => chat(`m${i}`));
    const next = run(inLobby, ...many);
    expect(next.chat).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(next.chat.at(-1)?.message).toBe(`m${CHAT_HISTORY_LIMIT + 4}`);
  });

  test('lobbies_list (the bare list): the list is replaced', () => {
    const next = run(lobbyless, { event: 'lobbies_list', data: [summary({ lobby_id: 'a' }), summary({ lobby_id: 'b' })] });
    expect(next.lobbies.map((l) => l.lobby_id)).toEqual(['a', 'b']);
  });

  test('error (the code): the state is unchanged (the page shows a toast)', () => {
    expect(run(inLobby, { event: 'error', data: 'lobby_full' })).toBe(inLobby);
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
    expect(lobbyReducer(closed, { type: 'message', message: { event: 'lobbies_list', data: [summary()] }, at: NOW })).toBe(closed);
    expect(lobbyReducer(closed, { type: 'connecting' })).toMatchObject({ status: 'connecting', reason: null });
  });
});

describe('effects: pong, toasts, a fresh list after leaving', () => {
  test('ping is answered with pong', () => {
    expect(effectsOf({ event: 'ping', data: {} })).toEqual([{ type: 'send', message: { event: 'pong', data: {} } }]);
  });
  test.each(LOBBY_ERROR_CODES)('error %s is a toast with its code', (code) => {
    expect(effectsOf({ event: 'error', data: code })).toEqual([{ type: 'toast', code }]);
  });
  test('left_lobby asks for the lobby list', () => {
    expect(effectsOf({ event: 'left_lobby', data: { lobby_id: 'l1' } })).toEqual([
      { type: 'send', message: { event: 'refresh_lobbies', data: {} } },
    ]);
  });
  test('the other events ask for nothing', () => {
    expect(effectsOf({ event: 'lobbies_list', data: [] })).toEqual([]);
    expect(effectsOf(chat('x'))).toEqual([]);
    expect(effectsOf({ event: 'lobby_locked', data: true })).toEqual([]);
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

describe('the locked countdown: 300 s from the lock, floored at 0', () => {
  const lockedAt = (ms: number) => ms;
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
  test('unknown: 0', () => {
    expect(lockedSecondsLeft(null, NOW)).toBe(0);
    expect(lockedSecondsLeft(Number.NaN, NOW)).toBe(0);
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
    for (const message of [
      { event: 'lobbies_list', data: [summary()] },
      { event: 'join_lobby', data: pair },
      { event: 'lobby_changed', data: pair },
      { event: 'lobby_locked', data: true },
      { event: 'password', data: 'AB3DE' },
      { event: 'error', data: 'lobby_full' },
      { event: 'left_lobby', data: { lobby_id: 'l1' } },
      { event: 'left_lobby', data: {} },
      chat('hi'),
      connectedIn(view()),
      { event: 'connected', data: { lobbyList: [], me } },
    ])
      expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
  });
  test('not JSON, not an object, an unknown event, or missing data: null', () => {
    expect(parseServerMessage('nope')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseServerMessage('[1,2]')).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'toString', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'launch', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'join_lobby', data: {} }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'join_lobby', data: { lobby: view() } }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'error', data: { code: 'lobby_full' } }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'lobby_locked', data: { lobby: view() } }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ event: 'connected', data: { lobby: view(), me } }))).toBeNull();
  });
});
