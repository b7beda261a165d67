import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '@arena/contract';
import type { EventStore } from '@arena/eventstore';
import { startCommandInstances, CommandInstances } from '../support/command-instances';
import type { BuyItemReply, GrantReply, OpenChestReply, WalletView, PlayerProfile } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The store over real HTTP (docs/game-rules.md "Buying with gold"; docs/architecture.md "Write side"): concurrent purchases on one wallet
 * never overdraw it, a request retried with one Idempotency-Key buys once, a read after a
 * purchase shows the new balance, and two command instances racing on one wallet keep it exact.
 */

const PLAYER = '76561198000000801';
const ADMIN = '76561198000000802';
const CHEST_PRICE = 2_000;
const ENV = { ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' };

async function signIn(baseUrl: string, steamId: string): Promise<string> {
  const answer = await visit(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    body: { steam_id: steamId, display_name: `Buyer ${steamId.slice(-3)}` },
    headers: { 'x-requested-with': 'arena', origin: baseUrl },
  });
  expect(answer.status).toBe(200);
  return answer.setCookie!;
}

/** A POST as the site sends it: the site's headers, the session, and an Idempotency-Key when given. */
function post<T>(baseUrl: string, cookie: string, path: string, key?: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-requested-with': 'arena', origin: baseUrl };
  if (key) headers['idempotency-key'] = key;
  return visit<T>(`${baseUrl}${path}`, { method: 'POST', cookie, headers, body });
}

/** An admin's grant of `gold`; the balance after it. */
async function grantGold(baseUrl: string, adminCookie: string, gold: number): Promise<number> {
  const answer = await post<GrantReply>(baseUrl, adminCookie, `/api/admin/players/${PLAYER}/grant`, undefined, {
    gold,
    reason: 'store test',
  });
  expect(answer.status).toBe(200);
  return answer.body.coins;
}

/** The player's gold ledger as recorded: every `GoldChanged` of their stream, oldest first. */
async function goldLedger(store: EventStore): Promise<{ amount: number; balance: number; reason: string }[]> {
  const events = await store.readStream(`player-${PLAYER}`);
  return events
    .filter((event) => event.type === 'GoldChanged')
    .map((event) => event.data as { amount: number; balance: number; reason: string });
}

