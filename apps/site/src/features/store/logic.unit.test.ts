import { ApiError } from '../../shared/api/client';
import {
  activeSale,
  checkoutSummary,
  countdown,
  countdownTo,
  groupByType,
  isListed,
  isOwned,
  ownedCount,
  percentText,
  priceView,
  refundTotal,
  salesAt,
  storeErrorCode,
} from './logic';
import type { Cosmetic, Sale } from './types';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function cosmetic(id: string, extra: Partial<Cosmetic> = {}): Cosmetic {
  return {
    cosmetic_id: id,
    cosmetic_name: id,
    cosmetic_type: 'Finisher',
    cost_coins: 10_000,
    cost_usd: -1,
    id,
    type: 'finisher',
    name: { en: id, cn: id },
    rarity: 'rare',
    equip_group: 'finisher',
    gold_price: 10_000,
    usd_cents: null,
    daily_limit: null,
    stackable: false,
    contents: null,
    sale: null,
    ...extra,
  };
}

const onSale = (endsInMs: number, percent = 20, price = 8_000): Cosmetic['sale'] => ({
  sale_id: 'summer',
  percent_off: percent,
  gold_price: price,
  ends_at: iso(NOW + endsInMs),
});

describe('countdown', () => {
  test('splits the time left into days and hh:mm:ss', () => {
    expect(countdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      clock: '03:04:05',
      done: false,
    });
    expect(countdown(59_000).clock).toBe('00:00:59');
  });
  test('rounds a part of a second up, and is done at zero or below', () => {
    expect(countdown(1).clock).toBe('00:00:01');
    expect(countdown(0)).toMatchObject({ clock: '00:00:00', done: true });
    expect(countdown(-5_000)).toMatchObject({ days: 0, clock: '00:00:00', done: true });
    expect(countdown(Number.NaN).done).toBe(true);
  });
  test('counts to an ISO time', () => {
    expect(countdownTo(iso(NOW + 90 * 60_000), NOW).clock).toBe('01:30:00');
    expect(countdownTo('not a time', NOW).done).toBe(true);
  });
});

describe('prices and sales', () => {
  test('a plain gold price', () => {
    expect(priceView(cosmetic('finisher_meteor'), NOW)).toEqual({
      kind: 'gold',
      price: 10_000,
      original: null,
      percentOff: null,
      endsAt: null,
    });
  });
  test('a running sale: the old price, the sale price, the percent off and its end', () => {
    const item = cosmetic('finisher_meteor', { sale: onSale(3_600_000) });
    expect(priceView(item, NOW)).toEqual({ kind: 'gold', price: 8_000, original: 10_000, percentOff: 20, endsAt: iso(NOW + 3_600_000) });
  });
  test('a sale that ended since the catalog was read no longer counts', () => {
    const item = cosmetic('finisher_meteor', { sale: onSale(-1) });
    expect(activeSale(item, NOW)).toBeNull();
    expect(priceView(item, NOW)).toMatchObject({ price: 10_000, original: null });
  });
  test('real-money items and items not sold', () => {
    expect(priceView(cosmetic('plus_month', { gold_price: null, usd_cents: 500 }), NOW)).toEqual({ kind: 'usd', cents: 500 });
    expect(priceView(cosmetic('hat_crown', { gold_price: null }), NOW)).toEqual({ kind: 'none' });
    expect(isListed(cosmetic('hat_crown', { gold_price: null }))).toBe(false);
    expect(isListed(cosmetic('plus_month', { gold_price: null, usd_cents: 500 }))).toBe(true);
  });
  test('the sales banner: running ones by end, upcoming ones by start; ended ones left out', () => {
    const sale = (id: string, startsIn: number, endsIn: number): Sale => ({
      id,
      title: { en: id, cn: id },
      percent_off: 10,
      item_ids: [],
      starts_at: iso(NOW + startsIn),
      ends_at: iso(NOW + endsIn),
      active: startsIn <= 0,
    });
    const { running, upcoming } = salesAt(
      [sale('late', -10, 5_000), sale('soon', -10, 1_000), sale('next', 500, 9_000), sale('over', -100, -1)],
      NOW,
    );
    expect(running.map((s) => s.id)).toEqual(['soon', 'late']);
    expect(upcoming.map((s) => s.id)).toEqual(['next']);
  });
});

