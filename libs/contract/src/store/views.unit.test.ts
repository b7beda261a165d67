import { findRoute, responseIssues, routeName } from '../index';
import { idempotencyKeyHeaders, isIdempotencyKey, readAfterHeaders } from '../shared';
import { CHEST_HISTORY_LIMIT, chestOddsList, openChestReply } from '../chests';
import {
  buyItemReply,
  cosmeticsList,
  CosmeticView,
  currentSaleReply,
  equipQuery,
  equipReply,
  playerCosmeticsList,
  plusBenefitsView,
  salesList,
  useItemReply,
  walletView,
  WalletView,
} from './views';

const STEAM_ID = '76561197960956468';
const AT = '2025-03-01T10:00:00.000Z';
const name = { en: 'Basic chest', cn: '普通宝箱' };

const row = {
  cosmetic_id: 'chest_basic',
  cosmetic_name: 'chest_basic',
  cosmetic_type: 'Chest' as const,
  equip_group: '',
  cost_coins: 2000,
  cost_usd: -1,
  rarity: 'Common' as const,
};
const chest: CosmeticView = {
  ...row,
  id: 'chest_basic',
  type: 'chest',
  name,
  gold_price: 2000,
  usd_cents: null,
  daily_limit: null,
  stackable: true,
  contents: null,
  sale: { sale_id: 'spring', percent_off: 15, gold_price: 1700, ends_at: AT },
};
const pack: CosmeticView = {
  ...chest,
  cosmetic_id: 'plus_year',
  cosmetic_name: 'plus_year',
  cosmetic_type: 'Consumable',
  cost_coins: -1,
  cost_usd: 50,
  id: 'plus_year',
  type: 'consumable',
  gold_price: null,
  usd_cents: 5000,
  sale: null,
  contents: { gold: 0, xp: 0, plus_days: 365, items: [{ item_id: 'name_rainbow', count: 1 }] },
};
const drop = { item_id: 'avatar_frame_gold', count: 1, duplicate: true, refund_gold: 500 };
const cosmetics: WalletView = {
  steam_id: STEAM_ID,
  coins: 1200,
  has_plus: true,
  plus_expiration: AT,
  unopened_chests: 2,
  items: [{ item_id: 'chest_basic', count: 2, equipped: false }],
  chest_history: [{ chest_id: 'chest_basic', opened_at: AT, drops: [drop] }],
};

