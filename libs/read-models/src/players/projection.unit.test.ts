import { gameResultRecorded, gameSummaryRecorded, playerRegistered, projectionTest } from '../core/testing';
import { playerKeys } from './keys';
import { playersProjection } from './projection';

const keys = playerKeys('t:v1:');
const { givenEvents } = projectionTest(playersProjection, keys);
const AT = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T10:30:00.000Z';

describe('players projection', () => {
  test('handles registrations and game results', () => {
    expect(playersProjection.canHandle).toEqual(['PlayerRegistered', 'GameResultRecorded', 'UserTypeChanged']);
  });

  test('a registered player gets a profile hash: id, name and creation time', () => {
    givenEvents([playerRegistered('A', 'Ann', AT, 'sign_in')]).thenReadModel({
      [keys.player('A')]: { steam_id: 'A', username: 'Ann', created_at: AT },
    });
  });

  test("a user type change sets the profile's user_type; the latest one wins", () => {
    const changed = (userType: string, previousUserType: string, decidedAt: string) => ({
      type: 'UserTypeChanged',
      data: { steamId: 'A', userType, previousUserType, source: 'admin', reason: 'why' },
      decidedAt,
    });
    givenEvents([
      playerRegistered('A', 'Ann', AT, 'sign_in'),
      changed('ADMIN', 'PLAYER', AT),
      changed('STATS_GUY', 'ADMIN', LATER),
    ]).thenReadModel({
      [keys.player('A')]: { steam_id: 'A', username: 'Ann', created_at: AT, user_type: 'STATS_GUY' },
    });
  });

  test('registering again keeps the first name and creation time', () => {
    givenEvents([playerRegistered('A', 'Ann', AT), playerRegistered('A', 'Annie', LATER)]).thenReadModel({
      [keys.player('A')]: { steam_id: 'A', username: 'Ann', created_at: AT },
    });
  });

  test('a ranked first place updates the profile, every ranked counter and the god counters', () => {
    givenEvents([
      playerRegistered('A', 'Ann', AT),
      gameResultRecorded(
        { steamID: 'A', matchID: 'g1', username: 'Ann the Bold', place: 1, god: 'rix', wins: 15 },
        { ranked: true, ladderBefore: 1000, ladderAfter: 1040, mmrBefore: 2000, mmrAfter: 2031 },
        LATER,
      ),
    ]).thenReadModel({
      [keys.player('A')]: {
        steam_id: 'A',
        username: 'Ann the Bold',
        created_at: AT,
        last_game_at: LATER,
        ladder: '1040',
        mmr: '2031',
        games_played: '1',
        rounds_won: '15',
        ranked_games: '1',
        place_sum: '1',
        first_places: '1',
        top_fours: '1',
      },
      [keys.playerGods('A')]: { 'rix:games': '1', 'rix:first': '1' },
    });
  });

  test('a ranked fifth place counts the place but no first place or top four', () => {
    const { readModel } = givenEvents([
      gameResultRecorded({ steamID: 'A', matchID: 'g1', place: 5 }, { ranked: true, ladderBefore: 1000, ladderAfter: 990 }, AT),
    ]);
    expect(readModel()[keys.player('A')]).toMatchObject({ ranked_games: '1', place_sum: '5', ladder: '990' });
    expect(readModel()[keys.player('A')]).not.toHaveProperty('first_places');
    expect(readModel()[keys.player('A')]).not.toHaveProperty('top_fours');
    expect(readModel()[keys.playerGods('A')]).toEqual({ 'rix:games': '1' });
  });

  test('an unranked result counts the game and rounds won but no ranked counter; a first place still counts for the god', () => {
    givenEvents([
      gameResultRecorded(
        { steamID: 'B', matchID: 'g2', username: 'Bob', place: 1, god: 'cloudGod', wins: 9 },
        { ladderBefore: 300, mmrBefore: 1500 },
        AT,
      ),
    ]).thenReadModel({
      [keys.player('B')]: {
        steam_id: 'B',
        username: 'Bob',
        created_at: AT,
        last_game_at: AT,
        ladder: '300',
        mmr: '1500',
        games_played: '1',
        rounds_won: '9',
      },
      [keys.playerGods('B')]: { 'cloudGod:games': '1', 'cloudGod:first': '1' },
    });
  });

  test('counters add up over games, in one batch or one event a batch', () => {
    const events = [
      gameResultRecorded({ steamID: 'A', matchID: 'g1', place: 2, wins: 10 }, { ranked: true, ladderAfter: 50 }, AT),
      gameResultRecorded(
        { steamID: 'A', matchID: 'g2', place: 7, wins: 4, god: 'zeus' },
        { ranked: true, ladderBefore: 50, ladderAfter: 20 },
        LATER,
      ),
    ];
    const expected = {
      games_played: '2',
      rounds_won: '14',
      ranked_games: '2',
      place_sum: '9',
      top_fours: '1',
      ladder: '20',
      last_game_at: LATER,
      created_at: AT,
    };
    expect(givenEvents(events).readModel()[keys.player('A')]).toMatchObject(expected);
    expect(givenEvents(events, { eventsPerBatch: 1 }).readModel()).toEqual(givenEvents(events).readModel());
  });

  test('a game summary, and an event type no projection knows, leave the profiles alone', () => {
    givenEvents([
      gameSummaryRecorded({ matchID: 'g1', duration: 1500, rounds: 20, cheatsEnabled: false }, AT),
      { type: 'ChestOpened', data: { steamId: 'A' }, decidedAt: AT },
    ]).thenReadModel({});
  });
});
