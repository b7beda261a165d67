import Redis from 'ioredis';
import { deleteKeysUnder, registerReadModelCommands } from '../core';
import { applyToRedis, gameResultRecorded, GivenEvent, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import type { LeaderboardEntry } from '@arena/contract';
import { readModelKeys } from '../read-model-keys';
import { readLeaderboard, readLeaderboardDocument } from './queries';

/**
 * The leaderboard's ready document, written by the projector's script in Redis: byte for byte the
 * JSON of the list built per request from the same state, following the ladder as games come.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AT = '2025-03-01T10:00:00.000Z';
const ranked = (steamID: string, matchID: string, ladderAfter: number, extra: object = {}): GivenEvent =>
  gameResultRecorded({ steamID, matchID, ...extra }, { ranked: true, ladderAfter, mmrAfter: 1000 }, AT);
/** 101 ranked players, P000 (ladder 10) lowest to P100 (ladder 1010) highest: P000 is off the top 100. */
const LADDER = Array.from({ length: 101 }, (_, i) => ranked(`P${String(i).padStart(3, '0')}`, `g${i}`, 10 + i * 10));
const NAMES = ['quote " backslash \\ slash /', 'controls \u0001\b\f\n\r\t\u001f and DEL \u007f', 'unicode 名前 🎲 \u2028', ''];

describe('the leaderboard document in Redis', () => {
  let redis: Redis;
  const namespaces: string[] = [];
  let run = 0;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    registerReadModelCommands(redis);
  });
  afterEach(async () => {
    for (const namespace of namespaces.splice(0)) await deleteKeysUnder(redis, `${namespace}:`);
  });
  afterAll(() => redis.disconnect());

  /** Projects `events` into a fresh namespace in Redis; answers the document's text and the per-request list. */
  async function project(events: GivenEvent[], eventsPerBatch?: number) {
    const namespace = `leaderboard-document-int-${process.pid}-${run++}`;
    namespaces.push(namespace);
    const keys = readModelKeys(namespace, 'v1');
    await applyToRedis(redis, projectionTest(projectEvent, keys).givenEvents(events, { eventsPerBatch }));
    const text = (await readLeaderboardDocument(redis, keys))?.toString('utf8');
    const rows = text === undefined ? [] : (JSON.parse(text) as LeaderboardEntry[]);
    return { text, rows, built: await readLeaderboard(redis, keys) };
  }

  test('is byte for byte the JSON of the list built per request, names with quotes, control characters and any script', async () => {
    const events = NAMES.map((username, i) => ranked(`N${i}`, `n${i}`, 2000 + i, { username }));
    const { text, rows, built } = await project([...LADDER, ...events]);
    expect(text).toBe(JSON.stringify(built));
    expect(rows.map((row) => row.username).slice(0, 4)).toEqual([...NAMES].reverse());
  });

  test('lists the top 100: a player climbing into it enters at their place, the 100th before leaves it', async () => {
    const before = await project(LADDER);
    expect(before.rows).toHaveLength(100);
    expect(before.rows.some((row) => row.steam_id === 'P000')).toBe(false);
    expect(before.rows[99]).toMatchObject({ rank: 100, steam_id: 'P001' });

    const after = await project([...LADDER, ranked('P000', 'climb', 5000)]);
    const rows = after.rows;
    expect(rows[0]).toMatchObject({ rank: 1, steam_id: 'P000', ladder_mmr: 5000, games_played: 2 });
    expect(rows.some((row) => row.steam_id === 'P001')).toBe(false);
    expect(after.text).toBe(JSON.stringify(after.built));
  });

  test("an unranked game of a listed player counts in their row's games; a batch of many events or one each leave the same document", async () => {
    const events = [...LADDER, gameResultRecorded({ steamID: 'P100', matchID: 'casual', username: 'renamed' }, { ladderBefore: 1010 }, AT)];
    const oneBatch = await project(events);
    expect(oneBatch.rows[0]).toMatchObject({ steam_id: 'P100', username: 'renamed', games_played: 2, ladder_mmr: 1010 });
    const eachAlone = await project(events.slice(95), 1);
    const batched = await project(events.slice(95));
    expect(eachAlone.text).toBe(batched.text);
  });
});