describe('the store on one command instance', () => {
  let stack: TestStack;
  let player: string;
  let admin: string;

  beforeAll(async () => {
    stack = await startTestStack(ENV);
    player = await signIn(stack.baseUrl, PLAYER);
    admin = await signIn(stack.baseUrl, ADMIN);
  });
  afterAll(async () => stack?.stop());

  test('1,000 concurrent purchases on one wallet: the balance never goes below zero and the gold spent is the successes times the price', async () => {
    const affordable = 50;
    expect(await grantGold(stack.baseUrl, admin, affordable * CHEST_PRICE + 1_000)).toBe(affordable * CHEST_PRICE + 1_000);
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, () =>
        post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/chest_basic`, randomUUID()),
      ),
    );
    const statuses = new Map<string, number>();
    for (const answer of answers) {
      const key = answer.status === 200 ? '200' : `${answer.status} ${errorOf(answer)?.code}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ '200': affordable, '409 insufficient_gold': 1_000 - affordable });

    const ledger = await goldLedger(stack.projectorStore);
    expect(ledger.every((change) => change.balance >= 0)).toBe(true);
    const spent = -ledger.filter((change) => change.reason === 'purchase').reduce((sum, change) => sum + change.amount, 0);
    expect(spent).toBe(affordable * CHEST_PRICE);
    expect(ledger.at(-1)!.balance).toBe(1_000);

    // the read side agrees, read after the last purchase's position
    const last = Math.max(...answers.filter((answer) => answer.status === 200).map((answer) => answer.body.position as number));
    const wallet = await visit<WalletView>(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, {
      cookie: player,
      headers: { 'x-read-after': String(last) },
    });
    expect(wallet.body.coins).toBe(1_000);
    expect(wallet.body.items.find((item) => item.item_id === 'chest_basic')?.count).toBe(affordable + 1); // + the starter chest
  });

  test('the same purchase sent 100 times with one Idempotency-Key, some at once: one purchase, and every answer is the first', async () => {
    await grantGold(stack.baseUrl, admin, 20_000);
    const before = (await goldLedger(stack.projectorStore)).length;
    const key = randomUUID();
    const buy = () => post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/finisher_meteor`, key);
    const answers = [...(await Promise.all(Array.from({ length: 50 }, buy)))];
    for (let i = 0; i < 50; i++) answers.push(await buy());
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0].body).toMatchObject({ item_id: 'finisher_meteor', price: 10_000 });
    const purchases = (await goldLedger(stack.projectorStore)).slice(before).filter((change) => change.reason === 'purchase');
    expect(purchases).toEqual([{ amount: -10_000, balance: answers[0].body.coins, reason: 'purchase', ref: 'finisher_meteor' }]);
  });

  test('a key used for another action is refused with 422 and changes nothing', async () => {
    const key = randomUUID();
    expect((await post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/chest_basic`, key)).status).toBe(200);
    const before = (await goldLedger(stack.projectorStore)).length;
    const reused = await post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/sfx_gong`, key);
    expect([reused.status, errorOf(reused)?.code]).toEqual([422, 'idempotency_key_reused']);
    expect((await goldLedger(stack.projectorStore)).length).toBe(before);
    const malformed = await post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/chest_basic`, 'not a key!');
    expect([malformed.status, errorOf(malformed)?.code]).toEqual([400, 'bad_request']);
  });

  test('a read that sends X-Read-After waits for the projector: the balance shown is never the one before the purchase', async () => {
    await grantGold(stack.baseUrl, admin, CHEST_PRICE);
    await stack.settle();
    const before = (await visit<WalletView>(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, { cookie: player })).body.coins;
    const resumeProjector = await stack.stopProjector();
    const bought = await post<BuyItemReply>(stack.baseUrl, player, `/api/players/${PLAYER}/buy_item/chest_basic`, randomUUID());
    expect(bought.status).toBe(200);
    // without the header, the stopped projector's read model still shows the old balance
    expect((await visit<PlayerProfile>(`${stack.baseUrl}/api/players/${PLAYER}`)).body.coins).toBe(before);
    const read = visit<PlayerProfile>(`${stack.baseUrl}/api/players/${PLAYER}`, {
      headers: { 'x-read-after': String(bought.body.position) },
    });
    setTimeout(() => void resumeProjector(), 300);
    const profile = await read;
    expect(profile.body.coins).toBe(bought.body.coins);
    expect(bought.body.coins).toBe(before - CHEST_PRICE);
    const malformed = await visit<PlayerProfile>(`${stack.baseUrl}/api/players/${PLAYER}`, { headers: { 'x-read-after': 'soon' } });
    expect([malformed.status, errorOf(malformed)?.code]).toEqual([400, 'bad_request']);
  });

  test('opening a chest consumes it and grants what dropped; the opening is in the history', async () => {
    const opened = await post<OpenChestReply>(stack.baseUrl, player, `/api/players/${PLAYER}/open_chest/chest_basic`, randomUUID());
    expect(opened.status).toBe(200);
    expect(opened.body.drops.length).toBeGreaterThanOrEqual(1);
    const wallet = await visit<WalletView>(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, {
      cookie: player,
      headers: { 'x-read-after': String(opened.body.position) },
    });
    expect(wallet.body.coins).toBe(opened.body.balance);
    expect(wallet.body.chest_history[0]).toMatchObject({ chest_id: 'chest_basic', drops: opened.body.drops });
    const notAChest = await post<OpenChestReply>(stack.baseUrl, player, `/api/players/${PLAYER}/open_chest/hat_crown`, randomUUID());
    expect([notAChest.status, errorOf(notAChest)?.code]).toEqual([409, 'not_a_chest']);
    const none = await post<OpenChestReply>(stack.baseUrl, player, `/api/players/${PLAYER}/open_chest/chest_god_unique`, randomUUID());
    expect([none.status, errorOf(none)?.code]).toEqual([409, 'no_chest']);
  });

  test('a chest opens only by open_chest: use_item refuses it with 409 chest_not_usable and the chest stays unopened', async () => {
    await stack.settle();
    const wallet = async () => (await visit(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, { cookie: player })).body as WalletView;
    const chests = (body: WalletView) => body.items.find((item) => item.item_id === 'chest_basic')?.count;
    const refusal = async (itemId: string) => {
      const answer = await post(stack.baseUrl, player, `/api/players/${PLAYER}/use_item/${itemId}`, randomUUID());
      return [answer.status, (answer.body as ApiErrorBody).error.code];
    };
    const before = await wallet();
    expect(chests(before)).toBeGreaterThanOrEqual(1);
    expect(await refusal('chest_basic')).toEqual([409, 'chest_not_usable']);
    expect(await refusal('hat_crown')).toEqual([409, 'not_usable']);
    await stack.settle();
    const after = await wallet();
    expect([chests(after), after.unopened_chests, after.coins, after.chest_history]).toEqual([
      chests(before),
      before.unopened_chests,
      before.coins,
      before.chest_history,
    ]);
  });

  test("another player's wallet is refused; an admin may act on it", async () => {
    const other = await signIn(stack.baseUrl, '76561198000000803');
    const refused = await post<BuyItemReply>(stack.baseUrl, other, `/api/players/${PLAYER}/buy_item/chest_basic`, randomUUID());
    expect([refused.status, errorOf(refused)?.code]).toEqual([403, 'forbidden']);
    expect((await visit<WalletView>(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, { cookie: other })).status).toBe(403);
    expect((await visit<WalletView>(`${stack.baseUrl}/api/players/${PLAYER}/wallet`, { cookie: admin })).status).toBe(200);
  });
});

describe('the store on two command instances racing on one wallet', () => {
  let instances: CommandInstances;

  beforeAll(async () => {
    instances = await startCommandInstances(2, ENV);
  });
  afterAll(async () => instances?.stop());

  test('200 purchases split across both instances: exactly what the gold pays for succeeds, nothing is lost or overdrawn', async () => {
    const [first, second] = instances.baseUrls;
    const cookies = [await signIn(first, PLAYER), await signIn(second, PLAYER)];
    expect(await grantGold(first, await signIn(first, ADMIN), 30 * CHEST_PRICE)).toBe(30 * CHEST_PRICE);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post<BuyItemReply>(instances.baseUrls[i % 2], cookies[i % 2], `/api/players/${PLAYER}/buy_item/chest_basic`, randomUUID()),
      ),
    );
    const succeeded = answers.filter((answer) => answer.status === 200).length;
    // a request that lost five races in a row is answered 503 busy (retry), never a wrong balance
    expect(answers.every((answer) => answer.status === 200 || [409, 503].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => errorOf(answer)?.code === 'insufficient_gold')).toBe(true);
    expect(succeeded).toBe(30);
    const ledger = await goldLedger(instances.store);
    expect(ledger.every((change) => change.balance >= 0)).toBe(true);
    expect(ledger.reduce((sum, change) => sum + change.amount, 0)).toBe(ledger.at(-1)!.balance);
    expect(ledger.at(-1)!.balance).toBe(0);
  });
});
