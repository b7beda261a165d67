import type { ChestOddsList, CosmeticsList, CurrentSaleReply, PlayerCosmeticsList, PlusBenefitsView, WalletView } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The economy's paths we share with the game's live site (docs/api.md "Store"), asked as its
 * client asks them: the same method, query and body (or none), no header but the session cookie
 * and the browser's `Origin`; each answer is checked for the fields that client reads (the store,
 * the armory, the chest opener, the redeem-code and Gaimin pages, the profile's Plus card).
 */

const PLAYER = '76561198000000851';
const ADMIN = '76561198000000852';
const ENV = { ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' };

type Row = { cosmetic_id: string; cosmetic_name: string; cosmetic_type: string; equip_group: string; cost_coins: number; rarity: string };

describe("the economy's shared paths, as the live client sends them", () => {
  let stack: TestStack;
  let player: string;
  let admin: string;
  /** A request as the live client's `fetch` makes it: the cookie, the browser's Origin, nothing else. */
  const live = <T>(
    path: string,
    init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ) => visit<T>(`${stack.baseUrl}${path}`, { ...init, headers: { origin: stack.baseUrl, ...init.headers } });
  const me = `/api/players/${PLAYER}`;
  const owned = async (query = '') => (await live<PlayerCosmeticsList>(`${me}/cosmetics${query}`, { cookie: player })).body;
  const wallet = async () => (await live<WalletView>(`${me}/wallet`, { cookie: player })).body;

  async function signIn(steamId: string): Promise<string> {
    const answer = await live('/api/auth/dev', { method: 'POST', body: { steam_id: steamId, display_name: `Live ${steamId.slice(-3)}` } });
    expect(answer.status).toBe(200);
    return answer.setCookie!;
  }

  beforeAll(async () => {
    stack = await startTestStack(ENV);
    player = await signIn(PLAYER);
    admin = await signIn(ADMIN);
    const grant = await live(`/api/admin/players/${PLAYER}/grant`, {
      method: 'POST',
      cookie: admin,
      body: { gold: 200_000, items: [{ item_id: 'plus_1day', count: 1 }], reason: 'live client test' },
    });
    expect(grant.status).toBe(200);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test("GET /api/cosmetics: a bare list with the live fields; the store's filter `cost_coins > 0` keeps what is sold for gold", async () => {
    const catalog = (await live<CosmeticsList>('/api/cosmetics')).body;
    expect(Array.isArray(catalog)).toBe(true);
    const byId = new Map(catalog.map((item) => [item.cosmetic_id, item]));
    expect(byId.get('chest_basic')).toMatchObject({
      cosmetic_name: 'chest_basic',
      cosmetic_type: 'Chest',
      equip_group: '',
      cost_coins: 2000,
      cost_usd: -1,
      rarity: 'Common',
    });
    expect(byId.get('plus_month')).toMatchObject({ cosmetic_type: 'Consumable', cost_coins: -1, cost_usd: 5 });
    // the 1-, 2- and 4-day Plus packages are products without a published price: listed, not sold
    for (const id of ['plus_1day', 'plus_2day', 'plus_4day']) expect(byId.get(id)).toMatchObject({ cost_coins: -1, cost_usd: -1 });
    const forGold = catalog.filter((item) => item.cost_coins > 0);
    expect(forGold.length).toBeGreaterThan(0);
    expect(forGold.every((item) => item.gold_price === item.cost_coins)).toBe(true);
    // gold amounts in names have thousands separators, in both languages
    expect(byId.get('gold_10000')!.name).toEqual({ en: '10,000 Gold', cn: '10,000 金币' });
  });

  test('the War Chest is a chest of its own in the catalog and the published odds', async () => {
    const catalog = (await live<CosmeticsList>('/api/cosmetics')).body;
    expect(catalog.find((item) => item.cosmetic_id === 'chest_war')).toMatchObject({ cosmetic_type: 'Chest', cost_coins: -1 });
    const odds = (await live<ChestOddsList>('/api/chests/odds')).body.chests.find((chest) => chest.chest_id === 'chest_war')!;
    expect(odds.entries.map((entry) => [entry.id, entry.probability])).toEqual([
      ['xp', 0.2],
      ['avatar_frame', 0.275],
      ['avatar_hat', 0.275],
      ['finisher', 0.15],
      ['arena', 0.1],
    ]);
  });

  test('GET /api/sales/current_sale: null without a sale; the item on sale with its sale price in cost_coins and its end in expiration', async () => {
    expect((await live<CurrentSaleReply>('/api/sales/current_sale')).body).toBeNull();
    const sale = {
      id: 'live-sale',
      title: { en: 'Live sale', cn: '特卖' },
      percent_off: 25,
      item_ids: ['finisher_meteor'],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: '2036-01-01T00:00:00.000Z',
    };
    expect((await live('/api/admin/sales', { method: 'POST', cookie: admin, body: sale })).status).toBe(200);
    await stack.settle();
    expect((await live<CurrentSaleReply>('/api/sales/current_sale')).body).toMatchObject({
      cosmetic_id: 'finisher_meteor',
      cosmetic_name: 'finisher_meteor',
      cost_coins: 7500,
      expiration: sale.ends_at,
    });
  });

  test('buy_item (POST, no body): no `error` on success; the armory lists the item as a row, sorted by type then name', async () => {
    const bought = await live<Record<string, unknown>>(`${me}/buy_item/hat_straw`, { method: 'POST', cookie: player });
    expect(bought.status).toBe(200);
    expect(bought.body.error).toBeUndefined();
    await stack.settle();
    const list = await owned();
    expect(Array.isArray(list)).toBe(true);
    expect(list.find((row) => row.cosmetic_id === 'hat_straw')).toMatchObject({
      cosmetic_name: 'hat_straw',
      cosmetic_type: 'Avatar Hat',
      equip_group: 'avatar_hat',
      rarity: 'Common',
      equipped: false,
    });
    const order = list.map((row) => `${row.cosmetic_type}/${row.cosmetic_name}`);
    expect(order).toEqual([...order].sort());
    // refused: the answer has the `error` the live client tests
    const again = await live<Record<string, unknown>>(`${me}/buy_item/hat_straw`, { method: 'POST', cookie: player });
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'already_owned']);
  });

  test('equip: POST ?equip=true|false without a body, PUT and DELETE; `?filter=equipped` follows', async () => {
    const equippedIds = async () => (await owned('?filter=equipped')).map((row) => row.cosmetic_id);
    expect((await live(`${me}/cosmetics/hat_straw/equip?equip=true`, { method: 'POST', cookie: player })).status).toBe(200);
    await stack.settle();
    expect(await equippedIds()).toContain('hat_straw');
    expect((await live(`${me}/cosmetics/hat_straw/equip?equip=false`, { method: 'POST', cookie: player })).status).toBe(200);
    await stack.settle();
    expect(await equippedIds()).not.toContain('hat_straw');
    expect((await live(`${me}/cosmetics/hat_straw/equip`, { method: 'PUT', cookie: player })).status).toBe(200);
    await stack.settle();
    expect(await equippedIds()).toContain('hat_straw');
    expect((await live(`${me}/cosmetics/hat_straw/equip`, { method: 'DELETE', cookie: player })).status).toBe(200);
    await stack.settle();
    expect(await equippedIds()).not.toContain('hat_straw');
    const noFlag = await live(`${me}/cosmetics/hat_straw/equip`, { method: 'POST', cookie: player });
    expect([noFlag.status, errorOf(noFlag)?.code]).toEqual([400, 'invalid_payload']);
  });

  test("open_chest (POST, no body): `items` as rows with name and rarity, `coins` the duplicates' refund, `missed_item`", async () => {
    const before = (await wallet()).coins;
    const opened = await live<{
      items: Row[];
      coins: number;
      missed_item: Row | null;
      balance: number;
      drops: { duplicate: boolean; count: number }[];
    }>(`${me}/open_chest/chest_basic`, { method: 'POST', cookie: player });
    expect(opened.status).toBe(200);
    const { items, coins, missed_item: missed, balance, drops } = opened.body;
    for (const item of items) {
      expect(item.cosmetic_name).toBe(item.cosmetic_id);
      expect(['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary']).toContain(item.rarity);
    }
    expect(items).toHaveLength(drops.filter((drop) => !drop.duplicate).reduce((sum, drop) => sum + drop.count, 0));
    expect(missed === null).toBe(drops.every((drop) => !drop.duplicate));
    expect(coins).toBeGreaterThanOrEqual(0);
    // the balance moved by the refund and by gold packs that dropped, never down
    expect(balance).toBeGreaterThanOrEqual(before + coins);
  });

  test("use_item with the live client's `Content-Type: application/json` and no body: the route answers, with the `error` it tests", async () => {
    const used = await live(`${me}/use_item/chest_basic`, {
      method: 'POST',
      cookie: player,
      headers: { 'content-type': 'application/json' },
      rawBody: '',
    });
    expect([used.status, errorOf(used)?.code]).toEqual([409, 'chest_not_usable']);
  });

  test('redeem_code (POST, no body): `success: true`, then a refusal without it', async () => {
    const code = { id: 'LIVE-CODE', gold: 500, items: [], expires_at: null, max_uses: null };
    expect((await live('/api/admin/redemption_codes', { method: 'POST', cookie: admin, body: code })).status).toBe(200);
    const redeemed = await live<Record<string, unknown>>(`${me}/redeem_code/LIVE-CODE`, { method: 'POST', cookie: player });
    expect([redeemed.status, redeemed.body.success]).toEqual([200, true]);
    const again = await live<Record<string, unknown>>(`${me}/redeem_code/LIVE-CODE`, { method: 'POST', cookie: player });
    expect(again.body.success).toBeUndefined();
    expect(errorOf(again)?.code).toBe('code_already_redeemed');
  });

  test('connect_gaimin (POST {playerToken}): `connected: true`, the first time and again', async () => {
    const first = await live<Record<string, unknown>>(`${me}/connect_gaimin`, {
      method: 'POST',
      cookie: player,
      body: { playerToken: 'gaimin-demo-live' },
    });
    expect([first.status, first.body.connected, first.body.bundle_granted]).toEqual([200, true, true]);
    const again = await live<Record<string, unknown>>(`${me}/connect_gaimin`, {
      method: 'POST',
      cookie: player,
      body: { playerToken: 'gaimin-demo-live' },
    });
    expect([again.status, again.body.connected, again.body.bundle_granted]).toEqual([200, true, false]);
  });

  test('plus_benefits (GET): the gold and the weekly double-down offered, then used by claim_daily_gold and use_doubledown (POST, no body)', async () => {
    await stack.settle();
    expect((await live<PlusBenefitsView>(`${me}/plus_benefits`, { cookie: player })).body).toMatchObject({
      hasWeeklyDoubleDown: true,
      canClaimGold: true,
      has_plus: true,
    });
    expect((await live(`${me}/claim_daily_gold`, { method: 'POST', cookie: player })).status).toBe(200);
    expect((await live(`${me}/use_doubledown`, { method: 'POST', cookie: player })).status).toBe(200);
    await stack.settle();
    expect((await live<PlusBenefitsView>(`${me}/plus_benefits`, { cookie: player })).body).toMatchObject({
      hasWeeklyDoubleDown: false,
      canClaimGold: false,
    });
    // private to the player, as the inventory is
    expect((await live(`${me}/plus_benefits`)).status).toBe(401);
    expect((await live(`${me}/cosmetics`)).status).toBe(401);
  });

  test('retries change nothing twice: one Idempotency-Key buys once; a bundle is bought once, whatever the key', async () => {
    const key = { 'idempotency-key': 'live-retry-1' };
    const first = await live<{ coins: number }>(`${me}/buy_item/chest_basic`, { method: 'POST', cookie: player, headers: key });
    const retry = await live<{ coins: number }>(`${me}/buy_item/chest_basic`, { method: 'POST', cookie: player, headers: key });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    await stack.settle();
    expect((await wallet()).coins).toBe(first.body.coins);

    const bundle = await live<{ coins: number }>(`${me}/buy_item/pack_starter`, {
      method: 'POST',
      cookie: player,
      headers: { 'idempotency-key': 'live-bundle-1' },
    });
    expect(bundle.status).toBe(200);
    const bundleRetry = await live<{ coins: number }>(`${me}/buy_item/pack_starter`, {
      method: 'POST',
      cookie: player,
      headers: { 'idempotency-key': 'live-bundle-1' },
    });
    expect(bundleRetry.body).toEqual(bundle.body);
    const second = await live(`${me}/buy_item/pack_starter`, {
      method: 'POST',
      cookie: player,
      headers: { 'idempotency-key': 'live-bundle-2' },
    });
    expect([second.status, errorOf(second)?.code]).toEqual([409, 'already_owned']);
    await stack.settle();
    expect((await wallet()).coins).toBe(bundle.body.coins);
  });
});
