import {
  CHEST_HISTORY_LIMIT,
  cosmeticsList,
  currentSaleReply,
  playerCosmeticsList,
  playerProfile,
  salesList,
  walletView,
} from '@arena/contract';
import { COSMETICS } from '@arena/domain';
import { chestOpened } from '../chests/testing';
import {
  goldChanged,
  itemEquipped,
  itemsConsumed,
  itemsGranted,
  itemUnequipped,
  plusDaysGranted,
  saleChanged,
  saleEnded,
  saleScheduled,
} from './testing/events';
import { GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readActiveSale, readCosmeticsList, readCurrentSale, readPlayerCosmeticsList, readSales, readWallet } from './queries';

const keys = readModelKeys('t', 'v1');
const { givenEvents } = projectionTest(projectEvent, keys);
const A = '76561198000000001';
const NOW = new Date('2025-03-10T12:00:00.000Z');
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const registered = playerRegistered(A, 'Ann', iso(-100), 'sign_in');

/** The given events' read models, read by `read`. */
const reading = <T>(events: GivenEvent[], read: (redis: ReturnType<ReturnType<typeof givenEvents>['reader']>) => Promise<T>) =>
  read(givenEvents(events).reader());
const cosmeticsOf = (events: GivenEvent[], now = NOW) => reading([registered, ...events], (redis) => readWallet(redis, keys, A, now));

describe("a player's cosmetics, as the live site lists them", () => {
  const listOf = (events: GivenEvent[], equippedOnly = false) =>
    reading([registered, ...events], (redis) => readPlayerCosmeticsList(redis, keys, A, equippedOnly));
  const owned = [
    itemsGranted(A, { avatar_default: 1, chest_basic: 2, hat_straw: 1, finisher_meteor: 1 }, iso(-3)),
    itemEquipped(A, 'avatar_default', 'avatar_frame', null, iso(-3)),
    itemsConsumed(A, { hat_straw: 1 }, iso(-2)),
  ];

  test('an unknown player has none; the items owned, by live type then name, with their live fields, equips and counts', async () => {
    expect(await reading([], (redis) => readPlayerCosmeticsList(redis, keys, A, false))).toBeNull();
    const list = await listOf(owned);
    expect(list).toEqual([
      {
        steam_id: A,
        cosmetic_id: 'avatar_default',
        cosmetic_name: 'avatar_default',
        cosmetic_type: 'Avatar Frame',
        equip_group: 'avatar_frame',
        cost_coins: -1,
        cost_usd: -1,
        rarity: 'Common',
        equipped: true,
        count: 1,
      },
      expect.objectContaining({
        cosmetic_id: 'chest_basic',
        cosmetic_type: 'Chest',
        equip_group: '',
        cost_coins: 2000,
        count: 2,
        equipped: false,
      }),
      expect.objectContaining({ cosmetic_id: 'finisher_meteor', cosmetic_type: 'Finisher', equip_group: 'finisher', equipped: false }),
    ]);
    expect(() => playerCosmeticsList.parse(list)).not.toThrow();
  });

  test('`filter=equipped` keeps the equipped items only', async () => {
    expect((await listOf(owned, true))!.map((row) => row.cosmetic_id)).toEqual(['avatar_default']);
  });
});

