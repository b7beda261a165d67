import { COSMETIC_RARITIES, COSMETIC_TYPES, LIVE_COSMETIC_TYPES } from '@arena/contract';
import { ITEM_TYPES, RARITIES } from '@arena/domain';
import { LIVE_RARITY_LABELS, LIVE_TYPE_LABELS } from './cosmetic-rows';

/**
 * The contract cannot import the domain (a boundary rule), so it lists the catalog's item types
 * and rarities itself; the read models, which may import both, keep the two lists the same.
 */
describe('the contract and the cosmetic catalog agree', () => {
  test('on the item types', () => expect([...COSMETIC_TYPES]).toEqual([...ITEM_TYPES]));
  test("on the rarities, under the live site's labels, in ladder order", () =>
    expect(RARITIES.map((rarity) => LIVE_RARITY_LABELS[rarity])).toEqual([...COSMETIC_RARITIES]));
  test("every live type label is one some kind of item answers, and the live client's `Chest` is the chests'", () => {
    expect(new Set(Object.values(LIVE_TYPE_LABELS))).toEqual(new Set(LIVE_COSMETIC_TYPES));
    expect(LIVE_TYPE_LABELS.chest).toBe('Chest');
  });
});
