import { expect } from '@jest/globals';
import { gameResultRecorded, gameSummaryRecorded, hero, playerRegistered, projectionTest } from '../core/testing';
import { gameResultKeys } from './keys';
import { gameResultsProjection } from './projection';

const keys = gameResultKeys('t:v1:');
const { givenEvents } = projectionTest(gameResultsProjection, keys);
const AT = '2025-03-01T10:00:00.000Z';
const AT_MS = Date.parse(AT);
const LATER = '2025-03-01T10:30:00.000Z';
const SUMMARY = { matchID: 'g1', duration: 1502.4, rounds: 22, cheatsEnabled: false };
/** Ann's row as `GET /api/games/g1` serves it. */
const ANN_VIEW = {
  steam_id: 'A',
  username: 'Ann',
  avatar: null,
  place: 2,
  rounds: 21,
  wins: 15,
  losses: 6,
  god: 'rix',
  ladder_mmr: 1040,
  end_time: 1500.5,
  ladder_mmr_change: 40,
  heroes: [
    {
      hero_name: 'axe',
      tier: 3,
      abilities: [
        { ability_name: 'axe_ult', ability_level: 9, is_ultimate: true, icon: 'axe_ult.png' },
        { ability_name: 'axe_skill', ability_level: 3, is_ultimate: false, icon: 'axe_skill.png' },
      ],
    },
  ],
};

describe('game-results projection', () => {
  test('handles game results and summaries', () => {
    expect(gameResultsProjection.canHandle).toEqual(['GameResultRecorded', 'GameSummaryRecorded']);
  });

  test("a ranked result adds the player's row (compact heroes) to the game, the game to the recent games and to the player's games", () => {
    givenEvents([
      gameResultRecorded(
        {
          steamID: 'A',
          matchID: 'g1',
          username: 'Ann',
          place: 2,
          god: 'rix',
          rounds: 21,
          endTime: 1500.5,
          wins: 15,
          losses: 6,
          heroes: [hero('axe', 3)],
        },
        { ranked: true, ladderBefore: 1000, ladderAfter: 1040, mmrAfter: 2031 },
        AT,
      ),
    ]).thenReadModel({
      [keys.game('g1')]: {
        'p:A': JSON.stringify({
          steam_id: 'A',
          username: 'Ann',
          avatar: null,
          place: 2,
          rounds: 21,
          wins: 15,
          losses: 6,
          god: 'rix',
          ladder_mmr: 1040,
          ladder_change: 40,
          end_time: 1500.5,
          heroes: [
            [
              'axe',
              3,
              [
                ['axe_ult', 9, 1, 'axe_ult.png'],
                ['axe_skill', 3, 0, 'axe_skill.png'],
              ],
            ],
          ],
        }),
        'v:A': JSON.stringify(ANN_VIEW),
        created_at: AT,
        rounds: '21',
        last_end_time: '1500.5',
        ranked: '1',
      },
      [keys.gameDocument('g1')]: JSON.stringify({
        game_id: 'g1',
        created_at: AT,
        duration: 1501,
        rounds: 21,
        ranked: true,
        cheats_enabled: null,
        players: [ANN_VIEW],
      }),
      [keys.recentGames]: { g1: AT_MS },
      [keys.playerGames('A')]: { g1: AT_MS },
    });
  });

  test('an unranked result stores no rating in the row and does not mark the game ranked', () => {
    const game = givenEvents([gameResultRecorded({ steamID: 'C', matchID: 'g2', place: 5 }, { ladderBefore: 300 }, AT)]).readModel()[
      keys.game('g2')
    ] as Record<string, string>;
    expect(game).not.toHaveProperty('ranked');
    expect(JSON.parse(game['p:C'])).toMatchObject({ place: 5, ladder_mmr: null, ladder_change: null });
  });

  test('the game keeps its first creation time, its most rounds and the latest end time', () => {
    const model = givenEvents([
      gameResultRecorded({ steamID: 'B', matchID: 'g1', rounds: 18, endTime: 1300 }, {}, AT),
      gameResultRecorded({ steamID: 'A', matchID: 'g1', rounds: 21, endTime: 1500 }, {}, LATER),
      gameResultRecorded({ steamID: 'C', matchID: 'g1', rounds: 9, endTime: 700 }, {}, LATER),
    ]).readModel();
    expect(model[keys.game('g1')]).toMatchObject({ created_at: AT, rounds: '21', last_end_time: '1500' });
    expect(model[keys.recentGames]).toEqual({ g1: AT_MS });
    expect(model[keys.playerGames('C')]).toEqual({ g1: Date.parse(LATER) });
  });

  test('a summary arriving first creates the game; results keep its creation time and rounds', () => {
    const outcome = givenEvents([
      gameSummaryRecorded(SUMMARY, AT),
      gameResultRecorded({ steamID: 'A', matchID: 'g1', rounds: 20, endTime: 1490 }, {}, LATER),
    ]);
    expect(outcome.readModel()).toEqual({
      [keys.game('g1')]: {
        summary: JSON.stringify(SUMMARY),
        created_at: AT,
        rounds: '22',
        'p:A': expect.any(String),
        'v:A': expect.any(String),
        last_end_time: '1490',
        doc_duration: '1502',
        doc_cheats: 'false',
      },
      [keys.gameDocument('g1')]: expect.stringContaining('"duration":1502,"rounds":22,"ranked":false,"cheats_enabled":false'),
      [keys.recentGames]: { g1: AT_MS },
      [keys.playerGames('A')]: { g1: Date.parse(LATER) },
    });
  });

  test('a summary after the results completes the game', () => {
    const model = givenEvents([
      gameResultRecorded({ steamID: 'A', matchID: 'g1', rounds: 23 }, {}, AT),
      gameSummaryRecorded(SUMMARY, LATER),
    ]).readModel();
    expect(model[keys.game('g1')]).toMatchObject({ summary: JSON.stringify(SUMMARY), created_at: AT, rounds: '23' });
    expect(model[keys.recentGames]).toEqual({ g1: AT_MS });
  });

  test('registrations and event types no projection knows are ignored', () => {
    givenEvents([playerRegistered('A', 'Ann', AT), { type: 'ChestOpened', data: {}, decidedAt: AT }]).thenReadModel({});
  });
});
