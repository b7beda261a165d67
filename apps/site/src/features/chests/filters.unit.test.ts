import type { Cosmetic, OwnedItem } from '../store';
import { ARMORY_FILTERS, armoryEntries, asFilter, filterCounts, isXpItem, matchesFilter, type ArmoryEntry } from './filters';

function cosmetic(id: string, type: Cosmetic['type'], extra: Partial<Cosmetic> = {}): Cosmetic {
  return {
    cosmetic_id: id,
    cosmetic_name: id,
    cosmetic_type: type === 'chest' ? 'Chest' : 'Consumable',
    cost_coins: -1,
    cost_usd: -1,
    id,
    type,
    name: { en: id, cn: id },
    rarity: 'common',
    equip_group: '',
    gold_price: null,
    usd_cents: null,
    daily_limit: null,
    stackable: false,
    contents: null,
    sale: null,
    ...extra,
  };
}

const CATALOG: Cosmetic[] = [
  cosmetic('avatar_default', 'avatar_frame', { equip_group: 'avatar_frame' }),
  cosmetic('chest_basic', 'chest', { stackable: true }),
  cosmetic('bp_s1', 'battle_pass'),
  cosmetic('terrain_forest', 'terrain', { equip_group: 'terrain' }),
  cosmetic('gold_card_pudge', 'card_frame', { equip_group: 'card_frame' }),
  cosmetic('pack_xp', 'bundle', { contents: { gold: 0, xp: 500, plus_days: 0, items: [] } }),
  cosmetic('get_xp_250', 'consumable'),
];

const owned = (item_id: string, equipped = false, count = 1): OwnedItem => ({ item_id, count, equipped });

const ITEMS: OwnedItem[] = [
  owned('terrain_forest'),
  owned('chest_basic', false, 2),
  owned('avatar_default', true),
  owned('bp_s1'),
  owned('gold_card_pudge', true),
  owned('pack_xp'),
  owned('get_xp_250'),
  owned('chest_mystery'),
];

const entries = armoryEntries(ITEMS, CATALOG);
const ids = (filter: (typeof ARMORY_FILTERS)[number]) => entries.filter((e) => matchesFilter(filter, e)).map((e) => e.owned.item_id);

describe('armory filters', () => {
  test("the specification's filters, in its order", () => {
    expect(ARMORY_FILTERS).toEqual(['chests', 'battle_pass', 'equipped', 'arenas', 'gods', 'all', 'xp']);
  });
  test('entries: chests first, then equipped items, then catalog order, unknown items last', () => {
    expect(entries.map((e) => e.owned.item_id)).toEqual([
      'chest_basic',
      'chest_mystery',
      'avatar_default',
      'gold_card_pudge',
      'bp_s1',
      'terrain_forest',
      'pack_xp',
      'get_xp_250',
    ]);
    expect(entries.find((e) => e.owned.item_id === 'chest_mystery')?.item).toBeUndefined();
  });
  test('Chests: the chest type (and chest_ ids the catalog does not know)', () => {
    expect(ids('chests')).toEqual(['chest_basic', 'chest_mystery']);
  });
  test('Battle Pass, Arenas (terrains), Gods (card frames)', () => {
    expect(ids('battle_pass')).toEqual(['bp_s1']);
    expect(ids('arenas')).toEqual(['terrain_forest']);
    expect(ids('gods')).toEqual(['gold_card_pudge']);
  });
  test('Equipped: items with equipped true', () => {
    expect(ids('equipped')).toEqual(['avatar_default', 'gold_card_pudge']);
  });
  test('XP: contents with XP, or get_xp_ / buy_xp_ ids', () => {
    expect(ids('xp')).toEqual(['pack_xp', 'get_xp_250']);
    expect(isXpItem('buy_xp_300', undefined)).toBe(true);
    expect(isXpItem('chest_basic', CATALOG[1])).toBe(false);
  });
  test('All shows everything; counts per filter', () => {
    expect(ids('all')).toHaveLength(ITEMS.length);
    expect(filterCounts(entries)).toEqual({ chests: 2, battle_pass: 1, equipped: 2, arenas: 1, gods: 1, all: 8, xp: 2 });
  });
  test('an unknown ?filter= reads as All', () => {
    expect(asFilter('xp')).toBe('xp');
    expect(asFilter('nonsense')).toBe('all');
    expect(asFilter(null)).toBe('all');
  });
  test('items with a count of 0 are not listed', () => {
    const none: ArmoryEntry[] = armoryEntries([owned('chest_basic', false, 0)], CATALOG);
    expect(none).toEqual([]);
  });
});
