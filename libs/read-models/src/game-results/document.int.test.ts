import Redis from 'ioredis';
import { deleteKeysUnder, registerReadModelCommands } from '../core';
import { applyToRedis, gameResultRecorded, gameSummaryRecorded, GivenEvent, hero, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readGame, readGameDocument } from './queries';

/**
 * A game's ready document, written by the projector's script in Redis: byte for byte the JSON of
 * the document built per request from the same state, whichever order results and summary come in.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AT = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T10:30:00.000Z';
const NAMES = ['quote " backslash \\ slash /', 'controls \u0001\b\f\n\r\t\u001f and DEL \u007f', 'unicode 名前 🎲 \u2028', ''];
const withHeroes = [hero('npc_dota_hero_axe', 3), hero('npc_dota_hero_lina', 1)];

function result(matchID: string, steamID: string, place: number, extra: object = {}, ranked = true): GivenEvent {
  return gameResultRecorded(
    { steamID, matchID, place, endTime: 600 + place * 10.5, rounds: 20 - place, heroes: withHeroes, ...extra },
    ranked ? { ranked: true, ladderBefore: 1000, ladderAfter: 1000 + 10 - place * 3, mmrAfter: 1000 } : {},
    AT,
  );
}

describe('the game document in Redis', () => {
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

  /** Projects `events` into a fresh namespace; answers each game's stored text and the per-request document's JSON. */
  async function project(events: GivenEvent[], games: string[], eventsPerBatch?: number) {
    const namespace = `game-document-int-${process.pid}-${run++}`;
    namespaces.push(namespace);
    const keys = readModelKeys(namespace, 'v1');
    await applyToRedis(redis, projectionTest(projectEvent, keys).givenEvents(events, { eventsPerBatch }));
    return Promise.all(
      games.map(async (id) => ({
        text: (await readGameDocument(redis, keys, id))?.toString('utf8'),
        built: JSON.stringify(await readGame(redis, keys, id)),
      })),
    );
  }

  test('is byte for byte the JSON built per request: summary before, after or never, ranked or not, any names', async () => {
    const events = [
      ...NAMES.map((username, i) => result('1', `A${i}`, 8 - i, { username })),
      gameSummaryRecorded({ matchID: '1', duration: 1502.5, rounds: 22, cheatsEnabled: false }, LATER),
      gameSummaryRecorded({ matchID: '2', duration: 99.4, rounds: 3, cheatsEnabled: true }, AT),
      result('2', 'B1', 2),
      result('2', 'B2', 1),
      result('3', 'C1', 1, {}, false),
      result('3', 'C2', 3, {}, false),
    ];
    const games = await project(events, ['1', '2', '3']);
    for (const { text, built } of games) expect(text).toBe(built);
    const first = JSON.parse(games[0].text!) as { players: { username: string }[]; duration: number; cheats_enabled: boolean };
    expect(first.players.map((p) => p.username)).toEqual([...NAMES].reverse());
    expect([first.duration, first.cheats_enabled]).toEqual([1503, false]);
    expect(JSON.parse(games[2].text!)).toMatchObject({ cheats_enabled: null, ranked: false, duration: 632 });
  });

  test('a batch of many events or one each leave the same document; an unknown game has none', async () => {
    const events = [
      result('7', 'A', 3),
      gameSummaryRecorded({ matchID: '7', duration: 10, rounds: 5, cheatsEnabled: false }, AT),
      result('7', 'B', 1),
    ];
    const [eachAlone, unknown] = await project(events, ['7', '8'], 1);
    const [batched] = await project(events, ['7']);
    expect(eachAlone.text).toBe(batched.text);
    expect(eachAlone.text).toBe(batched.built);
    expect(unknown).toEqual({ text: undefined, built: 'null' });
  });
});
