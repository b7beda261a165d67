import { recordResult, resultAt, SAMPLE_RESULTS } from '../game-results/testing';
import { NOW, playerJourney, signedUp } from '../player/testing';
import { addStats, NO_STATS, statGains } from './index';

/**
 * The stats quests and achievements count (docs/game-rules.md "Quest stats"): games_played,
 * first_place, top_four, rounds_won (= wins), gabens (abilities at level 9), supers (level >= 6),
 * chests_opened.
 */
const byPlace = (place: number) => SAMPLE_RESULTS.find((result) => result.place === place)!;

describe('quest stats', () => {
  test('what one result counts, from the real game 6617222774', () => {
    // the winner: 14 wins; abilities at levels 9, 9, 9, 9 (Gabens, and Supers) and 8, 8, 7, 7, 6, 6
    expect(statGains(byPlace(1))).toEqual({ games_played: 1, first_place: 1, top_four: 1, rounds_won: 14, gabens: 4, supers: 10 });
    // the 8th: 7 wins; abilities at levels 7, 6 and 7
    expect(statGains(byPlace(8))).toEqual({ games_played: 1, first_place: 0, top_four: 0, rounds_won: 7, gabens: 0, supers: 3 });
  });

  test('every recorded game counts, ranked or not; a retry counts once', () => {
    const journey = playerJourney(signedUp());
    journey.run(recordResult(resultAt(1, { matchID: 'ranked', wins: 12 })));
    journey.run(recordResult(resultAt(3, { matchID: 'unranked', ranked: false, wins: 8 })));
    journey.run(recordResult(resultAt(1, { matchID: 'ranked', wins: 12 }), undefined, NOW + 1));
    expect(journey.state.questStats).toEqual({ ...NO_STATS, games_played: 2, first_place: 1, top_four: 2, rounds_won: 20 });
  });

  test('an opened chest counts', () => {
    const journey = playerJourney(signedUp());
    journey.run({ type: 'OpenChest', chestId: 'chest_basic', seed: 7, now: NOW });
    expect(journey.state.questStats).toEqual({ ...NO_STATS, chests_opened: 1 });
  });

  test('adding stats leaves the stats added to as they are', () => {
    const before = addStats(NO_STATS, { gabens: 2 });
    expect(addStats(before, { gabens: 1, supers: 3 })).toEqual({ ...NO_STATS, gabens: 3, supers: 3 });
    expect(before).toEqual({ ...NO_STATS, gabens: 2 });
  });
});
