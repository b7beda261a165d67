import type { GameStartReply, GodBanReply, GodView, PlayerGods } from '@arena/contract';
import { FREE_GODS, GODS, PLUS_EXCLUSIVE_GODS } from '@arena/domain';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TEST_SERVER_KEY, TestStack } from '../support/test-stack';

/**
 * The gods routes the live site's client uses, asked as it asks them (docs/api.md "Gods"):
 * `GET /api/gods` (LearnGods.vue reads `god_name` and `god_enabled`), `GET
 * /api/players/{id}/gods` (MyGods.vue reads `god_name`, `owned`, `banned`, `gold`,
 * `plus_exclusive`, `free`) and `POST /api/players/{id}/gods/{god}/ban?banned=` (no body, no
 * custom header; it reads `banned`). The game server learns the bans at `POST /api/games/start`
 * (docs/game-rules.md "God bans").
 */

const PLAYER = '76561198000000901';
const OTHER = '76561198000000902';
const FREE_GOD = FREE_GODS[0];
const PAID_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;

describe('the gods routes as the live client asks them', () => {
  let stack: TestStack;
  let cookie: string;
  let otherCookie: string;

  const signIn = async (steamId: string) => {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `God ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    return answer.setCookie!;
  };
  /** The live client's ban: POST, the query, no body, no custom header (the browser adds its Origin). */
  const ban = (god: string, banned: string, as = cookie, steamId = PLAYER, extra: Record<string, string> = {}) =>
    visit<GodBanReply>(`${stack.baseUrl}/api/players/${steamId}/gods/${god}/ban?banned=${banned}`, {
      method: 'POST',
      cookie: as,
      headers: { origin: stack.baseUrl, ...extra },
    });
  const playerGods = (readAfter?: number | null) =>
    visit<PlayerGods>(
      `${stack.baseUrl}/api/players/${PLAYER}/gods`,
      readAfter === undefined || readAfter === null ? {} : { headers: { 'x-read-after': String(readAfter) } },
    );
  const banEvents = async () =>
    (await stack.projectorStore.readStream(`player-${PLAYER}`)).filter((event) => event.type === 'GodBanChanged');

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000000' });
    cookie = await signIn(PLAYER);
    otherCookie = await signIn(OTHER);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test('GET /api/gods is a bare list with the fields LearnGods reads, and our powers as extra fields', async () => {
    const answer = await visit<GodView[]>(`${stack.baseUrl}/api/gods`);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    const enabled = answer.body.filter((god) => god.god_enabled).map((god) => god.god_name);
    expect(enabled).toEqual(GODS.map((god) => god.id));
    const dazzle = answer.body.find((god) => god.god_name === 'dazzle')!;
    expect(dazzle).toMatchObject({ free: FREE_GODS.includes('dazzle'), plus_exclusive: PLUS_EXCLUSIVE_GODS.includes('dazzle') });
    expect(dazzle.powers.map((power) => power.id)).toEqual(['shallowGrave', 'cheatingDeath']);
  });

  test('GET /api/players/{id}/gods is a bare list with the fields MyGods reads', async () => {
    const answer = await playerGods();
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(GODS.length);
    const free = answer.body.find((god) => god.god_name === FREE_GOD)!;
    expect(free).toMatchObject({ owned: true, banned: false, gold: false, free: true, plus_exclusive: false });
    expect(answer.body.find((god) => god.god_name === PAID_GOD)).toMatchObject({ owned: false, banned: false });
  });

  test('a player bans a god with the live request, a retry changes nothing, the list and games/start show the ban, and it is lifted', async () => {
    const first = await ban(FREE_GOD, 'true');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ god_name: FREE_GOD, steam_id: PLAYER, banned: true });
    // the live client's retry (no key): asking for what holds decides nothing
    const again = await ban(FREE_GOD, 'true');
    expect([again.status, again.body.banned]).toEqual([200, true]);
    // our site's retry: the same Idempotency-Key answers the first answer
    const keyed = await ban(FREE_GOD, 'true', cookie, PLAYER, { 'idempotency-key': 'a7f1c3f0-5b8e-4c1d-9f2a-3e6d8b0c4a21' });
    const keyedRetry = await ban(FREE_GOD, 'true', cookie, PLAYER, { 'idempotency-key': 'a7f1c3f0-5b8e-4c1d-9f2a-3e6d8b0c4a21' });
    expect(keyedRetry.body).toEqual(keyed.body);
    expect(await banEvents()).toHaveLength(1);

    const listed = await playerGods(first.body.position);
    expect(listed.body.find((god) => god.god_name === FREE_GOD)).toMatchObject({ banned: true, owned: true });

    const start = await visit<GameStartReply>(`${stack.baseUrl}/api/games/start`, {
      method: 'POST',
      body: { data: JSON.stringify({ matchID: '7000000101', steamIDs: [PLAYER, OTHER] }) },
      headers: { 'x-server-key': TEST_SERVER_KEY },
    });
    expect(start.status).toBe(200);
    expect(start.body.players.map((player) => player.banned_gods)).toEqual([[FREE_GOD], []]);

    const lifted = await ban(FREE_GOD, 'false');
    expect([lifted.status, lifted.body.banned]).toEqual([200, false]);
    expect((await playerGods(lifted.body.position)).body.every((god) => !god.banned)).toBe(true);
    expect(await banEvents()).toHaveLength(2);
  });

  test('refusals: a god not owned, an unknown god, a bad query, another player, a visitor; none changes anything', async () => {
    const before = (await banEvents()).length;
    const notOwned = await ban(PAID_GOD, 'true');
    expect([notOwned.status, errorOf(notOwned)?.code]).toEqual([409, 'god_not_owned']);
    const unknown = await ban('cloudGod', 'true');
    expect([unknown.status, errorOf(unknown)?.code]).toEqual([404, 'god_not_found']);
    const badQuery = await ban(FREE_GOD, 'yes');
    expect([badQuery.status, errorOf(badQuery)?.code]).toEqual([400, 'invalid_payload']);
    const noQuery = await visit(`${stack.baseUrl}/api/players/${PLAYER}/gods/${FREE_GOD}/ban`, {
      method: 'POST',
      cookie,
      headers: { origin: stack.baseUrl },
    });
    expect(noQuery.status).toBe(400);
    expect((await ban(FREE_GOD, 'true', otherCookie)).status).toBe(403);
    expect((await ban(FREE_GOD, 'true', '')).status).toBe(401);
    expect(await banEvents()).toHaveLength(before);
  });
});
