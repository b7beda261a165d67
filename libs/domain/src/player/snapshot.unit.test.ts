import { expect } from '@jest/globals';
import { decideRecordGameResult } from '../game-results';
import { RECORDED_AT, recordResult } from '../game-results/testing';
import { SnapshotFormatError } from '../shared/snapshot-json';
import { foldEvents } from '../shared/decider';
import { decidePlayer, evolvePlayer, initialPlayerState, playerSnapshot, PlayerState } from './index';
import { DAY, HOUR, itemsGranted, NOW, playerJourney, plusUntil, recordInTurn, sampleResult, signedUp, xpGranted } from './testing';
import type { PlayerCommand } from './index';

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
    // 'b' is not 'b;c,d%2c': a new game, recorded (no second registration) with its rewards
    expect(decideRecordGameResult(recordResult(sampleResult({ matchID: 'b' })), decoded).events.map((e) => e.type)).toEqual([
      'GameResultRecorded',
      'GoldChanged',
      'XpGranted',
      'GodProgressGained',
    ]);
  });

  test('a snapshot of an older version (a user type in the players slice) is not decoded: the stream is folded instead', () => {
    const encoded = playerSnapshot.encode(initialPlayerState) as { players: object };
    expect(() =>
      playerSnapshot.decode({ ...encoded, version: 6, players: { ...encoded.players, userType: 'ADMIN', userTypeSetByAdmin: false } }),
    ).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, version: 1, players: { registered: true, registeredName: 'A' } })).toThrow(
      SnapshotFormatError,
    );
    // version 7 had no orders slice (granted orders, handled refunds, owed gold): folded from the events instead
    const { orders: _orders, ...before8 } = encoded as unknown as { orders: unknown };
    expect(() => playerSnapshot.decode({ ...before8, version: 7 })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...before8, version: 8 })).toThrow(SnapshotFormatError);
  });

  test('the store, Plus and requests slices (gold, inventory, equips, daily purchases, Plus expiry, latest requests) survive a snapshot', () => {
    const { state } = recordInTurn(results);
    const registered = decidePlayer({ type: 'SignIn', steamId: '1', displayName: 'A', now: RECORDED_AT }, state).events;
    let stocked = foldEvents(evolvePlayer, state, registered);
    for (const command of [
      { type: 'GrantGold', amount: 100_000, reason: 'admin_grant', ref: null },
      {
        type: 'BuyWithGold',
        itemId: 'doubledown',
        sale: null,
        now: Date.parse('2026-11-21T10:00:00Z'),
        request: { requestId: 'r1', action: 'buy_item:doubledown', receivedAt: new Date('2026-11-21T10:00:00Z') },
      },
      {
        type: 'BuyWithGold',
        itemId: 'hat_wizard',
        sale: null,
        now: Date.parse('2026-11-21T10:00:00Z'),
        request: { requestId: 'r2', action: 'buy_item:hat_wizard', receivedAt: new Date('2026-11-21T10:00:00Z') },
      },
      {
        type: 'GrantItems',
        items: [{ itemId: 'plus_month', count: 1 }],
        reason: 'code',
        ref: 'C',
        now: Date.parse('2026-11-21T10:00:00Z'),
      },
      { type: 'EquipItem', itemId: 'hat_wizard', equip: true },
    ] as const) {
      stocked = foldEvents(evolvePlayer, stocked, decidePlayer(command, stocked).events);
    }
    // the games gave 100 + 4 + 40 gold (1st, 8th, 3rd; the 2nd place was unranked)
    expect(state.gold).toBe(144);
    expect(stocked).toMatchObject({ gold: 144 + 100_000 - 1_500 - 5_000, starterItemsGranted: true });
    expect(stocked.requests.size).toBe(2);
    expect(stocked.plusExpiresAt).toBe(Date.parse('2026-12-21T10:00:00Z'));
    expect(stocked.equipped.size).toBe(2);
    expect(roundTrip(stocked)).toEqual(stocked);
    const encoded = playerSnapshot.encode(stocked) as { store: Record<string, unknown> };
    expect(() => playerSnapshot.decode({ ...encoded, store: { ...encoded.store, equipped: [['no_group', 'x']] } })).toThrow(
      SnapshotFormatError,
    );
    expect(() => playerSnapshot.decode({ ...encoded, store: { ...encoded.store, inventory: [['x']] } })).toThrow(SnapshotFormatError);
    // a snapshot written before the store existed is of another version: the stream is folded instead
    expect(() => playerSnapshot.decode({ ...encoded, version: 3, plus: undefined })).toThrow(SnapshotFormatError);
    expect(() => playerSnapshot.decode({ ...encoded, requests: [['r1']] })).toThrow(SnapshotFormatError);
  });

  test('the partner link survives a snapshot; a version 4 snapshot (before partner links) is folded instead', () => {
    const { state } = recordInTurn(results);
    const link = {
      type: 'LinkPartner',
      partner: 'gaimin',
      accountId: 'abc123',
      username: 'gamer-abc123',
      now: Date.parse('2026-11-21T10:00:00Z'),
    } as const;
    const linked = foldEvents(evolvePlayer, state, decidePlayer(link, state).events);
    expect(linked.partnerLink).toEqual({ partner: 'gaimin', accountId: 'abc123', username: 'gamer-abc123' });
    expect(roundTrip(linked)).toEqual(linked);
    const encoded = playerSnapshot.encode(linked) as Record<string, unknown>;
    expect(() => playerSnapshot.decode({ ...encoded, version: 4, partner: undefined })).toThrow(SnapshotFormatError);
    expect(() =>
      playerSnapshot.decode({ ...encoded, partner: { partnerLink: { partner: 'other', accountId: 'a', username: 'b' } } }),
    ).toThrow(SnapshotFormatError);
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
  test("the progression slices (battle pass, quests, achievements, the day's earnings, double-downs, daily gold) survive a snapshot (version 6)", () => {
    const journey = playerJourney([
      ...signedUp(NOW, [plusUntil(NOW + 30 * DAY)]),
      itemsGranted({ buy_bp: 1, doubledown: 2 }),
      xpGranted(85 * 255 - 50),
    ]);
    const commands: PlayerCommand[] = [
      recordResult(sampleResult({ matchID: 'crosses-85', god: 'rix' })),
      { type: 'ClaimBattlePassLevel', level: 5, now: NOW },
      { type: 'ClaimLoginReward', now: NOW },
      { type: 'ClaimWelcomeReward', now: NOW },
      { type: 'ClaimAchievement', achievementId: 'games_played', now: NOW },
      { type: 'UseDoubledown', now: NOW },
      recordResult(sampleResult({ matchID: 'spends-it', god: 'rix' }, 2)),
      { type: 'UseDoubledown', now: NOW },
      { type: 'ClaimDailyGold', now: NOW },
    ];
    for (const command of commands) journey.run(command);
    const { state } = journey;
    expect(state).toMatchObject({
      battlePassAutomaticThrough: 85,
      earnedToday: { day: '2026-11-23' },
      doubledownArmed: true,
      plusDoubledownWeek: '2026-11-23',
      dailyGoldDay: '2026-11-23',
      loginWeek: { week: '2026-11-23', lastDay: '2026-11-23', completed: 1, claimed: 1 },
      welcomeClaimed: 1,
      welcomeLastClaimedAt: NOW,
    });
    expect(state.battlePassClaims).toEqual(new Set(['free:5', 'upgraded:5']));
    expect(state.dailyQuests).toHaveLength(3);
    expect(state.questStats.games_played).toBe(2);
    expect(state.achievementTiers).toEqual(new Map([['games_played', 1]]));
    expect(state.games.get('crosses-85')).toMatchObject({ coins: 200, xp: 100, bpLevel: 85 });

    const decoded = roundTrip(state);
    expect(decoded).toEqual(state);
    expect((playerSnapshot.encode(state) as { version: number }).version).toBe(8);
    // the decoded state decides as the one it was encoded from
    for (const command of [
      { type: 'ClaimAllBattlePass', now: NOW },
      { type: 'RerollDailyQuest', questId: state.dailyQuests[0].questId, now: NOW + 23 * HOUR },
      { type: 'ClaimWelcomeReward', now: NOW + DAY },
      { type: 'ClaimDailyGold', now: NOW + DAY },
      recordResult(sampleResult({ matchID: 'crosses-85', god: 'rix' })),
    ] as PlayerCommand[]) {
      expect(decidePlayer(command, decoded)).toEqual(decidePlayer(command, state));
    }
  });

  test('a version 5 snapshot (before progression) is folded instead; malformed progression slices are refused', () => {
    const encoded = playerSnapshot.encode(recordInTurn([sampleResult()]).state) as Record<string, Record<string, unknown>>;
    expect(() =>
      playerSnapshot.decode({ ...encoded, version: 5, battlePass: undefined, quests: undefined, achievements: undefined }),
    ).toThrow(SnapshotFormatError);
    const malformed: Record<string, unknown>[] = [
      { battlePass: undefined },
      { battlePass: { ...encoded.battlePass, claims: [5] } },
      { quests: undefined },
      { quests: { ...encoded.quests, questStats: { ...(encoded.quests.questStats as object), gabens: '1' } } },
      { quests: { ...encoded.quests, dailyQuests: [{ ...(encoded.quests.dailyQuests as object[])[0], stat: 'wins' }] } },
      { achievements: { achievementTiers: [['first_place']] } },
      { gameResults: { ...encoded.gameResults, doubledownArmed: undefined } },
      { gameResults: { ...encoded.gameResults, earnedToday: { day: '2026-11-23', gold: 'a lot', xp: 0 } } },
      { store: { ...encoded.store, dailyGoldDay: 20261123 } },
    ];
    for (const change of malformed) expect(() => playerSnapshot.decode({ ...encoded, ...change })).toThrow(SnapshotFormatError);
  });
});
