import Redis from 'ioredis';
import { readAchievements } from './achievements';
import { readBattlePassLevels } from './battle-pass';
import { deleteKeysUnder, registerReadModelCommands } from './core';
import { applyToRedis, gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from './core/testing';
import { readPlayerStats } from './game-results';
import { readPlayerProfile } from './players';
import { projectEvent } from './projections';
import { readDailyQuests, readDailyQuestsOverview, readLoginQuests, readWelcomeQuests } from './quests';
import { readModelKeys } from './read-model-keys';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keys = readModelKeys(`progression-int-${process.pid}-${Date.now()}`, 'v1');
const A = '76561198000000001';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const onA = (type: string, data: object, hoursFromNow = -1): GivenEvent => ({
  stream: `player-${A}`,
  type,
  data,
  decidedAt: iso(hoursFromNow),
});
const game = (matchID: string, place: number, endTime: number, hoursFromNow: number) =>
  gameResultRecorded(
    { steamID: A, matchID, place, endTime, wins: 10, heroes: [hero('npc_dota_hero_axe', 3), hero('npc_dota_hero_lina', 2)] },
    { ranked: true },
    iso(hoursFromNow),
  );

/** The progression's events, with records tied and beaten across batches (the `hsetbest` and `hincrbymany` scripts). */
const EVENTS: GivenEvent[] = [
  playerRegistered(A, 'Ann', iso(-50), 'sign_in'),
  onA('DailyQuestAssigned', { questId: 'first_place_1', stat: 'first_place', goal: 1, gold: 200, baseline: 0, assignedAt: iso(-40) }, -40),
  game('101', 1, 1500.5, -30),
  game('102', 3, 1500.5, -29),
  game('103', 2, 900, -28),
  onA('XpGranted', { amount: 2600, reason: 'game', ref: '101' }),
  onA('BattlePassRewardClaimed', { level: 1, track: 'free' }),
  onA('LoginDayCompleted', { week: '2026-03-09', day: '2026-03-10', index: 1 }),
  onA('WelcomeRewardClaimed', { index: 1, claimedAt: iso(-20) }, -20),
  onA('AchievementClaimed', { achievementId: 'games_played', tier: 1 }),
  onA('DoubledownArmed', { source: 'item', week: '2026-03-09' }),
  game('104', 1, 2000, -1),
];

describe('the progression read models in Redis', () => {
  let redis: Redis;
  const outcome = projectionTest(projectEvent, keys).givenEvents(EVENTS, { eventsPerBatch: 3 });

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    registerReadModelCommands(redis);
    await applyToRedis(redis, outcome);
  });
  afterAll(async () => {
    await deleteKeysUnder(redis, keys.prefix);
    redis.disconnect();
  });

  test('the scripts leave in Redis what the in-memory Redis folds them into', async () => {
    const state = outcome.readModel();
    for (const key of [keys.quests(A), keys.battlePass(A), keys.achievements(A), keys.playerStats(A), keys.playerRecords(A)]) {
      expect(await redis.hgetall(key)).toEqual(state[key]);
    }
    expect((await redis.hgetall(keys.playerRecords(A))).longest_game).toBe(`2000 ${iso(-1)} 104`);
  });

  test('the queries read the same from Redis as from the in-memory Redis', async () => {
    const reader = outcome.reader();
    const reads = [
      (r: Redis) => readPlayerProfile(r, keys, A, NOW),
      (r: Redis) => readBattlePassLevels(r, keys, A),
      (r: Redis) => readDailyQuests(r, keys, A, NOW),
      (r: Redis) => readDailyQuestsOverview(r, keys, A, NOW),
      (r: Redis) => readLoginQuests(r, keys, A, NOW),
      (r: Redis) => readWelcomeQuests(r, keys, A, NOW),
      (r: Redis) => readAchievements(r, keys, A),
      (r: Redis) => readPlayerStats(r, keys, A),
    ];
    for (const read of reads) expect(await read(redis)).toEqual(await read(reader));
    expect(await readPlayerProfile(redis, keys, A, NOW)).toMatchObject({
      bp_level: 10,
      unclaimed_bp_rewards: 2,
      unclaimed_quests: 2,
      achievements_to_claim: 2,
    });
  });
});