/** The messages of what `schema` refuses, `path: message`; [] when it accepts. */
function refusals(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the store bodies', () => {
  test('accept the documented shapes', () => {
    expect(refusals(cosmeticsList, [chest, pack])).toEqual([]);
    expect(refusals(playerCosmeticsList, [{ steam_id: STEAM_ID, ...row, equipped: false, count: 2 }])).toEqual([]);
    expect(refusals(currentSaleReply, null)).toEqual([]);
    expect(
      refusals(currentSaleReply, {
        ...row,
        cost_coins: 1700,
        expiration: AT,
        sale_id: 'spring',
        percent_off: 15,
        regular_cost_coins: 2000,
      }),
    ).toEqual([]);
    expect(
      refusals(plusBenefitsView, { hasWeeklyDoubleDown: true, canClaimGold: false, has_plus: true, plus_expiration: AT, daily_gold: 100 }),
    ).toEqual([]);
    expect(
      refusals(salesList, {
        sales: [
          {
            id: 'spring',
            title: { en: 'Spring', cn: '春' },
            percent_off: 15,
            item_ids: ['chest_basic'],
            starts_at: AT,
            ends_at: AT,
            active: true,
          },
        ],
      }),
    ).toEqual([]);
    expect(
      refusals(chestOddsList, {
        chests: [
          {
            chest_id: 'chest_basic',
            name,
            kind: 'weighted',
            entries: [{ id: 'frame', label: { en: 'Avatar frame', cn: '头像框' }, item_ids: ['avatar_frame_gold'], probability: 0.19 }],
            extra_rolls: [{ extra_items: 1, probability: 0.25 }],
            unique: null,
            duplicate_refund_gold: 500,
            duplicate_god_progress: null,
          },
          {
            chest_id: 'chest_god',
            name,
            kind: 'unique',
            entries: [],
            extra_rolls: [],
            unique: {
              commons: ['card_rix'],
              tiers: [{ tier: 'rare', label: name, item_ids: ['gold_card_rix'], one_in: [1600, 800, 400] }],
            },
            duplicate_refund_gold: 0,
            duplicate_god_progress: 5,
          },
        ],
      }),
    ).toEqual([]);
    expect(refusals(walletView, cosmetics)).toEqual([]);
    expect(refusals(buyItemReply, { item_id: 'chest_basic', price: 1700, coins: 300, position: 42 })).toEqual([]);
    expect(
      refusals(openChestReply, {
        items: [],
        missed_item: row,
        coins: 500,
        chest_id: 'chest_basic',
        drops: [drop],
        balance: 800,
        position: 43,
      }),
    ).toEqual([]);
    expect(refusals(equipReply, { equipped: [{ group: 'avatar_frame', item_id: 'avatar_default' }], position: null })).toEqual([]);
    expect(refusals(useItemReply, { item_id: 'get_xp_1000', coins: 0, position: 44 })).toEqual([]);
    expect(refusals(useItemReply, { item_id: 'get_xp_1000', coins: 0, position: null })).toEqual([]);
  });

  test('refuse a field the contract does not list, a fraction of a coin and a sale outside 1..100 %', () => {
    expect(refusals(walletView, { ...cosmetics, mmr: 1 })).toEqual([': Unrecognized key: "mmr"']);
    expect(refusals(buyItemReply, { item_id: 'x', price: 1.5, coins: 0, position: 1 })).toEqual([
      'price: Invalid input: expected int, received number',
    ]);
    expect(refusals(cosmeticsList, [{ ...chest, sale: { ...chest.sale!, percent_off: 0 } }])).toHaveLength(1);
    expect(refusals(cosmeticsList, [{ ...chest, type: 'spaceship' }])).toHaveLength(1);
    // the live client tests `cosmetic_type === 'Chest'`: our own kinds are not its labels
    expect(refusals(cosmeticsList, [{ ...chest, cosmetic_type: 'chest' }])).toHaveLength(1);
    // the live client tests `equip_group != ''`: no null for "not equippable"
    expect(refusals(cosmeticsList, [{ ...chest, equip_group: null }])).toHaveLength(1);
    // use_item never answers a chest opening: a chest is opened by open_chest only
    expect(refusals(useItemReply, { item_id: 'c', chest: { chest_id: 'c', drops: [], coins: 0 }, coins: 0, position: 1 })).toEqual([
      ': Unrecognized key: "chest"',
    ]);
  });

  test(`list at most ${CHEST_HISTORY_LIMIT} chest openings`, () => {
    const history = Array.from({ length: CHEST_HISTORY_LIMIT + 1 }, () => cosmetics.chest_history[0]);
    expect(refusals(walletView, { ...cosmetics, chest_history: history.slice(1) })).toEqual([]);
    expect(refusals(walletView, { ...cosmetics, chest_history: history })).toHaveLength(1);
  });

  test("the equip query is the live client's `equip=true|false`", () => {
    expect(equipQuery.parse({ equip: 'false' })).toEqual({ equip: 'false' });
    expect(refusals(equipQuery, {})).toHaveLength(1);
    expect(refusals(equipQuery, { equip: 'yes' })).toHaveLength(1);
  });
});

