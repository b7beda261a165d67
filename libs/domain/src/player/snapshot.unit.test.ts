import { decideRecordGameResult, PlayerResult, RecordGameResult } from '../game-results';
import { SnapshotFormatError } from '../shared/snapshot-json';
import { foldEvents } from '../shared/decider';
import { decidePlayer, evolvePlayer, initialPlayerState, playerSnapshot, PlayerState } from './index';
import { recordInTurn, sampleResult } from './testing';

const recordResult = (result: PlayerResult, fingerprint = `fp-${result.matchID}`): RecordGameResult => ({
  type: 'RecordGameResult',
  result,
  fingerprint,
});

/** Stores and reads back a snapshot the way a repository does: JSON text in between. */
const roundTrip = (state: PlayerState): PlayerState => playerSnapshot.decode(JSON.parse(JSON.stringify(playerSnapshot.encode(state))));

describe('player snapshots', () => {
  const results = [
    sampleResult({ matchID: 'a', god: 'rix' }),
    sampleResult({ matchID: 'b;c,d%2c', god: 'pudge' }, 8),
    sampleResult({ matchID: 'constructor', god: '__proto__' }, 3),
    sampleResult({ matchID: 'e', ranked: false, username: 'Renamed' }, 2),
  ];

  test('a state decodes equal to the one encoded, for a new player and for one with games', () => {
    expect(roundTrip(initialPlayerState)).toEqual(initialPlayerState);
    const { state } = recordInTurn(results);
    const decoded = roundTrip(state);
    expect(decoded).toEqual(state);
    expect(decoded.godMmr.get('__proto__')).toBe(1030);
    expect(decoded.displayName).toBe('Renamed');
  });

  test('a decoded state answers every retry as the first time and refuses conflicting results', () => {
    const { answers, state } = recordInTurn(results);
    const decoded = roundTrip(state);
    results.forEach((result, i) => {
      expect(decideRecordGameResult(recordResult(result), decoded)).toEqual({ events: [], answer: answers[i] });
      expect(() => decideRecordGameResult(recordResult(result, 'another-fingerprint'), decoded)).toThrow(
        expect.objectContaining({ code: 'result_conflict' }),
      );
    });
    expect(decideRecordGameResult(recordResult(sampleResult({ matchID: 'b' })), decoded).events).toHaveLength(1);
  });

  test("the user type and whether an admin set it survive a snapshot", () => {
    const { state } = recordInTurn(results);
    for (const slice of [
      { userType: 'ADMIN', userTypeSetByAdmin: false },
      { userType: 'PLAYER', userTypeSetByAdmin: true },
      { userType: 'STATS_GUY', userTypeSetByAdmin: true },
    ] as const) {
      expect(roundTrip({ ...state, ...slice })).toEqual({ ...state, ...slice });
    }
    const encoded = playerSnapshot.encode(initialPlayerState) as { players: object };
    expect(() => playerSnapshot.decode({ ...encoded, players: { ...encoded.players, userType: 'GOD' } })).toThrow(SnapshotFormatError);
    // a snapshot written before user types existed is of another version: the stream is folded instead
    expect(() => playerSnapshot.decode({ ...encoded, version: 1, players: { registered: true, registeredName: 'A' } })).toThrow(SnapshotFormatError);
  });

  test('the store, Plus and requests slices (gold, inventory, equips, daily purchases, Plus expiry, latest requests) survive a snapshot', () => {
    const { state } = recordInTurn(results);
    const registered = decidePlayer({ type: 'SignIn', steamId: '1', displayName: 'A', bootstrap: null }, state).events;
    let stocked = foldEvents(evolvePlayer, state, registered);
    for (const command of [
      { type: 'GrantGold', amount: 100_000, reason: 'admin_grant', ref: null },
      { type: 'BuyWithGold', itemId: 'doubledown', sale: null, now: Date.parse('2026-11-21T10:00:00Z'), request: { requestId: 'r1', action: 'buy_item:doubledown' } },
      { type: 'BuyWithGold', itemId: 'hat_wizard', sale: null, now: Date.parse('2026-11-21T10:00:00Z'), request: { requestId: 'r2', action: 'buy_item:hat_wizard' } },
      { type: 'GrantItems', items: [{ itemId: 'plus_month', count: 1 }], reason: 'code', ref: 'C', now: Date.parse('2026-11-21T10:00:00Z') },
      { type: 'EquipItem', itemId: 'hat_wizard', equip: true },
    ] as const) {
      stocked = foldEvents(evolvePlayer, stocked, decidePlayer(command, stocked).events);
    }
    expect(stocked).toMatchObject({ gold: 100_000 - 1_500 - 5_000, starterItemsGranted: true });
    expect(stocked.requests.size).toBe(2);
    expect(stocked.plusExpiresAt).toBe(Date.parse('2026-12-21T10:00:00Z'));
    expect(stocked.equipped.size).toBe(2);
    expect(roundTrip(stocked)).toEqual(stocked);
    const encoded = playerSnapshot.encode(stocked) as { store: Record<string, unknown> };
    expect(() => playerSnapshot.decode({ ...encoded, store: { ...encoded.store, equipped: [['no_group', 'x']] } })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, store: { ...encoded.store, inventory: [['x']] } })).toThrow(SnapshotFormatError);
    // a snapshot written before the store existed is of another version: the stream is folded instead
    expect(() => playerSnapshot.decode({ ...encoded, version: 3, plus: undefined })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, requests: [['r1']] })).toThrow(SnapshotFormatError);
  });

  test('the partner link survives a snapshot; a version 4 snapshot (before partner links) is folded instead', () => {
    const { state } = recordInTurn(results);
    const link = { type: 'LinkPartner', partner: 'gaimin', accountId: 'abc123', username: 'gamer-abc123', now: Date.parse('2026-11-21T10:00:00Z') } as const;
    const linked = foldEvents(evolvePlayer, state, decidePlayer(link, state).events);
    expect(linked.partnerLink).toEqual({ partner: 'gaimin', accountId: 'abc123', username: 'gamer-abc123' });
    expect(roundTrip(linked)).toEqual(linked);
    const encoded = playerSnapshot.encode(linked) as Record<string, unknown>;
    expect(() => playerSnapshot.decode({ ...encoded, version: 4, partner: undefined })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, partner: { partnerLink: { partner: 'other', accountId: 'a', username: 'b' } } })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, partner: {} })).toThrow(SnapshotFormatError);
  });

  test('a snapshot of another version or shape is refused, never read with holes', () => {
    const encoded = playerSnapshot.encode(initialPlayerState) as Record<string, unknown>;
    expect(() => playerSnapshot.decode({ ...encoded, version: playerSnapshot.version + 1 })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, gameResults: { ...(encoded.gameResults as object), ladder: '1000' } })).toThrow(
      SnapshotFormatError,
    );
    expect(() => playerSnapshot.decode({ ...encoded, gameResults: { ...(encoded.gameResults as object), games: 'x' } })).toThrow(
      SnapshotFormatError,
    );
    expect(() => playerSnapshot.decode({ ...encoded, players: undefined })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, store: undefined })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode(null)).toThrow(SnapshotFormatError);
  });
});
