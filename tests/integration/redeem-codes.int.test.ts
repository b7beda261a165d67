import { randomUUID } from 'node:crypto';
import type { AdminRedemptionCodeDetail, AdminRedemptionCodeView, WalletView, RedeemCodeReply } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/** Redeem codes over real HTTP (docs/game-rules.md "Redeem codes"): limits hold under concurrent redemptions. */

const ADMIN = '76561198000000902';
const player = (n: number) => `7656119800000${String(1000 + n).padStart(4, '0')}`;

describe('redeem codes', () => {
  let stack: TestStack;
  let admin: string;
  const cookies = new Map<string, string>();

  async function signIn(steamId: string): Promise<string> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Redeemer ${steamId.slice(-4)}` },
      headers: { 'x-requested-with': 'arena', origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    cookies.set(steamId, answer.setCookie!);
    return answer.setCookie!;
  }

  const post = <T>(cookie: string, path: string, body?: unknown, key: string = randomUUID()) =>
    visit<T>(`${stack.baseUrl}${path}`, {
      method: 'POST',
      cookie,
      body,
      headers: { 'x-requested-with': 'arena', origin: stack.baseUrl, 'idempotency-key': key },
    });
  const redeem = (steamId: string, code: string, key?: string) =>
    post<RedeemCodeReply>(cookies.get(steamId)!, `/api/players/${steamId}/redeem_code/${code}`, undefined, key);
  const createCode = async (body: object) => expect((await post(admin, '/api/admin/redemption_codes', body)).status).toBe(200);

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await signIn(ADMIN);
    for (let n = 0; n < 20; n++) await signIn(player(n));
  });
  afterAll(async () => stack?.stop());

  test('20 players race for a code of 5 uses: exactly 5 get its gold and items, the others are told it is used up', async () => {
    await createCode({ id: 'RACE-5', gold: 1_000, items: [{ item_id: 'chest_basic', count: 1 }], max_uses: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => redeem(player(n), 'RACE-5')));
    const redeemed = answers.filter((answer) => answer.status === 200);
    expect(redeemed).toHaveLength(5);
    for (const answer of redeemed)
      expect(answer.body).toMatchObject({ code: 'RACE-5', gold: 1_000, coins: 1_000, items: [{ item_id: 'chest_basic', count: 1 }] });
    expect(answers.filter((answer) => answer.status === 409).map((answer) => errorOf(answer)?.code)).toEqual(
      Array(15).fill('code_used_up'),
    );
    await stack.settle();
    const list = await visit<AdminRedemptionCodeView[]>(`${stack.baseUrl}/api/admin/redemption_codes`, { cookie: admin });
    expect(list.body.find((code) => code.id === 'RACE-5')).toMatchObject({ uses: 5, max_uses: 5 });
    // the code's page lists who redeemed it and when: the five winners
    const one = await visit<AdminRedemptionCodeDetail>(`${stack.baseUrl}/api/admin/redemption_codes/RACE-5`, { cookie: admin });
    const winners = answers.flatMap((answer, n) => (answer.status === 200 ? [player(n)] : []));
    expect(one.body.redemptions.map((row) => row.steam_id).sort()).toEqual(winners.sort());
    expect(one.body.redemptions.every((row) => Number.isFinite(Date.parse(row.redeemed_at)))).toBe(true);
  });

  test('a player redeems a code once; a retry of the same request answers the first answer; the code is read case-insensitively', async () => {
    await createCode({ id: 'ONCE-EACH', gold: 250 });
    const first = await redeem(player(0), 'once-each', 'redeem-once');
    expect([first.status, first.body.code, first.body.gold]).toEqual([200, 'ONCE-EACH', 250]);
    const retry = await redeem(player(0), 'ONCE-EACH', 'redeem-once');
    expect(retry.body).toEqual(first.body);
    const again = await redeem(player(0), 'ONCE-EACH');
    expect([again.status, errorOf(again)?.code, errorOf(again)?.message]).toEqual([
      409,
      'code_already_redeemed',
      'You have already redeemed this code',
    ]);
  });

  test('a redemption whose Idempotency-Key was used for another action is refused 422 and spends no use of the code', async () => {
    await createCode({ id: 'ONE-USE', gold: 500, items: [], max_uses: 1 });
    const key = randomUUID();
    // a new player has a chest: opening it records the key for that action
    const opened = await post(cookies.get(player(3))!, `/api/players/${player(3)}/open_chest/chest_basic`, undefined, key);
    expect(opened.status).toBe(200);
    const reused = await redeem(player(3), 'ONE-USE', key);
    expect([reused.status, errorOf(reused)?.code]).toEqual([422, 'idempotency_key_reused']);
    // the one use is still there for anyone
    const other = await redeem(player(4), 'ONE-USE');
    expect(other.status).toBe(200);
  });

  test('unknown, malformed and expired codes are refused and change nothing', async () => {
    const before = (await visit<WalletView>(`${stack.baseUrl}/api/players/${player(1)}/wallet`, { cookie: cookies.get(player(1)) })).body
      .coins;
    const unknown = await redeem(player(1), 'NO-SUCH-CODE');
    expect([unknown.status, errorOf(unknown)?.code]).toEqual([404, 'code_not_found']);
    const malformed = await redeem(player(1), 'a!');
    expect([malformed.status, errorOf(malformed)?.code]).toEqual([400, 'invalid_code']);
    await createCode({ id: 'GONE-2025', gold: 999, expires_at: '2025-01-01T00:00:00.000Z' });
    const expired = await redeem(player(1), 'GONE-2025');
    expect([expired.status, errorOf(expired)?.code]).toEqual([409, 'code_expired']);
    await stack.settle();
    expect(
      (await visit<WalletView>(`${stack.baseUrl}/api/players/${player(1)}/wallet`, { cookie: cookies.get(player(1)) })).body.coins,
    ).toBe(before);
  });
});
