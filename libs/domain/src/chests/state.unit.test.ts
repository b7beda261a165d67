import { SnapshotFormatError } from '../shared/snapshot-json';
import { decodeChestsSlice, encodeChestsSlice, evolveChestsSlice, initialChestsSlice, type ChestOpened, type ChestsSlice } from './index';

const opened = (chestId: string, unique: ChestOpened['data']['unique'] = null): ChestOpened => ({
  type: 'ChestOpened',
  data: { chestId, seed: 1, openedAt: '2024-06-01T12:00:00.000Z', drops: [], unique },
});

describe('chests: the slice', () => {
  test('events it does not handle give back the same object', () => {
    expect(evolveChestsSlice(initialChestsSlice, { type: 'GoldChanged', data: {} })).toBe(initialChestsSlice);
    expect(evolveChestsSlice(initialChestsSlice, { type: 'SomethingNewer', data: null })).toBe(initialChestsSlice);
  });

  test('ids from players find nothing inherited', () => {
    expect(initialChestsSlice.chestsOpened.get('constructor')).toBeUndefined();
    expect(initialChestsSlice.uniqueChestBags.get('__proto__')).toBeUndefined();
  });

  test('openings are counted, and a unique chest keeps its bag (reset on refill)', () => {
    let slice: ChestsSlice = initialChestsSlice;
    slice = evolveChestsSlice(slice, opened('chest_basic'));
    slice = evolveChestsSlice(slice, opened('chest_avatar_unique', { drawn: ['hat_flower'], misses: { rare: 1 }, bagRefilled: false }));
    slice = evolveChestsSlice(slice, opened('chest_avatar_unique', { drawn: ['hat_santa'], misses: { rare: 0 }, bagRefilled: false }));
    expect(slice.chestsOpened).toEqual(
      new Map([
        ['chest_basic', 1],
        ['chest_avatar_unique', 2],
      ]),
    );
    expect(slice.uniqueChestBags.get('chest_avatar_unique')).toEqual({
      drawn: new Set(['hat_flower', 'hat_santa']),
      misses: new Map([['rare', 0]]),
    });
    slice = evolveChestsSlice(slice, opened('chest_avatar_unique', { drawn: ['hat_santa'], misses: { rare: 1 }, bagRefilled: true }));
    expect(slice.uniqueChestBags.get('chest_avatar_unique')!.drawn).toEqual(new Set(['hat_santa']));
  });

  test('a snapshot decodes to the slice encoded, through JSON', () => {
    let slice: ChestsSlice = initialChestsSlice;
    slice = evolveChestsSlice(slice, opened('chest_gold'));
    slice = evolveChestsSlice(
      slice,
      opened('chest_arena_unique', { drawn: ['terrain_forest'], misses: { rare: 3, very_rare: 3 }, bagRefilled: false }),
    );
    expect(decodeChestsSlice(JSON.parse(JSON.stringify(encodeChestsSlice(slice))))).toEqual(slice);
    expect(decodeChestsSlice(encodeChestsSlice(initialChestsSlice))).toEqual(initialChestsSlice);
  });

  test.each([
    null,
    [],
    {},
    { chestsOpened: [] },
    { chestsOpened: [['chest_basic', -1]], uniqueChestBags: [] },
    { chestsOpened: [['chest_basic']], uniqueChestBags: [] },
    { chestsOpened: [], uniqueChestBags: [['chest_god_unique', ['card_pudge'], [['rare', '1']]]] },
    { chestsOpened: [], uniqueChestBags: [['chest_god_unique', 'card_pudge', []]] },
    { chestsOpened: [], uniqueChestBags: [['chest_god_unique', [1], []]] },
  ])('a snapshot of another shape is refused: %j', (json) => {
    expect(() => decodeChestsSlice(json)).toThrow(SnapshotFormatError);
  });
});
