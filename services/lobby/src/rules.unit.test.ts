import * as contract from '@arena/contract';
import * as domain from '@arena/domain';
import { decodeClientFrame } from './protocol';
import type { LobbyRecord } from './lobby-store';
import { lobbyPlayers, lobbySummary, lobbyView } from './views';

describe("the lobby rules the domain states are the protocol's", () => {
  test('every range the protocol accepts is one the domain allows, and back', () => {
    // ours, the live client's (4500 minimum; 500 and 99999 maximums) and some that are neither
    const mins = [null, ...domain.LOBBY_MMR_MINIMUMS, 4500, 250, 4000];
    const maxs = [null, ...domain.LOBBY_MMR_MAXIMUMS, 500, 99999, 600, 5000];
    for (const mmrMin of mins) {
      for (const mmrMax of maxs) {
        const accepted = contract.lobbyClientMessage.safeParse({ event: 'make_lobby', data: { region: 'NA', mmrMin, mmrMax } }).success;
        const range = domain.lobbyRangeOf(mmrMin, mmrMax);
        expect([mmrMin, mmrMax, domain.isLobbyRange(range.mmrMin, range.mmrMax)]).toEqual([mmrMin, mmrMax, accepted]);
      }
    }
  });

  test("every region name the protocol accepts, ours and the live client's, is a region", () => {
    for (const region of [...domain.LOBBY_REGION_NAMES, 'Mars', 'na']) {
      const accepted = contract.lobbyClientMessage.safeParse({ event: 'make_lobby', data: { region, mmrMin: null, mmrMax: null } }).success;
      expect([region, accepted]).toEqual([region, (domain.LOBBY_REGION_NAMES as readonly string[]).includes(region)]);
      if (accepted) expect(domain.LOBBY_REGIONS).toContain(domain.lobbyRegionOf(region as domain.LobbyRegionName));
    }
  });

  test('a password is what the protocol carries', () => {
    const password = domain.lobbyPasswordFrom([1, 2, 3, 4, 5])!;
    expect(contract.lobbyServerMessage.safeParse({ event: 'password', data: password }).success).toBe(true);
  });
});

describe('client frames', () => {
  const text = (value: string) => Buffer.from(value);
  test.each([
    ['{"event":"pong"}', { event: 'pong' }],
    ['{"event":"refresh_lobbies","data":{}}', { event: 'refresh_lobbies', data: {} }],
    ['{"event":"join_lobby","data":{"lobbyId":"abc","extra":1}}', { event: 'join_lobby', data: { lobbyId: 'abc' } }],
    ['{"event":"join_lobby","data":"abc"}', { event: 'join_lobby', data: 'abc' }],
    ['{"event":"connected"}', { event: 'connected' }],
    ['{"event":"chat","data":{"username":"Ann","message":"hi"}}', { event: 'chat', data: { message: 'hi' } }],
    [
      '{"event":"make_lobby","data":{"region":"South East Asia","mmrMin":4500,"mmrMax":99999}}',
      { event: 'make_lobby', data: { region: 'South East Asia', mmrMin: 4500, mmrMax: 99999 } },
    ],
    ['{"event":"chat","data":{"message":"  hi  "}}', { event: 'chat', data: { message: 'hi' } }],
  ])('%s is a message', (frame, message) => {
    expect(decodeClientFrame(text(frame), false)).toEqual(message);
  });

  test.each([
    'not json',
    '',
    'null',
    '{"event":"__proto__"}',
    '{"__proto__":{"event":"pong"}}',
    '{"event":"ping"}',
    '{"event":"join_lobby","data":{"lobbyId":""}}',
    '{"event":"join_lobby","data":""}',
    '{"event":"join_lobby","data":12}',
    '{"event":"leave_lobby","data":null}',
    '{"event":"make_lobby","data":{"region":"NA","mmrMin":1000,"mmrMax":999}}',
  ])('%s is not', (frame) => {
    expect(decodeClientFrame(text(frame), false)).toBeNull();
  });

  test('a binary frame is not, even of valid JSON', () => {
    expect(decodeClientFrame(text('{"event":"pong"}'), true)).toBeNull();
  });
});

describe('views', () => {
  const record: LobbyRecord = {
    id: 'L1',
    region: 'EU West',
    mmrMin: 1000,
    mmrMax: null,
    hostId: '76561198000000002',
    createdAt: '2026-05-01T12:00:00.000Z',
    locked: true,
    lockedAt: '2026-05-01T12:01:00.000Z',
    closesAt: '2026-05-01T12:06:00.000Z',
    password: 'AB12Z',
    players: ['76561198000000001', '76561198000000002'],
    cards: new Map([
      ['76561198000000001', { username: 'Ann', avatar: null, ladder_mmr: 1200 }],
      ['76561198000000002', { username: 'Bob', avatar: 'https://x/a.png', ladder_mmr: 1300 }],
    ]),
  };

  test("a lobby as its players see it (the live site's row): rank bounds, the password, the seconds since it locked", () => {
    const view = lobbyView(record, Date.parse('2026-05-01T12:01:30.500Z'));
    expect(contract.lobbyView.parse(view)).toEqual(view);
    expect(view).toMatchObject({ lobby_id: 'L1', min_rank: 1000, max_rank: 99999, mmr_min: 1000, mmr_max: null, lobby_password: 'AB12Z' });
    expect(view).toMatchObject({ locked: true, time_since_lock: 30.5 });
    const open = lobbyView({ ...record, mmrMin: null, mmrMax: 1499, locked: false, lockedAt: null, closesAt: null, password: null }, 0);
    expect(open).toMatchObject({ min_rank: 0, max_rank: 1499, mmr_min: null, lobby_password: null, locked: false, time_since_lock: null });
  });

  test('its players: in order, host and ready flags, the rank of their ladder rating as the live site names it (badge, pips)', () => {
    const players = lobbyPlayers(record, new Set(['76561198000000002']));
    expect(players.map((p) => contract.lobbyPlayerView.parse(p))).toEqual(players);
    expect(players.map((p) => [p.username, p.is_host, p.ready, p.badge, p.pips])).toEqual([
      ['Ann', false, false, 'Crusader', 3],
      ['Bob', true, true, 'Crusader', 4],
    ]);
  });

  test('a lobby in the list: the host by name, the count (lobbysize), never the password', () => {
    const summary = lobbySummary(record);
    expect(contract.lobbySummary.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ lobby_id: 'L1', host: 'Bob', lobbysize: 2, max_players: 8, locked: true });
    expect(JSON.stringify(summary)).not.toContain('AB12Z');
  });
});
