import { cosmeticById, STARTER_EQUIPPED, STARTER_ITEMS } from '../catalog';
import type { Decision } from '../shared/decision';
import type { ItemEquipped, ItemsGranted, StoreEvent } from './events';
import type { StoreSlice } from './state';

/**
 * The default cosmetics of a new player (docs/game-rules.md "Default cosmetics"; the catalog's
 * `STARTER_ITEMS`, `STARTER_EQUIPPED`): one `ItemsGranted` (reason `registration`) and an
 * `ItemEquipped` per starter item equipped. Once granted, decides nothing.
 */
export function decideStarterItems(state: Pick<StoreSlice, 'starterItemsGranted' | 'equipped'>): Decision<StoreEvent, null> {
  if (state.starterItemsGranted) return { events: [], answer: null };
  const granted: ItemsGranted = {
    type: 'ItemsGranted',
    data: { items: STARTER_ITEMS.map((i) => ({ ...i })), reason: 'registration', ref: null },
  };
  const equips = STARTER_EQUIPPED.flatMap((itemId): ItemEquipped[] => {
    const group = cosmeticById(itemId)?.equipGroup;
    return group ? [{ type: 'ItemEquipped', data: { itemId, group, replaced: state.equipped.get(group) ?? null } }] : [];
  });
  return { events: [granted, ...equips], answer: null };
}
