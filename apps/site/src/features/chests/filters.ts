/**
 * The armory's filters (the specification's: Chests, Battle Pass, Equipped, Arenas, Gods, All,
 * XP) and the inventory they sort. Pure: unit-tested in `filters.unit.test.ts`.
 */
import type { Cosmetic, OwnedItem } from '../store';

/** The filters, in the order the page shows them. */
export const ARMORY_FILTERS = ['chests', 'battle_pass', 'equipped', 'arenas', 'gods', 'all', 'xp'] as const;
export type ArmoryFilter = (typeof ARMORY_FILTERS)[number];
export const DEFAULT_FILTER: ArmoryFilter = 'all';

/** An owned item and its catalog entry (undefined when the catalog does not know it). */
export interface ArmoryEntry {
  owned: OwnedItem;
  item: Cosmetic | undefined;
}

/** The filter a `?filter=` text names; the default for anything else. */
export function asFilter(text: string | null | undefined): ArmoryFilter {
  return (ARMORY_FILTERS as readonly string[]).includes(text ?? '') ? (text as ArmoryFilter) : DEFAULT_FILTER;
}

/** Whether an item gives battle-pass XP: packs with XP, and the XP packs by id (`get_xp_*`, `buy_xp_*`). */
export function isXpItem(id: string, item: Pick<Cosmetic, 'contents'> | undefined): boolean {
  return (item?.contents?.xp ?? 0) > 0 || id.startsWith('get_xp_') || id.startsWith('buy_xp_');
}

/** Whether `entry` shows under `filter`. */
export function matchesFilter(filter: ArmoryFilter, entry: ArmoryEntry): boolean {
  const type = entry.item?.type;
  switch (filter) {
    case 'all':
      return true;
    case 'chests':
      return isChestEntry(entry);
    case 'battle_pass':
      return type === 'battle_pass';
    case 'equipped':
      return entry.owned.equipped;
    case 'arenas':
      return type === 'terrain';
    case 'gods':
      return type === 'card_frame';
    case 'xp':
      return isXpItem(entry.owned.item_id, entry.item);
  }
}

/** Whether an entry is a chest (the catalog's type, or a `chest_` id it does not know). */
function isChestEntry(entry: ArmoryEntry): boolean {
  return entry.item ? entry.item.type === 'chest' : entry.owned.item_id.startsWith('chest_');
}

/**
 * The owned items with their catalog entries: chests first (their cards are wide, with the odds
 * beside them), then equipped items, then in catalog order (unknown items last, by id).
 */
export function armoryEntries(items: readonly OwnedItem[], catalog: readonly Cosmetic[]): ArmoryEntry[] {
  const index = new Map(catalog.map((item, i) => [item.id, i] as const));
  const byId = new Map(catalog.map((item) => [item.id, item] as const));
  return items
    .filter((owned) => owned.count > 0)
    .map((owned) => ({ owned, item: byId.get(owned.item_id) }))
    .sort((a, b) => {
      if (isChestEntry(a) !== isChestEntry(b)) return isChestEntry(a) ? -1 : 1;
      if (a.owned.equipped !== b.owned.equipped) return a.owned.equipped ? -1 : 1;
      const ia = index.get(a.owned.item_id) ?? Number.MAX_SAFE_INTEGER;
      const ib = index.get(b.owned.item_id) ?? Number.MAX_SAFE_INTEGER;
      return ia - ib || a.owned.item_id.localeCompare(b.owned.item_id);
    });
}

/** How many entries each filter shows. */
export function filterCounts(entries: readonly ArmoryEntry[]): Record<ArmoryFilter, number> {
  const counts = Object.fromEntries(ARMORY_FILTERS.map((f) => [f, 0])) as Record<ArmoryFilter, number>;
  for (const entry of entries) for (const filter of ARMORY_FILTERS) if (matchesFilter(filter, entry)) counts[filter] += 1;
  return counts;
}
