import { playerDecider, PlayerEvent } from '../player';
import type { PlayerRegistered } from '../players';
import { deciderSpecification } from '../shared/testing';
import { decideRecordGameResult, GameResultAnswer, PlayerResult } from './index';
import { ratedAt, recordResult, resultAt, SAMPLE_RESULTS, TESTER_STEAM_ID } from './testing';

const spec = deciderSpecification({ ...playerDecider, decide: decideRecordGameResult });

const registered: PlayerRegistered = {
  type: 'PlayerRegistered',
  data: { steamId: TESTER_STEAM_ID, displayName: 'Tester', via: 'game' },
};

/** Records results one after the other from a new player; gives the events and the last outcome. */
function playInTurn(results: PlayerResult[]) {
  const history: PlayerEvent[] = [];
  const outcomes = results.map((result) => {
    const outcome = spec.given(history).when(recordResult(result)).outcome();
    history.push(...outcome.events);
    return outcome;
  });
  return { history, outcomes, last: outcomes[outcomes.length - 1] };
}

describe('game results: recording a player result', () => {
  test('a player seen for the first time is registered, then the result is recorded', () => {
    const result = resultAt(1);
    const answer: GameResultAnswer = {
      steamId: TESTER_STEAM_ID,
      matchId: result.matchID,
      ranked: true,
      ladder: 200,
      ladderChange: 200,
      coinsChange: 100,
      xpChange: 100,
      bpLevel: 0,
    };
    spec
      .given([])
      .when(recordResult(result))
      .then(
        [
          registered,
          {
            type: 'GameResultRecorded',
            data: {
              result,
              fingerprint: `fp-${result.matchID}`,
              rating: {
                ranked: true,
                multiplier: 1,
                ladderBefore: 0,
                ladderAfter: 200,
                mmrBefore: 1000,
                mmrAfter: 1070,
                godMmrBefore: 1000,
                godMmrAfter: 1070,
              },
              // a first place: 100 gold and 100 XP, the first earnings of the UTC day of the game
              reward: { gold: 100, xp: 100, capped: false, bpLevel: 0, earnedToday: { day: '2026-11-23', gold: 100, xp: 100 } },
            },
          },
          { type: 'GoldChanged', data: { amount: 100, balance: 100, reason: 'game', ref: result.matchID } },
          { type: 'XpGranted', data: { amount: 100, reason: 'game', ref: result.matchID } },
          // a ranked top-4 finish with rix, a god of the catalog
          { type: 'GodProgressGained', data: { godId: 'rix', amount: 1, reason: 'game', ref: result.matchID } },
        ],
        answer,
      );
  });

  test('the same result posted again decides nothing and gives the first answer', () => {
    const first = spec
      .given([])
      .when(recordResult(resultAt(2)))
      .outcome();
    const retry = spec
      .given(first.events)
      .when(recordResult(resultAt(2)))
      .thenNothingHappened(first.answer);
    expect(retry.state.ladder).toBe(150);
  });

  test('a different result for an already recorded match is refused', () => {
    const first = spec
      .given([])
      .when(recordResult(resultAt(2)))
      .outcome();
    spec
      .given(first.events)
      .when(recordResult(resultAt(2), 'other-fingerprint'))
      .thenThrows('result_conflict');
  });

  test('a retry of a match recorded long before answers as the first time', () => {
    const results = Array.from({ length: 30 }, (_, i) => resultAt((i % 8) + 1, { matchID: `long-${i}` }));
    const { history, outcomes } = playInTurn(results);
    spec.given(history).when(recordResult(results[2])).thenNothingHappened(outcomes[2].answer);
    spec.given(history).when(recordResult(results[2], 'fp-changed')).thenThrows('result_conflict');
  });

  test.each([
    ['the server says unranked', { ranked: false }],
    ['fewer than eight players', { players: resultAt(1).players.slice(0, 7) }],
  ])('an unranked game (%s) changes no rating', (_why, overrides) => {
    const result = resultAt(1, overrides);
    const { state } = spec
      .given([registered, ratedAt(1200, 1100)])
      .when(recordResult(result))
      .thenAnswers({
        steamId: TESTER_STEAM_ID,
        matchId: result.matchID,
        ranked: false,
        ladder: 1200,
        ladderChange: 0,
        coinsChange: 0,
        xpChange: 0,
        bpLevel: 0,
      });
    expect(state).toMatchObject({ ladder: 1200, mmr: 1100 });
    expect(state.godMmr.get('rix')).toBe(1000);
  });

  test('ladder and hidden MMR move together; the rank floor holds', () => {
    const { answer, state } = spec
      .given([registered, ratedAt(1050, 1000)])
      .when(recordResult(resultAt(8)))
      .outcome();
    expect(answer.ladder).toBe(1000);
    expect(answer.ladderChange).toBe(-50);
    expect(state.mmr).toBe(930);
  });

  test.each([
    [{ doubledown: true }, 1300, 1140],
    [{ doubledown: true, bonus: 'doubledown' as const }, 1400, 1210],
    [{ bonus: 'doubledown' as const }, 1200, 1070],
  ])('double-down and bonus %p: ladder %i, MMR %i after a win from 1100 / 1000', (overrides, ladder, mmr) => {
    const { state } = spec
      .given([registered, ratedAt(1100, 1000)])
      .when(recordResult(resultAt(1, overrides)))
      .outcome();
    expect(state.ladder).toBe(ladder);
    expect(state.mmr).toBe(mmr);
  });

  test('per-god MMR is kept for each god played', () => {
    const { last } = playInTurn([
      resultAt(1, { god: 'rix', matchID: 'a' }),
      resultAt(1, { god: 'rix', matchID: 'b' }),
      resultAt(8, { god: 'pudge', matchID: 'c' }),
    ]);
    // rix: +70, then from 1070 each win is floor(20 * (1 - 0.5996)) = 8: +56
    // pudge: a last place from the default 1000: -70
    expect(last.state.godMmr).toEqual(
      new Map([
        ['rix', 1126],
        ['pudge', 930],
      ]),
    );
    // overall: 1000 +70 +56, then last from 1126: 7 x floor(-20 * 0.6738) = -98
    expect(last.state.mmr).toBe(1028);
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'a god or match id named %p reads nothing inherited: default MMR, not a retry',
    (id) => {
      const { events, state } = spec
        .given([])
        .when(recordResult(resultAt(1, { god: id, matchID: id })))
        .outcome();
      // a god the catalog does not know earns no god progress
      expect(events.map((e) => e.type)).toEqual(['PlayerRegistered', 'GameResultRecorded', 'GoldChanged', 'XpGranted']);
      expect(events[1]).toMatchObject({ data: { rating: { godMmrBefore: 1000, godMmrAfter: 1070 } } });
      expect(state.godMmr.get(id)).toBe(1070);
      expect(state.games.get(id)).toMatchObject({ ladder: 200, ladderChange: 200, ranked: true, coins: 100, xp: 100, bpLevel: 0 });
      expect(state.games.get('valueOf')).toBeUndefined();
    },
  );

  test('the real game 6617222774: new players, Herald table, pairwise Elo from the posted list', () => {
    const byPlace = [...SAMPLE_RESULTS].sort((a, b) => a.place - b.place);
    const outcomes = byPlace.map((result) => {
      const { answer, state } = spec.given([]).when(recordResult(result)).outcome();
      return [result.place, answer.ladder, answer.ladderChange, state.mmr, state.godMmr.get(result.god)];
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
    const cloud = SAMPLE_RESULTS.find((r) => r.god === 'cloudGod')!;
    const { state } = spec
      .given([])
      .when(recordResult(cloud))
      // a ranked 4th place: its gold and XP, but no god progress (a god the catalog does not know)
      .thenMatches([
        { type: 'PlayerRegistered' },
        { type: 'GameResultRecorded', data: { result: { god: 'cloudGod' } } },
        { type: 'GoldChanged', data: { amount: 30 } },
        { type: 'XpGranted', data: { amount: 45 } },
      ]);
    expect(state.godMmr.get('cloudGod')).toBe(1010);
  });
});
