import { playerStats } from '@arena/contract';
import type { PlayerResult, RatingOutcome } from '@arena/domain';
import { gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readPlayerStats } from './index';

const A = '76561198000000001';
const keys = readModelKeys('test', 'v1');
const registered = playerRegistered(A, 'Ann', '2026-03-01T10:00:00.000Z', 'sign_in');
const axe = hero('npc_dota_hero_axe', 3);
const lina = hero('npc_dota_hero_lina', 2);
const noSupers = { ...hero('npc_dota_hero_zuus', 1), abilities: [] };

let minute = 0;
/** A's game `matchID`, recorded a minute after the previous one. */
function game(matchID: string, result: Partial<PlayerResult>, rating: Partial<RatingOutcome> = {}): GivenEvent {
  minute++;
  return gameResultRecorded(
    { steamID: A, matchID, heroes: [noSupers], ...result },
    rating,
    `2026-03-01T11:${String(minute).padStart(2, '0')}:00.000Z`,
  );
}

const statsAfter = async (events: GivenEvent[], eventsPerBatch?: number) =>
  playerStats.parse(
    await readPlayerStats(
      projectionTest(projectEvent, keys)
        .givenEvents([registered, ...events], { eventsPerBatch })
        .reader(),
      keys,
      A,
    ),
  );

const games = [
  game('101', { place: 1, god: 'rix', rounds: 30, wins: 20, endTime: 2400.5, heroes: [axe, lina] }, { ranked: true }),
  game('102', { place: 4, god: 'rix', rounds: 22, wins: 9, endTime: 1700, heroes: [axe, axe] }, { ranked: true }),
  game('103', { place: 8, god: 'cloudGod', rounds: 10, wins: 2, endTime: 600 }),
  game('104', { place: 1, god: 'rix', rounds: 28, wins: 20, endTime: 2400.5, heroes: [lina] }),
];

describe("a player's stats", () => {
  test('placements, rates and the average place over every game, ranked or not', async () => {
    const stats = await statsAfter(games);
    expect(stats).toMatchObject({
      steam_id: A,
      games: 4,
      ranked_games: 2,
      first_places: 2,
      top_fours: 3,
      win_rate: 0.5,
      top_four_rate: 0.75,
      average_place: 3.5,
      placements: [2, 0, 0, 1, 0, 0, 0, 1],
      rounds_played: 90,
      rounds_won: 51,
      // each axe and lina has an ability at level 9 (the statGains of the quests)
      supers: 5,
      gabens: 5,
    });
  });

  test('gods and heroes, most played first; a hero twice in a lineup is one game with it', async () => {
    const stats = await statsAfter(games);
    expect(stats.gods).toEqual([
      { god: 'rix', games: 3, first_places: 2, top_fours: 3, average_place: 2 },
      { god: 'cloudGod', games: 1, first_places: 0, top_fours: 0, average_place: 8 },
    ]);
    expect(stats.heroes.map(({ hero, games }) => [hero, games])).toEqual([
      ['npc_dota_hero_axe', 2],
      ['npc_dota_hero_lina', 2],
      ['npc_dota_hero_zuus', 1],
    ]);
    expect(stats.heroes[0]).toMatchObject({ first_places: 1, top_fours: 2, average_place: 2.5 });
  });

  test('records: a later game breaks a record only with a better figure (the first of equals stays)', async () => {
    const expected = {
      longest_game: { game_id: '101', value: 2400.5, created_at: '2026-03-01T11:01:00.000Z' },
      most_rounds_won: { game_id: '101', value: 20, created_at: '2026-03-01T11:01:00.000Z' },
      most_supers: { game_id: '101', value: 2, created_at: '2026-03-01T11:01:00.000Z' },
    };
    expect((await statsAfter(games)).records).toEqual(expected);
    expect((await statsAfter(games, 1)).records).toEqual(expected);
    expect((await statsAfter([...games, game('105', { place: 2, wins: 21, endTime: 100 })])).records.most_rounds_won).toMatchObject({
      game_id: '105',
      value: 21,
    });
  });

  test('one batch or one per event: the same stats', async () => {
    expect(await statsAfter(games, 1)).toEqual(await statsAfter(games));
  });

  test('before the first game: no rates, no average, no records; an unknown player has no stats', async () => {
    expect(await statsAfter([])).toMatchObject({
      games: 0,
      win_rate: null,
      top_four_rate: null,
      average_place: null,
      placements: [0, 0, 0, 0, 0, 0, 0, 0],
      gods: [],
      heroes: [],
      records: { longest_game: null, most_rounds_won: null, most_supers: null },
    });
    expect((await statsAfter([game('106', { place: 5, wins: 0 })])).records).toMatchObject({ most_rounds_won: null, most_supers: null });
    expect(
      await readPlayerStats(projectionTest(projectEvent, keys).givenEvents([registered]).reader(), keys, '76561198000000009'),
    ).toBeNull();
  });
});
