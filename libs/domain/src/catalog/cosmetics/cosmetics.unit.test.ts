import {
  COSMETICS,
  COSMETICS_BY_ID,
  cosmeticById,
  EQUIP_GROUP_OF_TYPE,
  EXACT_IDS,
  GODS,
  ID_PREFIXES,
  ITEM_TYPES,
  STARTER_EQUIPPED,
  STARTER_ITEMS,
} from '../index';

const CJK = /[\u3400-\u9fff]/;

describe('the cosmetic catalog', () => {
  test('has at least 150 items, each with a unique id of a known prefix', () => {
    expect(COSMETICS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(COSMETICS.map((item) => item.id)).size).toBe(COSMETICS.length);
    const unknown = COSMETICS.filter((item) => !EXACT_IDS.includes(item.id) && !ID_PREFIXES.some((prefix) => item.id.startsWith(prefix)));
    expect(unknown.map((item) => item.id)).toEqual([]);
  });

  test('every item has an English and a Chinese name', () => {
    for (const item of COSMETICS) {
      expect(item.name.en.trim()).not.toBe('');
      expect(item.name.cn).toMatch(CJK);
    }
  });

  test("every type of the cosmetic catalog has items, and an item sits in its type's equip group", () => {
    for (const type of ITEM_TYPES) expect(COSMETICS.some((item) => item.type === type)).toBe(true);
    for (const item of COSMETICS) expect(item.equipGroup).toBe(EQUIP_GROUP_OF_TYPE[item.type]);
  });

  test('every god has a card and a gold card', () => {
    for (const god of GODS) {
      expect(cosmeticById(`card_${god.id}`)?.type).toBe('card_frame');
      expect(cosmeticById(`gold_card_${god.id}`)?.goldPrice).toBe(200_000);
    }
  });

  test.each([
    ['chest_basic', 2_000, null],
    ['finisher_meteor', 10_000, null],
    ['streak_fire', 10_000, null],
    ['sfx_gong', 15_000, null],
    ['terrain_forest', 20_000, null],
    ['click_sparks', 20_000, null],
    ['spawn_portal', 20_000, null],
    ['gold_card_pudge', 200_000, null],
    ['buy_bp', null, 699],
    ['plus_month', null, 500],
    ['plus_year', null, 5000],
    ['buy_xp_300', null, 99],
    ['buy_xp_1000', null, 299],
    ['buy_xp_5000', null, 1199],
    ['gold_3500', null, 199],
    ['gold_10000', null, 499],
    ['gold_33000', null, 1499],
    ['gold_70000', null, 2999],
    ['gold_200000', null, 7999],
  ])('%s costs %p gold and %p US cents ("Gold prices", "Money prices")', (id, gold, usd) => {
    expect(cosmeticById(id)).toMatchObject({ goldPrice: gold, usdCents: usd });
  });

  test('finishers, win streaks, SFX, terrains, ClickFX, SpawnFX all cost as "Gold prices" says; store bundles 30,000-50,000', () => {
    const byType = { finisher: 10_000, win_streak: 10_000, sfx: 15_000, terrain: 20_000, click_fx: 20_000, spawn_fx: 20_000 } as const;
    for (const [type, price] of Object.entries(byType)) {
      for (const item of COSMETICS.filter((i) => i.type === type && i.goldPrice !== null)) expect(item.goldPrice).toBe(price);
    }
    for (const bundle of COSMETICS.filter((i) => i.type === 'bundle' && i.goldPrice !== null)) {
      expect(bundle.goldPrice).toBeGreaterThanOrEqual(30_000);
      expect(bundle.goldPrice).toBeLessThanOrEqual(50_000);
    }
  });

  test('packs list what they open into: the welcome-back and partner bundles, Plus, gold and XP packs', () => {
    expect(cosmeticById('pack_welcome_back')?.contents).toMatchObject({ gold: 25_000, items: [{ itemId: 'chest_basic', count: 1 }, {}] });
    expect(cosmeticById('pack_partner')?.contents).toMatchObject({ gold: 75_000 });
    expect(cosmeticById('plus_year')?.contents).toEqual({
      plusDays: 365,
      items: [
        { itemId: 'chest_god_unique', count: 2 },
        { itemId: 'name_rainbow', count: 1 },
      ],
    });
    expect(cosmeticById('plus_month')?.contents).toEqual({ plusDays: 30 });
    expect(cosmeticById('gold_33000')?.contents).toEqual({ gold: 33_000 });
    expect(cosmeticById('get_xp_2500')?.contents).toEqual({ xp: 2500 });
  });

  test('the contents of every pack and the starter items are items of the catalog, never themselves packs', () => {
    const referenced = [...COSMETICS.flatMap((item) => item.contents?.items ?? []), ...STARTER_ITEMS];
    expect(referenced.length).toBeGreaterThan(0);
    for (const { itemId, count } of referenced) {
      expect(COSMETICS_BY_ID.has(itemId)).toBe(true);
      expect(COSMETICS_BY_ID.get(itemId)?.contents).toBeNull();
      expect(count).toBeGreaterThan(0);
    }
    for (const itemId of STARTER_EQUIPPED) expect(cosmeticById(itemId)?.equipGroup).not.toBeNull();
  });

  test('an id that is a property of Object.prototype finds nothing', () => {
    expect(cosmeticById('constructor')).toBeUndefined();
    expect(cosmeticById('__proto__')).toBeUndefined();
  });
});