describe("a player's wallet", () => {
  test('an unknown player has none; a new one has no gold, no Plus, nothing owned', async () => {
    expect(await reading([goldChanged(A, 5, 5, iso(-1))], (redis) => readWallet(redis, keys, A, NOW))).toBeNull();
    const empty = await cosmeticsOf([]);
    expect(empty).toEqual({
      steam_id: A,
      coins: 0,
      has_plus: false,
      plus_expiration: null,
      unopened_chests: 0,
      items: [],
      chest_history: [],
    });
    expect(walletView.parse(empty)).toEqual(empty);
  });

  test('gold, items with what is equipped, and chests owned', async () => {
    const cosmetics = await cosmeticsOf([
      goldChanged(A, 2000, 2000, iso(-3)),
      itemsGranted(A, { avatar_default: 1, chest_basic: 1, hat_straw: 1 }, iso(-3)),
      itemEquipped(A, 'avatar_default', 'avatar_frame', null, iso(-3)),
      itemEquipped(A, 'hat_straw', 'avatar_hat', null, iso(-2)),
      itemUnequipped(A, 'hat_straw', 'avatar_hat', iso(-1)),
      goldChanged(A, -2000, 0, iso(-1)),
      itemsGranted(A, { chest_basic: 1 }, iso(-1)),
    ]);
    expect(cosmetics).toMatchObject({
      coins: 0,
      unopened_chests: 2,
      items: [
        { item_id: 'avatar_default', count: 1, equipped: true },
        { item_id: 'chest_basic', count: 2, equipped: false },
        { item_id: 'hat_straw', count: 1, equipped: false },
      ],
    });
    expect(() => walletView.parse(cosmetics)).not.toThrow();
  });

  test('a chest whose count falls to 0 leaves the list; unopened_chests follows grants and openings', async () => {
    const granted = [itemsGranted(A, { chest_basic: 2, chest_gold: 1 }, iso(-3))];
    expect(await cosmeticsOf(granted)).toMatchObject({
      unopened_chests: 3,
      items: [
        { item_id: 'chest_basic', count: 2 },
        { item_id: 'chest_gold', count: 1 },
      ],
    });
    const opened = [...granted, itemsConsumed(A, { chest_basic: 1 }, iso(-2)), itemsConsumed(A, { chest_gold: 1 }, iso(-1))];
    expect(await cosmeticsOf(opened)).toMatchObject({ unopened_chests: 1, items: [{ item_id: 'chest_basic', count: 1 }] });
    const allOpened = [...opened, itemsConsumed(A, { chest_basic: 1 }, iso(-1))];
    expect(await cosmeticsOf(allOpened)).toMatchObject({ unopened_chests: 0, items: [] });
  });

  test('Plus runs until its expiry, not at it, and is false after it', async () => {
    const plus = [plusDaysGranted(A, 1, iso(2), iso(-22))];
    expect(await cosmeticsOf(plus)).toMatchObject({ has_plus: true, plus_expiration: iso(2) });
    expect(await cosmeticsOf(plus, new Date(iso(2)))).toMatchObject({ has_plus: false, plus_expiration: iso(2) });
    expect(await cosmeticsOf(plus, new Date(iso(30)))).toMatchObject({ has_plus: false, plus_expiration: iso(2) });
  });

  test(`the chest history lists the ${CHEST_HISTORY_LIMIT} newest openings, newest first, with their drops`, async () => {
    const openings = Array.from({ length: CHEST_HISTORY_LIMIT + 3 }, (_, i) =>
      chestOpened(
        A,
        i % 2 ? 'chest_gold' : 'chest_basic',
        [{ itemId: 'avatar_bronze', count: 1, duplicate: i === 52, refundGold: i === 52 ? 500 : 0 }],
        iso(-60 + i),
      ),
    );
    const { chest_history: history } = (await cosmeticsOf(openings))!;
    expect(history).toHaveLength(CHEST_HISTORY_LIMIT);
    expect(history.map((entry) => entry.opened_at)).toEqual(
      openings
        .slice(3)
        .reverse()
        .map((event) => event.decidedAt),
    );
    expect(history[0]).toEqual({
      chest_id: 'chest_basic',
      opened_at: iso(-8),
      drops: [{ item_id: 'avatar_bronze', count: 1, duplicate: true, refund_gold: 500 }],
    });
  });
});

describe('the profile', () => {
  test('gains coins, Plus and unopened chests: 0, false, null before any store event', async () => {
    const profileOf = (events: GivenEvent[], now = NOW) =>
      reading([registered, ...events], (redis) => readPlayerProfile(redis, keys, A, now));
    const before = await profileOf([]);
    expect(before).toMatchObject({ coins: 0, has_plus: false, plus_expiration: null, unopened_chests: 0 });
    expect(() => playerProfile.parse(before)).not.toThrow();
    const after = await profileOf([
      goldChanged(A, 750, 750, iso(-2)),
      plusDaysGranted(A, 30, iso(24), iso(-2)),
      itemsGranted(A, { chest_basic: 2 }, iso(-1)),
    ]);
    expect(after).toMatchObject({ coins: 750, has_plus: true, plus_expiration: iso(24), unopened_chests: 2 });
    expect(await profileOf([plusDaysGranted(A, 1, iso(-1), iso(-25))])).toMatchObject({ has_plus: false, plus_expiration: iso(-1) });
  });
});