describe('the mutation headers', () => {
  test.each([
    ['3f1c2a4e-0b5d-4c1e-9a57-6f1e2d3c4b5a', true],
    ['a', true],
    ['order:42.retry_1', true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['', false],
    ['has space', false],
    ['ünïcode', false],
  ])('Idempotency-Key %p is well-formed: %p', (key, valid) => {
    expect(isIdempotencyKey(key)).toBe(valid);
    expect(idempotencyKeyHeaders.safeParse({ 'idempotency-key': key }).success).toBe(valid);
  });

  test('both headers are optional; X-Read-After is a position', () => {
    expect(idempotencyKeyHeaders.safeParse({}).success).toBe(true);
    expect(readAfterHeaders.safeParse({}).success).toBe(true);
    expect(readAfterHeaders.safeParse({ 'x-read-after': '1234' }).success).toBe(true);
    expect(readAfterHeaders.safeParse({ 'x-read-after': '-1' }).success).toBe(false);
  });
});

describe('the store routes', () => {
  test.each([
    ['GET', '/api/cosmetics', 'GET /api/cosmetics'],
    ['GET', '/api/sales', 'GET /api/sales'],
    ['GET', '/api/chests/odds', 'GET /api/chests/odds'],
    ['GET', '/api/sales/current_sale', 'GET /api/sales/current_sale'],
    ['GET', `/api/players/${STEAM_ID}/cosmetics?filter=equipped`, 'GET /api/players/{steam_id}/cosmetics'],
    ['GET', `/api/players/${STEAM_ID}/wallet`, 'GET /api/players/{steam_id}/wallet'],
    ['GET', `/api/players/${STEAM_ID}/plus_benefits`, 'GET /api/players/{steam_id}/plus_benefits'],
    ['PUT', `/api/players/${STEAM_ID}/cosmetics/avatar_default/equip`, 'PUT /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip'],
    ['DELETE', `/api/players/${STEAM_ID}/cosmetics/avatar_default/equip`, 'DELETE /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip'],
    ['POST', `/api/players/${STEAM_ID}/buy_item/chest_basic`, 'POST /api/players/{steam_id}/buy_item/{cosmetic_id}'],
    ['POST', `/api/players/${STEAM_ID}/open_chest/chest_basic`, 'POST /api/players/{steam_id}/open_chest/{cosmetic_id}'],
    ['POST', `/api/players/${STEAM_ID}/cosmetics/avatar_default/equip`, 'POST /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip'],
    ['POST', `/api/players/${STEAM_ID}/use_item/chest_basic`, 'POST /api/players/{steam_id}/use_item/{cosmetic_id}'],
  ])('%s %s is %s', (method, path, expected) => {
    expect(routeName(findRoute(method, path)!)).toBe(expected);
  });

  test('each mutation lists its own conflicts besides the common errors', () => {
    const buy = `/api/players/${STEAM_ID}/buy_item/chest_basic`;
    const error = (code: string) => ({ error: { code, message: 'm' } });
    for (const code of ['not_for_sale', 'already_owned', 'daily_limit_reached', 'insufficient_gold'])
      expect(responseIssues('POST', buy, 409, error(code))).toEqual([]);
    expect(responseIssues('POST', buy, 422, error('idempotency_key_reused'))).toEqual([]);
    expect(responseIssues('POST', buy, 400, error('bad_request'))).toEqual([]);
    expect(responseIssues('POST', buy, 403, error('csrf_rejected'))).toEqual([]);
    expect(responseIssues('POST', buy, 409, error('no_chest'))).toHaveLength(1);
    expect(responseIssues('POST', `/api/players/${STEAM_ID}/cosmetics/x/equip`, 400, error('invalid_payload'))).toEqual([]);
    expect(responseIssues('POST', `/api/players/${STEAM_ID}/use_item/x`, 409, error('not_usable'))).toEqual([]);
    expect(responseIssues('POST', `/api/players/${STEAM_ID}/use_item/chest_basic`, 409, error('chest_not_usable'))).toEqual([]);
    expect(responseIssues('POST', `/api/players/${STEAM_ID}/use_item/chest_basic`, 409, error('no_chest'))).toHaveLength(1);
    expect(responseIssues('POST', `/api/players/${STEAM_ID}/open_chest/chest_basic`, 409, error('chest_not_usable'))).toHaveLength(1);
    expect(responseIssues('GET', `/api/players/${STEAM_ID}/cosmetics`, 403, error('forbidden'))).toEqual([]);
    expect(responseIssues('GET', '/api/cosmetics', 429, error('rate_limited'))).toEqual([]);
  });
});
