import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { currentVersionKey, readModelKeys } from '@arena/read-models';
import type { ConnectGaiminReply, GaiminCheckReply, MmrCheckReply, WalletView, PlayerProfile } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * Partner (docs/game-rules.md "Partner link", "Tournament checks") over real HTTP, with the embedded local stand-in of Gaimin (the
 * service starts it when GAIMIN_API_URL is unset; it accepts `gaimin-demo-{id}` tokens): the
 * partner bundle and Plus, one player per Gaimin account (even when racing), retries, and the
 * public check tools.
 */

const player = (n: number) => `7656119800000${String(2000 + n).padStart(4, '0')}`;
const A = player(1);
const B = player(2);
const SITE = { 'x-requested-with': 'arena' };

describe('partner', () => {
  let stack: TestStack;
  const cookies = new Map<string, string>();
  const sample = loadSampleGame();

  async function signIn(steamId: string): Promise<void> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Partner ${steamId.slice(-4)}` },
      headers: { ...SITE, origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    cookies.set(steamId, answer.setCookie!);
  }

  const connect = (steamId: string, playerToken: unknown, key: string = randomUUID(), as = steamId) =>
    visit<ConnectGaiminReply>(`${stack.baseUrl}/api/players/${steamId}/connect_gaimin`, {
      method: 'POST',
      cookie: cookies.get(as),
      body: { playerToken },
      headers: { ...SITE, origin: stack.baseUrl, 'idempotency-key': key },
    });
  const wallet = async (steamId: string) =>
    (await visit<WalletView>(`${stack.baseUrl}/api/players/${steamId}/wallet`, { cookie: cookies.get(steamId) })).body;
  const count = (items: { item_id: string; count: number }[], id: string) => items.find((item) => item.item_id === id)?.count ?? 0;
  const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    visit<T>(`${stack.baseUrl}${path}`, { method: 'POST', body, headers });

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000000', BULK_RATE_LIMIT_PER_MINUTE: '1000' });
    for (let n = 1; n <= 30; n++) await signIn(player(n));
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test('connecting gives the partner bundle (75,000 gold and its items) and Plus, on the wallet and the profile', async () => {
    const before = await wallet(A);
    const answer = await connect(A, '  gaimin-demo-alpha  ');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      connected: true,
      message: 'Connected',
      partner: 'gaimin',
      account_id: 'alpha',
      username: 'gamer-alpha',
      bundle_granted: true,
      coins: before.coins + 75_000,
      has_plus: true,
      already_owned: [],
      position: expect.any(Number),
    });
    const after = (
      await visit<WalletView>(`${stack.baseUrl}/api/players/${A}/wallet`, {
        cookie: cookies.get(A),
        headers: { 'x-read-after': String(answer.body.position) },
      })
    ).body;
    expect(after).toMatchObject({ coins: before.coins + 75_000, has_plus: true, plus_expiration: null });
    expect(count(after.items, 'chest_basic') - count(before.items, 'chest_basic')).toBe(2);
    expect(count(after.items, 'finisher_coins')).toBe(1);
    expect(count(after.items, 'chest_arena_unique')).toBe(1);
    expect((await visit(`${stack.baseUrl}/api/players/${A}`)).body).toMatchObject({ has_plus: true, gaimin_connected: true });
  });

  test('a retry with the same key answers the first answer; connecting the same account again gives nothing more', async () => {
    await signIn(player(3));
    const first = await connect(player(3), 'gaimin-demo-retry', 'connect-retry');
    expect(first.body).toMatchObject({ bundle_granted: true, account_id: 'retry' });
    const retry = await connect(player(3), 'gaimin-demo-retry', 'connect-retry');
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    const again = await connect(player(3), 'gaimin-demo-retry');
    expect([again.status, again.body.bundle_granted, again.body.coins, again.body.has_plus]).toEqual([200, false, first.body.coins, true]);
    // the same key for another account is another action
    const reused = await connect(player(3), 'gaimin-demo-other', 'connect-retry');
    expect([reused.status, errorOf(reused)?.code]).toEqual([422, 'idempotency_key_reused']);
  });

  test('a Gaimin account cannot be connected to a second player; a player cannot connect a second account (nor lock it)', async () => {
    await connect(player(4), 'gaimin-demo-taken');
    const before = await wallet(player(5));
    const taken = await connect(player(5), 'gaimin-demo-taken');
    expect([taken.status, errorOf(taken)]).toEqual([
      409,
      { code: 'partner_account_taken', message: 'This Gaimin account is already connected to another player' },
    ]);
    const second = await connect(player(4), 'gaimin-demo-spare');
    expect([second.status, errorOf(second)?.code]).toEqual([409, 'partner_already_linked']);
    // the refused attempt did not claim the spare account: another player can still connect it
    expect((await connect(player(6), 'gaimin-demo-spare')).status).toBe(200);
    await stack.settle();
    expect(await wallet(player(5))).toEqual(before);
  });

  test('ten players racing to connect one account: exactly one gets it', async () => {
    const racers = Array.from({ length: 10 }, (_, i) => player(10 + i));
    const answers = await Promise.all(racers.map((steamId) => connect(steamId, 'gaimin-demo-race')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => errorOf(answer)?.code)).toEqual(
      Array(9).fill('partner_account_taken'),
    );
    await stack.settle();
    const connected = await post<GaiminCheckReply>('/api/players/gaimin/check', { steamIDs: racers });
    expect(connected.body.filter((row) => row.connected)).toHaveLength(1);
  });

  test('refusals: a token Gaimin refuses, no token, a visitor, another player (nothing changes)', async () => {
    const refused = await connect(player(7), 'not-a-gaimin-token');
    expect([refused.status, errorOf(refused)?.code]).toEqual([400, 'invalid_partner_token']);
    const empty = await connect(player(7), '   ');
    expect([empty.status, errorOf(empty)?.code]).toEqual([400, 'invalid_payload']);
    const visitor = await visit(`${stack.baseUrl}/api/players/${player(7)}/connect_gaimin`, {
      method: 'POST',
      body: { playerToken: 'gaimin-demo-v' },
      headers: SITE,
    });
    expect(visitor.status).toBe(401);
    const other = await connect(player(7), 'gaimin-demo-other7', randomUUID(), player(8));
    expect([other.status, errorOf(other)?.code]).toEqual([403, 'forbidden']);
    expect((await visit(`${stack.baseUrl}/api/players/${player(7)}`)).body).toMatchObject({ gaimin_connected: false, has_plus: false });
  });

  test("the Gaimin check, the specification's call: {steamIDs} of ids and usernames (what organisers upload), a list of {username, connected, notFound, steamID} in order", async () => {
    const unknown = '76561198000009999';
    const lines = [A, B, unknown, `partner ${B.slice(-4)}`, 'not a player', '7656119800000', A];
    const answer = await post<GaiminCheckReply>('/api/players/gaimin/check', { steamIDs: lines.map((line) => ` ${line}\t`) });
    expect(answer.status).toBe(200);
    const nameOf = (id: string) => `Partner ${id.slice(-4)}`;
    expect(answer.body.map(({ username, connected, notFound, steamID }) => ({ username, connected, notFound, steamID }))).toEqual([
      { username: nameOf(A), connected: true, notFound: false, steamID: A },
      { username: nameOf(B), connected: false, notFound: false, steamID: B },
      { username: null, connected: false, notFound: true, steamID: unknown },
      // a name, matched case-insensitively, answered as sent, with the player's id
      { username: `partner ${B.slice(-4)}`, connected: false, notFound: false, steamID: B },
      { username: 'not a player', connected: false, notFound: true, steamID: null },
      { username: '7656119800000', connected: false, notFound: true, steamID: null },
      { username: nameOf(A), connected: true, notFound: false, steamID: A },
    ]);
    const tooMany = await post('/api/players/gaimin/check', { steamIDs: Array(1_001).fill(A) });
    expect([tooMany.status, errorOf(tooMany)?.code]).toEqual([400, 'invalid_payload']);
    expect((await post('/api/players/gaimin/check', { steamIDs: [] })).status).toBe(400);
    expect((await post('/api/players/gaimin/check', { steamIDs: [76561198000002000] })).status).toBe(400);
    expect((await post('/api/players/gaimin/check', {})).status).toBe(400);
    expect((await post<GaiminCheckReply>('/api/players/gaimin/check', { steamIDs: Array(1_000).fill(B) })).body).toHaveLength(1_000);
  });

  test("the rating check, the specification's call: {usernames}, one line of text per name (name, ladder rating, rank), never the hidden MMR", async () => {
    const names = ['sunsfan', 'p00KAH', '  Morbius ', 'nobody at all'];
    const answer = await post<MmrCheckReply>('/api/players/tournaments/checkMMRs', { usernames: names });
    expect(answer.status).toBe(200);
    const profileOf = async (steamId: string) => (await visit<PlayerProfile>(`${stack.baseUrl}/api/players/${steamId}`)).body;
    const [sunsfan, pookah, morbius] = await Promise.all(['76561197960956468', '76561198389696579', '76561198030851434'].map(profileOf));
    expect(answer.body).toEqual([
      `sunsfan, ${sunsfan.ladder_mmr}, ${sunsfan.badge}`,
      `p00KAH, ${pookah.ladder_mmr}, ${pookah.badge}`,
      `Morbius, ${morbius.ladder_mmr}, ${morbius.badge}`,
      'nobody at all, null',
    ]);
    // the hidden MMR is in the profile hash, never in the answer
    const keys = readModelKeys(stack.namespace, (await stack.redis.get(currentVersionKey(stack.namespace)))!);
    const hidden = await stack.redis.hget(keys.player('76561197960956468'), 'mmr');
    expect(hidden).toMatch(/^\d+$/);
    expect(hidden).not.toBe(String(sunsfan.ladder_mmr));
    expect(answer.body[0]).not.toContain(hidden);
  });

  test('the check tools are public POSTs: no sign-in, the site with its session cookie, but never another site', async () => {
    const body = { steamIDs: [A] };
    expect((await post('/api/players/gaimin/check', body)).status).toBe(200);
    const fromSite = await visit(`${stack.baseUrl}/api/players/gaimin/check`, {
      method: 'POST',
      body,
      cookie: cookies.get(B),
      headers: { origin: stack.baseUrl },
    });
    expect(fromSite.status).toBe(200);
    const forged = await post('/api/players/tournaments/checkMMRs', { usernames: ['SUNSfan'] }, { origin: 'https://evil.example' });
    expect([forged.status, errorOf(forged)?.code]).toEqual([403, 'csrf_rejected']);
  });
});

describe('the check tools are rate-limited per client, more tightly than the other public routes', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000', BULK_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => stack?.stop());

  test('each check route has a budget of its own; past it 429 with Retry-After, while other routes still answer', async () => {
    const check = () => visit(`${stack.baseUrl}/api/players/gaimin/check`, { method: 'POST', body: { steamIDs: [A] } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await check()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await check();
    expect([limited.status, errorOf(limited)?.code, Number(limited.headers.get('retry-after')) > 0]).toEqual([429, 'rate_limited', true]);
    const ratings = await visit(`${stack.baseUrl}/api/players/tournaments/checkMMRs`, { method: 'POST', body: { usernames: ['x'] } });
    expect(ratings.status).toBe(200);
    expect((await visit(`${stack.baseUrl}/api/leaderboard`)).status).toBe(200);
  });
});