describe('owned items and sections', () => {
  const wallet = {
    items: [
      { item_id: 'finisher_meteor', count: 1, equipped: false },
      { item_id: 'chest_basic', count: 3, equipped: false },
    ],
  };
  test('non-stacking items owned are "Owned"; stacking ones can be bought again', () => {
    expect(isOwned(cosmetic('finisher_meteor'), wallet)).toBe(true);
    expect(isOwned(cosmetic('chest_basic', { type: 'chest', stackable: true }), wallet)).toBe(false);
    expect(isOwned(cosmetic('finisher_void'), wallet)).toBe(false);
    expect(isOwned(cosmetic('finisher_meteor'), null)).toBe(false);
    expect(ownedCount(wallet, 'chest_basic')).toBe(3);
    expect(ownedCount(undefined, 'chest_basic')).toBe(0);
  });
  test('listed items are grouped by type, chests first, catalog order kept, unsold ones left out', () => {
    const sections = groupByType([
      cosmetic('finisher_a'),
      cosmetic('avatar_x', { type: 'avatar_frame' }),
      cosmetic('chest_basic', { type: 'chest' }),
      cosmetic('finisher_b'),
      cosmetic('hat_crown', { type: 'avatar_hat', gold_price: null }),
    ]);
    expect(sections.map((s) => [s.type, s.items.map((i) => i.id)])).toEqual([
      ['chest', ['chest_basic']],
      ['finisher', ['finisher_a', 'finisher_b']],
      ['avatar_frame', ['avatar_x']],
    ]);
  });
});

describe('checkout summary', () => {
  test('subtotal, sale discount, XP, price and the balance after', () => {
    const item = cosmetic('pack_xp', {
      type: 'bundle',
      gold_price: 30_000,
      contents: { gold: 0, xp: 2_500, plus_days: 0, items: [] },
      sale: onSale(60_000, 50, 15_000),
    });
    expect(checkoutSummary(item, 20_000, NOW)).toEqual({
      subtotal: 30_000,
      discount: 15_000,
      percentOff: 50,
      price: 15_000,
      xp: 2_500,
      balanceAfter: 5_000,
      affordable: true,
    });
  });
  test('not enough gold; a visitor has no balance; real-money items have no gold checkout', () => {
    expect(checkoutSummary(cosmetic('finisher_meteor'), 9_999, NOW)).toMatchObject({
      balanceAfter: -1,
      affordable: false,
      discount: 0,
      xp: 0,
    });
    expect(checkoutSummary(cosmetic('finisher_meteor'), null, NOW)).toMatchObject({ balanceAfter: null, affordable: true });
    expect(checkoutSummary(cosmetic('plus_month', { gold_price: null, usd_cents: 500 }), 1_000, NOW)).toBeNull();
  });
});

describe('errors, odds and drops', () => {
  test('each store error code has its text; anything else is generic', () => {
    expect(storeErrorCode(new ApiError(409, 'already_owned', ''))).toBe('already_owned');
    expect(storeErrorCode(new ApiError(409, 'daily_limit_reached', ''))).toBe('daily_limit_reached');
    expect(storeErrorCode(new ApiError(409, 'insufficient_gold', ''))).toBe('insufficient_gold');
    expect(storeErrorCode(new ApiError(409, 'not_for_sale', ''))).toBe('not_for_sale');
    expect(storeErrorCode(new ApiError(0, 'network_error', ''))).toBe('network_error');
    expect(storeErrorCode(new ApiError(401, 'http_error', ''))).toBe('sign_in_required');
    expect(storeErrorCode(new ApiError(500, 'internal_error', ''))).toBe('generic');
    expect(storeErrorCode(new Error('boom'))).toBe('generic');
  });
  test('chances as percentages, in both languages', () => {
    expect(percentText(0.25, 'en')).toBe('25%');
    expect(percentText(0.5425, 'en')).toBe('54.25%');
    expect(percentText(0.0025, 'en')).toBe('0.25%');
    expect(percentText(1 / 2000, 'en')).toBe('0.05%');
    expect(percentText(1 / 2600, 'en')).toBe('0.038%');
    expect(percentText(0.19, 'zh-CN')).toBe('19%');
    expect(percentText(2, 'en')).toBe('100%');
  });
  test('refunds add up over duplicates only', () => {
    expect(
      refundTotal([
        { item_id: 'a', count: 1, duplicate: true, refund_gold: 500 },
        { item_id: 'b', count: 1, duplicate: false, refund_gold: 0 },
        { item_id: 'c', count: 1, duplicate: true, refund_gold: 500 },
      ]),
    ).toBe(1_000);
  });
});
