import { randomUUID } from 'node:crypto';
import { demoGames, postDemoGames } from '@arena/command';
import { currentVersionKey, readModelKeys } from '@arena/read-models';
import { rebuildReadModels } from '@arena/projector';
import { visit } from '../support/command-service';
import { dumpReadModels } from '../support/read-model-dump';
import { REDIS_URL, startTestStack, TestStack, TEST_SERVER_KEY } from '../support/test-stack';

const ADMIN = '76561198000000861';

/**
 * The rebuild (worker threads, ranges merged, fresh keys written as plain values; or, for a small
 * store, all in its own thread) against the
 * live projector (batch after batch, scripts and increments) over the same events: games, players
 * signed in (their daily quests and login days), gold and chests granted, bought and opened. Every
 * key of both versions is read by type (strings, hashes, sorted sets with scores, lists, sets).
 */
describe('a rebuild from position 0', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => stack?.stop());

  const post = async (path: string, cookie: string, body?: unknown) => {
    const answer = await visit(`${stack.baseUrl}${path}`, {
      method: 'POST',
      cookie,
      body,
      headers: { origin: stack.baseUrl, 'idempotency-key': randomUUID() },
    });
    if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const signIn = async (steamId: string) =>
    (await post('/api/auth/dev', '', { steam_id: steamId, display_name: `Player ${steamId.slice(-3)}` })).setCookie!;

  test("leaves every read model byte for byte as the live projector's", async () => {
    const games = demoGames(60, 21);
    const players = [...new Set(games.flatMap((game) => game.results.map((result) => result.steamID)))].slice(0, 4);
    const admin = await signIn(ADMIN);
    const cookies = await Promise.all(players.map(signIn));
    for (const player of players)
      await post(`/api/admin/players/${player}/grant`, admin, {
        gold: 50_000,
        items: [{ item_id: 'chest_basic', count: 3 }],
        reason: 'test',
      });
    await postDemoGames(games, { baseUrl: stack.baseUrl, serverKey: TEST_SERVER_KEY, concurrency: 4 });
    for (const [i, player] of players.entries()) {
      await post(`/api/players/${player}/buy_item/chest_basic`, cookies[i]);
      for (let n = 0; n < 2; n++) await post(`/api/players/${player}/open_chest/chest_basic`, cookies[i]);
    }
    await stack.settle();

    const version = (await stack.redis.get(currentVersionKey(stack.namespace)))!;
    const live = await dumpReadModels(stack.redis, readModelKeys(stack.namespace, version).prefix);
    const stopped = await stack.stopProjector();
    // once with worker threads sharing the events, once in the rebuild's own thread (a small store's way)
    const rebuild = async (workersFrom: number | undefined) => {
      const rebuilt = await rebuildReadModels({
        eventStore: { kind: 'sqlite', path: stack.eventStorePath },
        redisUrl: REDIS_URL,
        namespace: stack.namespace,
        dropOldAfterMs: 0,
        workersFrom,
      });
      expect(rebuilt.events).toBe(await stack.projectorStore.headPosition());
      return dumpReadModels(stack.redis, readModelKeys(stack.namespace, rebuilt.version).prefix);
    };
    const byWorkers = await rebuild(0);
    const here = await rebuild(undefined);
    await stopped();

    const kinds = new Set(Object.values(live).map((value) => (Array.isArray(value) ? 'array' : typeof value)));
    expect([...kinds].sort()).toEqual(['array', 'object', 'string']);
    expect(Object.keys(live).length).toBeGreaterThan(300);
    // the games' ready documents (derived documents) are among the keys compared
    expect(Object.keys(live).filter((key) => key.endsWith(':document')).length).toBeGreaterThan(10);
    expect(byWorkers).toEqual(live);
    expect(here).toEqual(live);
    // about 600 requests and two projections: beyond jest's default minute on a loaded machine
  }, 180_000);
});
