import { playerAbilityStats, playerGodStats, playerStats } from '@arena/contract';
import type { PlayerResult, RatingOutcome } from '@arena/domain';
import { gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readPlayerAbilityStats, readPlayerGodStats, readPlayerStats } from './index';

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

const readerAfter = (events: GivenEvent[]) =>
  projectionTest(projectEvent, keys)
    .givenEvents([registered, ...events])
    .reader();

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
      games_played: 4,
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

  test("the live site's figures: games and results over ranked games only, the average place truncated", async () => {
    const stats = await statsAfter(games);
    expect(stats).toMatchObject({ games: 2, results: { avg_place: 2.5, placements: [0.5, 0, 0, 0.5, 0, 0, 0, 0] } });
    // 1st, 2nd and 2nd: 5/3 = 1.666... shows 1.66, as the live site's TRUNC does
    const three = [1, 2, 2].map((place, i) => game(`20${i}`, { place }, { ranked: true }));
    expect((await statsAfter(three)).results.avg_place).toBe(1.66);
    expect((await statsAfter([])).results).toEqual({ avg_place: null, placements: [0, 0, 0, 0, 0, 0, 0, 0] });
  });

  test('god stats: ranked games by god in the live fields, best average place first; the per-god MMR stays hidden', async () => {
    const more = [...games, game('105', { place: 2, god: 'cloudGod' }, { ranked: true })];
    const gods = playerGodStats.parse(await readPlayerGodStats(readerAfter(more), keys, A));
    expect(gods.map((line) => [line.god, line.god_freq, line.avg_place, line.pick_rate])).toEqual([
      ['cloudGod', 1, 2, 1 / 3],
      ['rix', 2, 2.5, 2 / 3],
    ]);
    expect(gods[1]).toMatchObject({ first_place: 1, second_place: 0, fourth_place: 1, eighth_place: 0, god_mmr: null });
    expect(gods[1].placements).toEqual([0.5, 0, 0, 0.5, 0, 0, 0, 0]);
    expect(await readPlayerGodStats(readerAfter([]), keys, A)).toEqual([]);
    expect(await readPlayerGodStats(readerAfter([]), keys, '76561198000000009')).toBeNull();
  });

  test('ability stats: heroes with each ability in ranked games, in wins and in top fours, most picked first', async () => {
    const abilities = playerAbilityStats.parse(await readPlayerAbilityStats(readerAfter(games), keys, A));
    // 101 (1st): axe and lina; 102 (4th): axe twice; 103 and 104 are unranked
    expect(abilities.map((line) => [line.ability_name, line.freq, line.winner_freq, line.top_four_freq, line.numGames])).toEqual([
      ['npc_dota_hero_axe_skill', 3, 1, 3, 2],
      ['npc_dota_hero_axe_ult', 3, 1, 3, 2],
      ['npc_dota_hero_lina_skill', 1, 1, 1, 2],
      ['npc_dota_hero_lina_ult', 1, 1, 1, 2],
    ]);
    expect(abilities[1].icon).toBe('npc_dota_hero_axe_ult.png');
    expect(await readPlayerAbilityStats(readerAfter([]), keys, A)).toEqual([]);
    expect(await readPlayerAbilityStats(readerAfter([]), keys, '76561198000000009')).toBeNull();
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
      games_played: 0,
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
