import { COSMETIC_RARITIES, COSMETIC_TYPES } from '@arena/contract';
import { ITEM_TYPES, RARITIES } from '@arena/domain';

/**
 * The contract cannot import the domain (a boundary rule), so it lists the catalog's item types
 * and rarities itself; the read models, which may import both, keep the two lists the same.
 */
describe('the contract and the cosmetic catalog agree', () => {
  test('on the item types', () => expect([...COSMETIC_TYPES]).toEqual([...ITEM_TYPES]));
  test('on the rarities', () => expect([...COSMETIC_RARITIES]).toEqual([...RARITIES]));
});
