import { deciderSpecification } from '../shared/testing';
import { BuyWithGold, decideBuyWithGold, type StoreEvent } from './index';
import { at, gold, granted, storeDecider } from './testing';

const spec = deciderSpecification(storeDecider(decideBuyWithGold));
const NOON = at('2026-11-21T12:00');
const buy = (itemId: string, now = NOON, sale: BuyWithGold['sale'] = null): BuyWithGold => ({ type: 'BuyWithGold', itemId, sale, now });
const rich = [gold(100_000, 100_000)];

describe('store: buying with gold (docs/game-rules.md "Buying with gold")', () => {
  test('the price is taken with reason purchase, the item is owned, the purchase recorded', () => {
    const outcome = spec
      .given(rich)
      .when(buy('finisher_meteor'))
      .then(
        [
          gold(-10_000, 90_000, 'purchase', 'finisher_meteor'),
          granted({ finisher_meteor: 1 }, 'purchase', 'finisher_meteor'),
          { type: 'ItemPurchased', data: { itemId: 'finisher_meteor', price: 10_000, saleId: null, day: '2026-11-21' } },
        ],
        { itemId: 'finisher_meteor', price: 10_000, balance: 90_000 },
      );
    expect(outcome.state.gold).toBe(90_000);
    expect(outcome.state.inventory.get('finisher_meteor')).toBe(1);
  });

  test("an item already owned is refused: 'You already own this item!'", () => {
    const error = spec
      .given([...rich, granted({ finisher_meteor: 1 })])
      .when(buy('finisher_meteor'))
      .thenThrows('already_owned');
    expect(error.message).toBe('You already own this item!');
  });

  test('a bundle opens into its contents and is never owned, yet cannot be bought twice (docs/game-rules.md "Bundles")', () => {
    const first = spec.given(rich).when(buy('pack_starter')).outcome();
    expect(first.state.inventory.has('pack_starter')).toBe(false);
    expect(first.state.inventory.get('chest_basic')).toBe(5);
    const error = spec
      .given([...rich, ...first.events])
      .when(buy('pack_starter'))
      .thenThrows('already_owned');
    expect(error.message).toBe('You already own this item!');
    // another bundle is still for sale
    expect(
      spec
        .given([...rich, ...first.events])
        .when(buy('pack_warrior'))
        .outcome().answer.price,
    ).toBe(40_000);
  });

  test('consumables and chests can be bought again: they stack', () => {
    const first = spec.given(rich).when(buy('chest_basic')).outcome();
    const second = spec
      .given([...rich, ...first.events])
      .when(buy('chest_basic'))
      .outcome();
    expect(second.state.inventory.get('chest_basic')).toBe(2);
    expect(second.state.gold).toBe(96_000);
  });

  test('not enough gold is refused, and a purchase of all the gold leaves exactly 0: the balance never goes below zero', () => {
    spec
      .given([gold(1_999, 1_999)])
      .when(buy('chest_basic'))
      .thenThrows('insufficient_gold');
    spec.given([]).when(buy('chest_basic')).thenThrows('insufficient_gold');
    const outcome = spec
      .given([gold(2_000, 2_000)])
      .when(buy('chest_basic'))
      .outcome();
    expect(outcome.state.gold).toBe(0);
  });

  test.each(['no_such_item', 'card_pudge', 'gold_3500', 'constructor', '__proto__'])('%s is not for sale for gold', (itemId) => {
    spec.given(rich).when(buy(itemId)).thenThrows('not_for_sale');
  });

  test('the daily limit counts per UTC day: refused after the limit, allowed again after midnight UTC', () => {
    // doubledown: 3 a day
    const evening = at('2026-11-21T23:59');
    const history: StoreEvent[] = [...rich];
    for (let i = 0; i < 3; i++) history.push(...spec.given(history).when(buy('doubledown', evening)).outcome().events);
    const error = spec.given(history).when(buy('doubledown', evening)).thenThrows('daily_limit_reached');
    expect(error.message).toBe("You've reached your daily limit");
    const outcome = spec
      .given(history)
      .when(buy('doubledown', at('2026-11-22T00:00')))
      .outcome();
    expect(outcome.state.inventory.get('doubledown')).toBe(4);
    expect(outcome.state.dailyPurchases.get('doubledown')).toEqual({ day: '2026-11-22', count: 1 });
  });

  test('a bundle opens into its contents on purchase and is never owned itself', () => {
    const outcome = spec
      .given(rich)
      .when(buy('pack_starter'))
      .thenMatches([
        gold(-30_000, 70_000, 'purchase', 'pack_starter'),
        granted({ avatar_silver: 1, hat_straw: 1, chest_basic: 5 }, 'purchase', 'pack_starter'),
        { type: 'ItemPurchased' },
      ]);
    expect(outcome.state.inventory.has('pack_starter')).toBe(false);
    expect(outcome.state.inventory.get('chest_basic')).toBe(5);
  });

  test('during a sale the sale price is paid, rounded down, and the sale recorded', () => {
    spec
      .given(rich)
      .when(buy('sfx_gong', NOON, { saleId: 'winter', percentOff: 33 }))
      .then(
        [
          gold(-10_050, 89_950, 'purchase', 'sfx_gong'),
          granted({ sfx_gong: 1 }, 'purchase', 'sfx_gong'),
          { type: 'ItemPurchased', data: { itemId: 'sfx_gong', price: 10_050, saleId: 'winter', day: '2026-11-21' } },
        ],
        { itemId: 'sfx_gong', price: 10_050, balance: 89_950 },
      );
    spec
      .given([gold(1_000, 1_000)])
      .when(buy('chest_basic', NOON, { saleId: 'half', percentOff: 50 }))
      .outcome();
  });

  test('a time that is not a number is refused', () => {
    spec.given(rich).when(buy('chest_basic', Number.NaN)).thenThrows('invalid_time');
  });
});
