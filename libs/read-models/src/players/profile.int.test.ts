import Redis from 'ioredis';
import { deleteKeysUnder, registerReadModelCommands } from '../core';
import { applyToRedis, gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { type ProfileKeys, readPlayerProfile } from './queries';

/**
 * The profile read by one script in Redis: byte for byte the answer the seven-command pipeline
 * it replaced gave, and a quest's progress or claim shows as soon as the projector wrote it.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const A = '76561198000000001';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const onA = (type: string, data: object, hoursFromNow = -1): GivenEvent => ({
  stream: `player-${A}`,
  type,
  data,
  decidedAt: iso(hoursFromNow),
});
const game = (matchID: string, place: number, hoursFromNow: number) =>
  gameResultRecorded(
    { steamID: A, matchID, place, username: 'Ann "quoted"', wins: 10, heroes: [hero('npc_dota_hero_axe', 3)] },
    { ranked: true, ladderAfter: 1200 },
    iso(hoursFromNow),
  );

const REGISTERED = [
  playerRegistered(A, 'Ann "quoted"', iso(-50), 'sign_in'),
  onA('DailyQuestAssigned', { questId: 'first_place_1', stat: 'first_place', goal: 1, gold: 200, baseline: 0, assignedAt: iso(-40) }, -40),
];
const WON = [...REGISTERED, game('101', 1, -30), game('102', 3, -29), onA('XpGranted', { amount: 2600, reason: 'game', ref: '101' })];
const CLAIMED = [...WON, onA('DailyQuestClaimed', { questId: 'first_place_1' }, -10)];

/** The reads the profile was made of before its script: seven commands in one pipeline, replied as the script replies them. */
function asPipeline(redis: Redis): Redis {
  const flat = (hash: unknown) => Object.entries(hash as Record<string, string>).flat();
  const client = {
    defineCommand: () => undefined,
    async profilesources(
      player: string,
      gods: string,
      leaderboard: string,
      pass: string,
      inventory: string,
      quests: string,
      achievements: string,
      id: string,
      upgrade: string,
    ) {
      const replies = (await redis
        .pipeline()
        .hgetall(player)
        .hgetall(gods)
        .zrevrank(leaderboard, id)
        .hgetall(pass)
        .hget(inventory, upgrade)
        .hgetall(quests)
        .hgetall(achievements)
        .exec())!.map(([, reply]) => reply);
      return [flat(replies[0]), flat(replies[1]), replies[2], flat(replies[3]), replies[4], flat(replies[5]), flat(replies[6])];
    },
  };
  return client as unknown as Redis;
}

describe('the profile in Redis', () => {
  let redis: Redis;
  const namespaces: string[] = [];
  let run = 0;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    registerReadModelCommands(redis);
  });
  afterAll(async () => {
    for (const namespace of namespaces) await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
  });

  /** Projects `events` into a fresh namespace in Redis; answers its keys. */
  async function project(events: GivenEvent[]): Promise<ProfileKeys> {
    const namespace = `profile-int-${process.pid}-${run++}`;
    namespaces.push(namespace);
    const keys = readModelKeys(namespace, 'v1');
    await applyToRedis(redis, projectionTest(projectEvent, keys).givenEvents(events, { eventsPerBatch: 2 }));
    return keys;
  }

  test('is byte for byte the profile the pipeline read gave; null for an unknown player either way', async () => {
    for (const events of [REGISTERED, WON, CLAIMED]) {
      const keys = await project(events);
      const byScript = JSON.stringify(await readPlayerProfile(redis, keys, A, NOW));
      expect(byScript).toBe(JSON.stringify(await readPlayerProfile(asPipeline(redis), keys, A, NOW)));
      expect(byScript).toContain('"username":"Ann \\"quoted\\""');
      expect(await readPlayerProfile(redis, keys, '76561198000000002', NOW)).toBeNull();
    }
  });

  test("a quest's progress and its claim show as soon as the projector wrote them", async () => {
    const unclaimed = async (events: GivenEvent[]) => (await readPlayerProfile(redis, await project(events), A, NOW))!.unclaimed_quests;
    const before = await unclaimed(REGISTERED);
    expect(await unclaimed(WON)).toBe(before + 1);
    expect(await unclaimed(CLAIMED)).toBe(before);
  });
});
