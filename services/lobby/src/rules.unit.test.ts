import * as contract from '@arena/contract';
import * as domain from '@arena/domain';
import { decodeClientFrame } from './protocol';
import type { LobbyRecord } from './lobby-store';
import { lobbySummary, lobbyView } from './views';

describe("the lobby rules the domain states are the protocol's", () => {
  test('every range the protocol accepts is one the domain allows, and back', () => {
    const mins = [null, ...domain.LOBBY_MMR_MINIMUMS, 250];
    const maxs = [null, ...domain.LOBBY_MMR_MAXIMUMS, 500];
    for (const mmrMin of mins) {
      for (const mmrMax of maxs) {
        const accepted = contract.lobbyClientMessage.safeParse({ event: 'make_lobby', data: { region: 'NA', mmrMin, mmrMax } }).success;
        expect([mmrMin, mmrMax, domain.isLobbyRange(mmrMin, mmrMax)]).toEqual([mmrMin, mmrMax, accepted]);
      }
    }
  });

  test('a password is what the protocol carries', () => {
    const password = domain.lobbyPasswordFrom([1, 2, 3, 4, 5])!;
    expect(contract.lobbyServerMessage.safeParse({ event: 'password', data: { lobbyId: 'x', password } }).success).toBe(true);
  });
});

describe('client frames', () => {
  const text = (value: string) => Buffer.from(value);
  test.each([
    ['{"event":"pong"}', { event: 'pong' }],
    ['{"event":"refresh_lobbies","data":{}}', { event: 'refresh_lobbies', data: {} }],
    ['{"event":"join_lobby","data":{"lobbyId":"abc","extra":1}}', { event: 'join_lobby', data: { lobbyId: 'abc' } }],
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
      ['76561198000000001', { username: 'Ann', avatar: null, ladder_mmr: 1200, rank: 'Guardian' as const }],
      ['76561198000000002', { username: 'Bob', avatar: 'https://x/a.png', ladder_mmr: 1300, rank: 'Guardian' as const }],
    ]),
  };

  test('a lobby as its players see it: players in order, host and ready flags, the password', () => {
    const view = lobbyView(record, new Set(['76561198000000002']));
    expect(contract.lobbyView.parse(view)).toEqual(view);
    expect(view.players.map((p) => [p.username, p.is_host, p.ready])).toEqual([
      ['Ann', false, false],
      ['Bob', true, true],
    ]);
    expect(view.password).toBe('AB12Z');
  });

  test('a lobby in the list: the host by name, the count, never the password', () => {
    const summary = lobbySummary(record);
    expect(contract.lobbySummary.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ host: 'Bob', players: 2, max_players: 8, locked: true });
    expect(JSON.stringify(summary)).not.toContain('AB12Z');
  });
});
