import Redis from 'ioredis';
import { GOLDEN_EVENTS } from './__fixtures__/legacy-projection-commands';
import { deleteKeysUnder, registerReadModelCommands } from './core';
import { applyToRedis, projectionTest, ReadModelState } from './core/testing';
import { readGame, readPlayerGames, readRecentGames } from './game-results';
import { readLeaderboard } from './leaderboard';
import { readBattlePass } from './battle-pass';
import { readPlayerProfile } from './players';
import { projectEvent } from './projections';
import { readModelKeys } from './read-model-keys';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keys = readModelKeys(`read-models-int-${process.pid}-${Date.now()}`, 'v1');

/** Every hash, sorted set and list under the version's prefix, shaped as `InMemoryRedis.state()`. */
async function stored(redis: Redis): Promise<ReadModelState> {
  const state: ReadModelState = {};
  for (const key of await redis.keys(`${keys.prefix}*`)) {
    const type = await redis.type(key);
    if (type === 'hash') state[key] = await redis.hgetall(key);
    else if (type === 'list') state[key] = await redis.lrange(key, 0, -1);
    else if (type === 'string') state[key] = (await redis.get(key))!;
    else {
      const flat = await redis.zrange(key, '0', '-1', 'WITHSCORES');
      const members: Record<string, number> = {};
      for (let i = 0; i < flat.length; i += 2) members[flat[i]] = Number(flat[i + 1]);
      state[key] = members;
    }
  }
  return state;
}

describe('read models in Redis', () => {
  let redis: Redis;
  const outcome = projectionTest(projectEvent, keys).givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 3 });

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    registerReadModelCommands(redis);
    await applyToRedis(redis, outcome);
  });
  afterAll(async () => {
    await deleteKeysUnder(redis, keys.prefix);
    redis.disconnect();
  });

  test('Redis holds what the in-memory Redis of the projection tests folds the commands into', async () => {
    expect(await stored(redis)).toEqual(outcome.readModel());
  });

  test('a game document: players in place order, heroes decoded, duration from the summary', async () => {
    const game = await readGame(redis, keys, 'g1');
    expect(game).toMatchObject({
      game_id: 'g1',
      created_at: '2025-03-01T10:30:00.000Z',
      duration: 1502,
      rounds: 21,
      ranked: true,
      cheats_enabled: false,
    });
    expect(game!.players.map((row) => [row.steam_id, row.place, row.ladder_mmr_change])).toEqual([
      ['A', 1, 40],
      ['B', 4, 10],
    ]);
    expect(game!.players[0].heroes[0]).toEqual({
      hero_name: 'npc_dota_hero_axe',
      tier: 3,
      abilities: [
        { ability_name: 'npc_dota_hero_axe_ult', ability_level: 9, is_ultimate: true, icon: 'npc_dota_hero_axe_ult.png' },
        { ability_name: 'npc_dota_hero_axe_skill', ability_level: 3, is_ultimate: false, icon: 'npc_dota_hero_axe_skill.png' },
      ],
    });
    expect(await readGame(redis, keys, 'nope')).toBeNull();
  });

  test("recent games and a player's games, newest first, paged", async () => {
    const recent = await readRecentGames(redis, keys, { offset: 0, limit: 2 });
    expect(recent).toMatchObject({ offset: 0, total: 3 });
    expect(recent.items.map((game) => game.game_id)).toEqual(['g3', 'g2']);
    const next = await readRecentGames(redis, keys, { offset: 2, limit: 2 });
    expect(next.items.map((game) => game.game_id)).toEqual(['g1']);
    expect(next.items[0]).toMatchObject({
      players: 2,
      standings: [
        { steam_id: 'A', place: 1 },
        { steam_id: 'B', place: 4 },
      ],
    });
    const games = await readPlayerGames(redis, keys, 'A', { offset: 0, limit: 10 });
    expect(games!.items.map((game) => [game.game_id, game.place, game.ranked, game.duration])).toEqual([
      ['g3', 8, true, 900],
      ['g1', 1, true, 1502],
    ]);
    expect(await readPlayerGames(redis, keys, 'nobody', { offset: 0, limit: 10 })).toBeNull();
  });

  test('profiles, the battle pass and the leaderboard', async () => {
    expect(await readPlayerProfile(redis, keys, 'A')).toMatchObject({
      username: 'Ann2',
      ladder_mmr: 1010,
      badge: 'Crusader',
      rank: 2,
      games_played: 2,
      ranked_games: 2,
      first_places: 1,
      top_fours: 1,
      average_place: 4.5,
      gods: [{ god: 'rix', games: 2, first_places: 1 }],
    });
    expect(await readPlayerProfile(redis, keys, 'C')).toMatchObject({ rank: null, average_place: null, ranked_games: 0 });
    expect(await readPlayerProfile(redis, keys, 'nobody')).toBeNull();
    expect(await readBattlePass(redis, keys, 'C')).toMatchObject({ bp_level: 0 });
    expect(await readBattlePass(redis, keys, 'nobody')).toBeNull();
    const leaderboard = await readLeaderboard(redis, keys);
    expect(
      leaderboard.map((entry) => [entry.rank, entry.steam_id, entry.username, entry.badge, entry.ladder_mmr, entry.games_played]),
    ).toEqual([
      [1, 'B', 'Bob', 'Immortal', 4610, 2],
      [2, 'A', 'Ann2', 'Crusader', 1010, 2],
    ]);
  });
});
