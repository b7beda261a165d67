import * as fs from 'node:fs';
import * as path from 'node:path';
import type { PlayerResult } from '../game/result-payload';
import type { PlayerEvent } from './events';
import { decideRecordGameResult, decideRegisterPlayer, evolvePlayer, initialPlayerState, PlayerState } from './decider';

const SAMPLE: PlayerResult[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../../../shared/data/game-6617222774.json'), 'utf8'),
);

const given = (events: PlayerEvent[]): PlayerState => events.reduce(evolvePlayer, initialPlayerState);

/** Plays a result on a state: returns the decision and the state after it. */
function record(state: PlayerState, result: PlayerResult, fingerprint = `fp-${result.matchID}`) {
  const decision = decideRecordGameResult({ type: 'RecordGameResult', result, fingerprint }, state);
  return { decision, state: decision.events.reduce(evolvePlayer, state) };
}

/** A ranked 8-player result with equal MMRs; `place` decides who was already out. */
function resultAt(place: number, overrides: Partial<PlayerResult> = {}): PlayerResult {
  const steamID = '76561190000000001';
  const others = Array.from({ length: 7 }, (_, i) => ({
    steamID: `7656119000000010${i}`,
    mmr: 1000,
    // opponents ranked below this player (there are 8 - place of them) were out first
    hasLost: i < 8 - place,
  }));
  return {
    steamID,
    username: 'Tester',
    matchID: `m-${place}-${JSON.stringify(overrides).length}`,
    playerID: 0,
    place,
    god: 'rix',
    rounds: 20,
    endTime: 1500,
    wins: 10,
    losses: 10,
    team: 1,
    ranked: true,
    heroes: [],
    players: [{ steamID, mmr: 1000, hasLost: place !== 1 }, ...others],
    ...overrides,
  };
}

describe('player decider: game results', () => {
  test('a player seen for the first time is registered, then the result is recorded', () => {
    const { decision } = record(initialPlayerState, resultAt(1));
    expect(decision.events.map((e) => e.type)).toEqual(['PlayerRegistered', 'GameResultRecorded']);
    expect(decision.events[0].data).toEqual({ steamId: '76561190000000001', displayName: 'Tester', via: 'game' });
    expect(decision.answer).toEqual({
      steamId: '76561190000000001',
      matchId: resultAt(1).matchID,
      ranked: true,
      ladder: 200,
      ladderChange: 200,
    });
  });

  test('the same result posted again decides nothing and gives the first answer', () => {
    const first = record(initialPlayerState, resultAt(2));
    const retry = record(first.state, resultAt(2));
    expect(retry.decision.events).toEqual([]);
    expect(retry.decision.answer).toEqual(first.decision.answer);
    expect(retry.state.ladder).toBe(150);
  });

  test('a different result for an already recorded match is refused', () => {
    const first = record(initialPlayerState, resultAt(2));
    expect(() => record(first.state, resultAt(2), 'other-fingerprint')).toThrow(
      expect.objectContaining({ code: 'result_conflict' }),
    );
  });

  test.each([
    ['the server says unranked', { ranked: false }],
    ['fewer than eight players', { players: resultAt(1).players.slice(0, 7) }],
  ])('an unranked game (%s) changes no rating', (_why, overrides) => {
    const before = given([{ type: 'PlayerRegistered', data: { steamId: 'x', displayName: 'Tester', via: 'game' } }]);
    const start = { ...before, ladder: 1200, mmr: 1100 };
    const { decision, state } = record(start, resultAt(1, overrides));
    expect(decision.answer).toMatchObject({ ranked: false, ladder: 1200, ladderChange: 0 });
    expect(state).toMatchObject({ ladder: 1200, mmr: 1100 });
    expect(state.godMmr.rix).toBe(1000);
  });

  test('ladder and hidden MMR move together; the rank floor holds', () => {
    const start = { ...given([]), registered: true, ladder: 1050, mmr: 1000 };
    const { decision, state } = record(start, resultAt(8));
    expect(decision.answer.ladder).toBe(1000);
    expect(decision.answer.ladderChange).toBe(-50);
    expect(state.mmr).toBe(930);
  });

  test.each([
    [{ doubledown: true }, 1300, 1140],
    [{ doubledown: true, bonus: 'doubledown' as const }, 1400, 1210],
    [{ bonus: 'doubledown' as const }, 1200, 1070],
  ])('double-down and bonus %p: ladder %i, MMR %i after a win from 1100 / 1000', (overrides, ladder, mmr) => {
    const start = { ...given([]), registered: true, ladder: 1100, mmr: 1000 };
    const { state } = record(start, resultAt(1, overrides));
    expect(state.ladder).toBe(ladder);
    expect(state.mmr).toBe(mmr);
  });

  test('per-god MMR is kept for each god played', () => {
    let state = initialPlayerState;
    state = record(state, resultAt(1, { god: 'rix', matchID: 'a' })).state;
    state = record(state, resultAt(1, { god: 'rix', matchID: 'b' })).state;
    state = record(state, resultAt(8, { god: 'pudge', matchID: 'c' })).state;
    // rix: +70, then from 1070 each win is floor(20 * (1 - 0.5996)) = 8: +56
    // pudge: a last place from the default 1000: -70
    expect(state.godMmr).toEqual({ rix: 1126, pudge: 930 });
    // overall: 1000 +70 +56, then last from 1126: 7 x floor(-20 * 0.6738) = -98
    expect(state.mmr).toBe(1028);
  });

  test('the real game 6617222774: new players, Herald table, pairwise Elo from the posted list', () => {
    const byPlace = [...SAMPLE].sort((a, b) => a.place - b.place);
    const outcomes = byPlace.map((result) => {
      const { decision, state } = record(initialPlayerState, result);
      return [result.place, decision.answer.ladder, decision.answer.ladderChange, state.mmr, state.godMmr[result.god]];
    });
    expect(outcomes).toEqual([
      [1, 200, 200, 1070, 1070],
      [2, 150, 150, 1050, 1050],
      [3, 100, 100, 1030, 1030],
      [4, 75, 75, 1010, 1010],
      [5, 50, 50, 990, 990],
      [6, 25, 25, 970, 970],
      [7, 10, 10, 950, 950],
      [8, 0, 0, 930, 930],
    ]);
  });

  test('unknown gods are recorded as they come', () => {
    const cloud = SAMPLE.find((r) => r.god === 'cloudGod')!;
    const { decision, state } = record(initialPlayerState, cloud);
    expect(decision.events[1]).toMatchObject({ type: 'GameResultRecorded', data: { result: { god: 'cloudGod' } } });
    expect(state.godMmr.cloudGod).toBe(1010);
  });
});

describe('player decider: registration on sign-in', () => {
  test('a new player is registered once', () => {
    const first = decideRegisterPlayer({ type: 'RegisterPlayer', steamId: '1', displayName: 'A' }, initialPlayerState);
    expect(first.events).toEqual([{ type: 'PlayerRegistered', data: { steamId: '1', displayName: 'A', via: 'sign_in' } }]);
    const again = decideRegisterPlayer({ type: 'RegisterPlayer', steamId: '1', displayName: 'A' }, given(first.events));
    expect(again.events).toEqual([]);
  });
});
