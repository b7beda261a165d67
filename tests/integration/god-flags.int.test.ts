import type { AdminGodView, GameStartReply, GodView, PlayerGods } from '@arena/contract';
import { FREE_GODS, GODS, PLUS_EXCLUSIVE_GODS } from '@arena/domain';
import { startCommandInstances, type CommandInstances } from '../support/command-instances';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TEST_SERVER_KEY, TestStack } from '../support/test-stack';

/**
 * The global god flags (docs/game-rules.md "Global god flags"): an admin disables a god for
 * everyone, and `GET /api/gods`, `GET /api/players/{id}/gods` and `POST /api/games/start` say so;
 * the free and Plus-exclusive flags change who owns a god (and so who may ban it).
 */

const ADMIN = '76561198000000961';
const PLAYER = '76561198000000962';
const PAID_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;
const OTHER_PAID_GOD = GODS.map((god) => god.id).filter((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))[1];

async function signIn(baseUrl: string, steamId: string): Promise<string> {
  const answer = await visit(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    body: { steam_id: steamId, display_name: `Flags ${steamId.slice(-3)}` },
    headers: { origin: baseUrl },
  });
  expect(answer.status).toBe(200);
  return answer.setCookie!;
}

describe('global god flags', () => {
  let stack: TestStack;
  let admin: string;
  let player: string;
  const put = (godId: string, body: unknown, headers: Record<string, string> = {}, cookie = admin) =>
    visit<AdminGodView>(`${stack.baseUrl}/api/admin/gods/${godId}`, {
      method: 'PUT',
      body,
      cookie,
      headers: { origin: stack.baseUrl, ...headers },
    });
  const flagEvents = async () => (await stack.projectorStore.readStream('catalog')).filter((event) => event.type === 'GodFlagsChanged');

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await signIn(stack.baseUrl, ADMIN);
    player = await signIn(stack.baseUrl, PLAYER);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test('an admin disables a god with a reason: the gods list, the player gods and the game start mark it; a retry records once', async () => {
    const key = { 'idempotency-key': 'disable-god-1' };
    const disabled = await put(FREE_GODS[0], { enabled: false, reason: 'a broken power' }, key);
    expect([disabled.status, disabled.body]).toEqual([
      200,
      expect.objectContaining({ id: FREE_GODS[0], enabled: false, free: true, plus_exclusive: false }),
    ]);
    expect((await put(FREE_GODS[0], { enabled: false, reason: 'a broken power' }, key)).body).toEqual(disabled.body);
    expect((await put(FREE_GODS[0], { enabled: false })).status).toBe(200);
    const recorded = await flagEvents();
    expect(recorded.map((event) => [event.data, event.metadata.actor])).toEqual([
      [{ godId: FREE_GODS[0], enabled: false, free: true, plusExclusive: false, reason: 'a broken power' }, ADMIN],
    ]);
    await stack.settle();

    const gods = await visit<GodView[]>(`${stack.baseUrl}/api/gods`);
    expect(gods.body.filter((god) => !god.god_enabled).map((god) => god.god_name)).toEqual([FREE_GODS[0]]);
    const mine = await visit<PlayerGods>(`${stack.baseUrl}/api/players/${PLAYER}/gods`);
    expect(mine.body.find((god) => god.god_name === FREE_GODS[0])).toMatchObject({ god_enabled: false, owned: true, banned: false });
    const start = await visit<GameStartReply>(`${stack.baseUrl}/api/games/start`, {
      method: 'POST',
      body: { data: { matchID: '7000000201', steamIDs: [PLAYER] } },
      headers: { 'x-server-key': TEST_SERVER_KEY },
    });
    expect(start.body.disabled_gods).toEqual([FREE_GODS[0]]);
    expect(start.body.players[0].banned_gods).toEqual([FREE_GODS[0]]);
    expect(
      (await visit<AdminGodView[]>(`${stack.baseUrl}/api/admin/gods?filter=${encodeURIComponent('{"enabled":false}')}`, { cookie: admin }))
        .body,
    ).toEqual([disabled.body]);

    // the live site's path enables it again and answers the god as GET /api/gods lists it
    const live = await visit<GodView>(`${stack.baseUrl}/api/gods/${FREE_GODS[0]}/set_enabled?enabled=true`, {
      method: 'POST',
      cookie: admin,
      headers: { origin: stack.baseUrl },
    });
    expect([live.status, live.body.god_name, live.body.god_enabled]).toEqual([200, FREE_GODS[0], true]);
  });

  test('a god made free is owned by everyone and may be banned; taken back, it is not owned', async () => {
    const ban = () =>
      visit(`${stack.baseUrl}/api/players/${PLAYER}/gods/${PAID_GOD}/ban?banned=true`, {
        method: 'POST',
        cookie: player,
        headers: { origin: stack.baseUrl },
      });
    expect(errorOf(await ban())?.code).toBe('god_not_owned');
    const free = await visit<GodView>(`${stack.baseUrl}/api/gods/${PAID_GOD}/set_is_free?isFree=true`, {
      method: 'POST',
      cookie: admin,
      headers: { origin: stack.baseUrl },
    });
    expect(free.body).toMatchObject({ god_name: PAID_GOD, free: true });
    expect((await ban()).status).toBe(200);
    expect((await put(PAID_GOD, { free: false })).body.free).toBe(false);
    await stack.settle();
    const mine = await visit<PlayerGods>(`${stack.baseUrl}/api/players/${PLAYER}/gods`);
    expect(mine.body.find((god) => god.god_name === PAID_GOD)).toMatchObject({ owned: false, free: false });
  });

  test('refusals change nothing: a player, an unknown god, free and Plus-exclusive at once, a bad body or query', async () => {
    const before = (await flagEvents()).length;
    const answers = [
      await put(PAID_GOD, { enabled: false }, {}, player),
      await put('constructor', { enabled: false }),
      await put(PLUS_EXCLUSIVE_GODS[0], { free: true }),
      await put(PAID_GOD, { enabled: 'no' }),
      await visit(`${stack.baseUrl}/api/gods/${PAID_GOD}/set_enabled?enabled=maybe`, {
        method: 'POST',
        cookie: admin,
        headers: { origin: stack.baseUrl },
      }),
    ];
    expect(answers.map((answer) => [answer.status, errorOf(answer)?.code])).toEqual([
      [403, 'forbidden'],
      [404, 'god_not_found'],
      [400, 'invalid_god_flags'],
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
    ]);
    expect((await flagEvents()).length).toBe(before);
  });
});

describe('global god flags on two instances', () => {
  let instances: CommandInstances;
  afterAll(async () => instances?.stop());

  test('two admins changing one god at once on two instances keep both changes', async () => {
    instances = await startCommandInstances(2, { ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' });
    const [a, b] = instances.baseUrls;
    const [cookieA, cookieB] = [await signIn(a, ADMIN), await signIn(b, ADMIN)];
    const change = (baseUrl: string, cookie: string, body: unknown) =>
      visit<AdminGodView>(`${baseUrl}/api/admin/gods/${OTHER_PAID_GOD}`, { method: 'PUT', body, cookie, headers: { origin: baseUrl } });
    const answers = await Promise.all([change(a, cookieA, { enabled: false }), change(b, cookieB, { plus_exclusive: true })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const god = await visit<AdminGodView>(`${a}/api/admin/gods/${OTHER_PAID_GOD}`, { cookie: cookieA });
    expect(god.body).toMatchObject({ enabled: false, plus_exclusive: true, free: false });
    const recorded = (await instances.store.readStream('catalog')).filter((event) => event.type === 'GodFlagsChanged');
    expect(recorded).toHaveLength(2);
  });
});
