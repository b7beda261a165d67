import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing';
import { catalogDecider } from '../catalog-stream';
import { saleFor, salePrice, SaleTerms } from './index';

const spec = deciderSpecification(catalogDecider);
const winter: SaleTerms = {
  saleId: 'winter',
  title: { en: 'Winter sale', cn: '冬季特卖' },
  percentOff: 25,
  itemIds: ['sfx_gong', 'chest_basic'],
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
};
const scheduled = (terms: SaleTerms = winter) => ({ type: 'SaleScheduled' as const, data: { ...terms, scheduledBy: 'admin' } });
const at = (iso: string) => Date.parse(iso);

describe('sales on the catalog stream (docs/game-rules.md "Sales")', () => {
  test('an admin schedules a sale; the same request again decides nothing; another sale under its id is refused', () => {
    spec.given([]).when({ type: 'ScheduleSale', terms: winter, by: 'admin' }).then([scheduled()], winter);
    spec.given([scheduled()]).when({ type: 'ScheduleSale', terms: winter, by: 'admin' }).thenNothingHappened(winter);
    spec
      .given([scheduled()])
      .when({ type: 'ScheduleSale', terms: { ...winter, percentOff: 30 }, by: 'admin' })
      .thenThrows('sale_exists');
  });

  test.each([
    ['no discount', { percentOff: 0 }],
    ['more than 90 %', { percentOff: 91 }],
    ['a fraction', { percentOff: 12.5 }],
    ['an end before the start', { endsAt: '2026-11-19T00:00:00.000Z' }],
    ['no items', { itemIds: [] }],
    ['an item not sold for gold', { itemIds: ['gold_3500'] }],
    ['an unknown item', { itemIds: ['__proto__'] }],
  ])('a sale with %s is refused', (_, change) => {
    spec
      .given([])
      .when({ type: 'ScheduleSale', terms: { ...winter, ...change }, by: 'admin' })
      .thenThrows('invalid_sale');
  });

  test('a sale is changed or ended early; an unknown one is not found', () => {
    spec
      .given([scheduled()])
      .when({ type: 'ChangeSale', terms: { ...winter, percentOff: 40 }, by: 'admin' })
      .then([{ type: 'SaleChanged', data: { ...winter, percentOff: 40, changedBy: 'admin' } }]);
    const ended = spec
      .given([scheduled()])
      .when({ type: 'EndSale', saleId: 'winter', now: at('2026-11-22T10:00:00Z'), by: 'admin' })
      .outcome();
    expect(ended.events).toEqual([
      { type: 'SaleEnded', data: { saleId: 'winter', endedAt: '2026-11-22T10:00:00.000Z', endedBy: 'admin' } },
    ]);
    expect(saleFor(ended.state, 'sfx_gong', at('2026-11-22T10:00:00Z'))).toBeUndefined();
    spec.given([]).when({ type: 'EndSale', saleId: 'winter', now: 0, by: 'admin' }).thenThrows('sale_not_found');
    spec.given([]).when({ type: 'ChangeSale', terms: winter, by: 'admin' }).thenThrows('sale_not_found');
  });

  test('a sale applies from its start up to its end; the largest discount wins', () => {
    const flash = scheduled({ ...winter, saleId: 'flash', percentOff: 50, itemIds: ['sfx_gong'], startsAt: '2026-11-22T00:00:00.000Z' });
    const state = foldEvents((s, e) => catalogDecider.evolve(s, e), catalogDecider.initialState, [scheduled(), flash]);
    expect(saleFor(state, 'sfx_gong', at('2026-11-21T00:00:00Z'))?.saleId).toBe('winter');
    expect(saleFor(state, 'sfx_gong', at('2026-11-22T00:00:00Z'))?.saleId).toBe('flash');
    expect(saleFor(state, 'chest_basic', at('2026-11-30T00:00:00Z'))).toBeUndefined();
    expect(saleFor(state, 'sfx_roar', at('2026-11-22T00:00:00Z'))).toBeUndefined();
  });

  test('sale prices round down to whole gold', () => {
    expect(salePrice(15_000, 33)).toBe(10_050);
    expect(salePrice(2_000, 25)).toBe(1_500);
    expect(salePrice(1_500, 33)).toBe(1_005);
    expect(salePrice(5_000, 90)).toBe(500);
  });
});