describe('sales', () => {
  const sale = (saleId: string, percentOff: number, startsIn: number, endsIn: number, itemIds = ['chest_basic']) => ({
    saleId,
    percentOff,
    itemIds,
    startsAt: iso(startsIn),
    endsAt: iso(endsIn),
  });

  test('running and upcoming sales are listed, soonest start first; ended ones are not', async () => {
    const sales = await reading(
      [
        saleScheduled(sale('later', 10, 48, 72), iso(-10)),
        saleScheduled(sale('running', 25, -2, 2), iso(-10)),
        saleScheduled(sale('over', 50, -10, -1), iso(-10)),
        saleScheduled(sale('cut-short', 40, -5, 5), iso(-10)),
        saleEnded('cut-short', iso(-1)),
      ],
      (redis) => readSales(redis, keys, NOW),
    );
    expect(sales.sales.map((s) => [s.id, s.active])).toEqual([
      ['running', true],
      ['later', false],
    ]);
    expect(sales.sales[0]).toEqual({
      id: 'running',
      title: { en: 'Sale running', cn: '促销 running' },
      percent_off: 25,
      item_ids: ['chest_basic'],
      starts_at: iso(-2),
      ends_at: iso(2),
      active: true,
    });
    expect(() => salesList.parse(sales)).not.toThrow();
  });

  test('a change replaces the terms, and undoes an early end', async () => {
    const events = [saleScheduled(sale('s', 10, -1, 5), iso(-2)), saleEnded('s', iso(-1)), saleChanged(sale('s', 15, -1, 10), iso(-1))];
    const { sales } = await reading(events, (redis) => readSales(redis, keys, NOW));
    expect(sales).toMatchObject([{ id: 's', percent_off: 15, ends_at: iso(10), active: true }]);
  });

  test('the catalog lists every item in catalog order, with the largest running sale priced, rounded down', async () => {
    const events = [
      saleScheduled(sale('small', 10, -1, 5, ['chest_basic', 'avatar_bronze']), iso(-2)),
      saleScheduled(sale('large', 33, -1, 3, ['chest_basic']), iso(-2)),
      saleScheduled(sale('upcoming', 90, 1, 5, ['chest_basic']), iso(-2)),
      saleScheduled(sale('no-gold-price', 50, -1, 5, ['avatar_default']), iso(-2)),
    ];
    const list = await reading(events, (redis) => readCosmeticsList(redis, keys, NOW));
    expect(list.map((item) => item.cosmetic_id)).toEqual(COSMETICS.map((item) => item.id));
    const byId = new Map(list.map((item) => [item.id, item]));
    // 2000 × 67 / 100 = 1340; 5000 × 90 / 100 = 4500
    expect(byId.get('chest_basic')).toMatchObject({
      cosmetic_id: 'chest_basic',
      cosmetic_name: 'chest_basic',
      cosmetic_type: 'Chest',
      equip_group: '',
      cost_coins: 2000,
      cost_usd: -1,
      rarity: 'Common',
      type: 'chest',
      gold_price: 2000,
      stackable: true,
      sale: { sale_id: 'large', percent_off: 33, gold_price: 1340, ends_at: iso(3) },
    });
    expect(byId.get('avatar_bronze')!.sale).toEqual({ sale_id: 'small', percent_off: 10, gold_price: 4500, ends_at: iso(5) });
    expect(byId.get('avatar_default')).toMatchObject({ gold_price: null, cost_coins: -1, equip_group: 'avatar_frame', sale: null });
    expect(byId.get('plus_month')).toMatchObject({ cost_usd: 5, usd_cents: 500, cost_coins: -1, cosmetic_type: 'Consumable' });
    expect(byId.get('hat_straw')!.sale).toBeNull();
    expect(() => cosmeticsList.parse(list)).not.toThrow();
  });

  test("the current sale is the live site's one item: the largest discount, at its sale price, ending when the sale ends", async () => {
    expect(await reading([], (redis) => readCurrentSale(redis, keys, NOW))).toBeNull();
    const events = [
      saleScheduled(sale('small', 10, -1, 5, ['avatar_bronze']), iso(-2)),
      saleScheduled(sale('large', 33, -1, 3, ['chest_basic']), iso(-2)),
      saleScheduled(sale('upcoming', 90, 1, 5, ['finisher_meteor']), iso(-2)),
    ];
    const current = await reading(events, (redis) => readCurrentSale(redis, keys, NOW));
    expect(current).toMatchObject({
      cosmetic_id: 'chest_basic',
      cosmetic_type: 'Chest',
      cost_coins: 1340,
      regular_cost_coins: 2000,
      expiration: iso(3),
      percent_off: 33,
    });
    expect(() => currentSaleReply.parse(current)).not.toThrow();
    expect(await reading(events, (redis) => readCurrentSale(redis, keys, new Date(iso(6))))).toBeNull();
  });

  test("one item's running sale, priced with the domain's salePrice (floor, the price a purchase charges)", async () => {
    const active = await reading([saleScheduled(sale('dd', 15, -1, 5, ['doubledown']), iso(-2))], (redis) =>
      readActiveSale(redis, keys, 'doubledown', NOW),
    );
    // 1500 × 85 / 100; every catalog gold price is a multiple of 100, so no whole percentage leaves a fraction to round
    expect(active).toEqual({ sale_id: 'dd', percent_off: 15, gold_price: 1275, ends_at: iso(5) });
  });

  test('of two equal sales the earliest scheduled wins, even when the other is changed later', async () => {
    const events = [
      saleScheduled(sale('first', 20, -1, 5), iso(-3)),
      saleScheduled(sale('second', 20, -1, 5), iso(-2)),
      saleChanged(sale('first', 20, -1, 6), iso(-1)),
    ];
    expect(await reading(events, (redis) => readActiveSale(redis, keys, 'chest_basic', NOW))).toMatchObject({ sale_id: 'first' });
  });

  test('an ended sale prices nothing; an unknown item has no sale', async () => {
    const events = [saleScheduled(sale('s', 20, -5, 5), iso(-6)), saleEnded('s', iso(-1))];
    expect(await reading(events, (redis) => readActiveSale(redis, keys, 'chest_basic', NOW))).toBeNull();
    expect(await reading(events.slice(0, 1), (redis) => readActiveSale(redis, keys, 'nothing_like_it', NOW))).toBeNull();
  });
});
