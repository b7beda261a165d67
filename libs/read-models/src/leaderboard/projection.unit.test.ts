import { gameResultRecorded, gameSummaryRecorded, playerRegistered, projectionTest } from '../core/testing';
import { LEADERBOARD_LADDER_CAP, leaderboardKeys, leaderboardScore } from './keys';
import { leaderboardProjection } from './projection';

const keys = leaderboardKeys('t:v1:');
const { givenEvents } = projectionTest(leaderboardProjection, keys);
const AT = '2025-03-01T10:00:00.000Z';

describe('leaderboard projection', () => {
  test('handles game results only', () => {
    expect(leaderboardProjection.canHandle).toEqual(['GameResultRecorded']);
  });

  test('a ranked result puts the player at the score of the ladder and hidden MMR after it', () => {
    givenEvents([
      gameResultRecorded(
        { steamID: 'A', matchID: 'g1', place: 1 },
        { ranked: true, ladderBefore: 1000, ladderAfter: 1040, mmrBefore: 2000, mmrAfter: 2031 },
        AT,
      ),
    ]).thenReadModel({ [keys.leaderboard]: { A: 104_002_031 } });
  });

  test('a later ranked result moves the player; other players keep their place', () => {
    givenEvents([
      gameResultRecorded({ steamID: 'A', matchID: 'g1' }, { ranked: true, ladderAfter: 200, mmrAfter: 1000 }, AT),
      gameResultRecorded({ steamID: 'B', matchID: 'g1' }, { ranked: true, ladderAfter: 300, mmrAfter: 900 }, AT),
      gameResultRecorded({ steamID: 'A', matchID: 'g2' }, { ranked: true, ladderBefore: 200, ladderAfter: 150, mmrAfter: 980 }, AT),
    ]).thenReadModel({ [keys.leaderboard]: { A: leaderboardScore(150, 980), B: leaderboardScore(300, 900) } });
  });

  test('an unranked result leaves the leaderboard alone', () => {
    givenEvents([gameResultRecorded({ steamID: 'A', matchID: 'g1', place: 1 }, { ladderBefore: 500, mmrBefore: 1200 }, AT)]).thenReadModel(
      {},
    );
  });

  test('registrations, summaries and event types no projection knows are ignored', () => {
    givenEvents([
      playerRegistered('A', 'Ann', AT),
      gameSummaryRecorded({ matchID: 'g1', duration: 1500, rounds: 20, cheatsEnabled: false }, AT),
      { type: 'ChestOpened', data: {}, decidedAt: AT },
    ]).thenReadModel({});
  });
});

describe('leaderboard score', () => {
  test('orders by ladder capped at 4500, then by hidden MMR clamped to 0..99,999', () => {
    expect(leaderboardScore(4600, 10)).toBe(LEADERBOARD_LADDER_CAP * 100_000 + 10);
    expect(leaderboardScore(4500, 20)).toBeGreaterThan(leaderboardScore(9000, 10));
    expect(leaderboardScore(100, 120_000)).toBe(100 * 100_000 + 99_999);
    expect(leaderboardScore(100, -5)).toBe(100 * 100_000);
    expect(leaderboardScore(100, 10.6)).toBe(100 * 100_000 + 11);
  });
});
