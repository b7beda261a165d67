import { cosmeticById, EquipGroup } from '../catalog';
import { DomainError, type Decision } from '../shared/decision';
import type { EquipAnswer, EquipItem } from './commands';
import type { ItemEquipped, ItemUnequipped } from './events';
import { ownedCount, StoreSlice } from './state';

function equippedList(equipped: ReadonlyMap<EquipGroup, string>): EquipAnswer['equipped'] {
  return [...equipped].map(([group, itemId]) => ({ group, itemId }));
}

/**
 * Equips (`equip: true`) or unequips (`equip: false`) an owned item. One item per equip group
 * (docs/game-rules.md "Equip groups"): equipping replaces the group's current item
 * (`ItemEquipped.replaced`). Equipping what is equipped, or unequipping what is not, decides
 * nothing. Answers what is equipped after it.
 * @throws DomainError `not_equippable` (unknown id or an item with no equip group),
 *         `not_owned` (the player does not own it).
 */
export function decideEquipItem(
  command: EquipItem,
  state: Pick<StoreSlice, 'inventory' | 'equipped'>,
): Decision<ItemEquipped | ItemUnequipped, EquipAnswer> {
  const item = cosmeticById(command.itemId);
  if (!item || item.equipGroup === null) throw new DomainError('not_equippable', 'This item cannot be equipped');
  if (ownedCount(state, item.id) === 0) throw new DomainError('not_owned', "You don't own this item");
  const group = item.equipGroup;
  const current = state.equipped.get(group) ?? null;
  const after = new Map(state.equipped);
  if (command.equip && current !== item.id) {
    after.set(group, item.id);
    return {
      events: [{ type: 'ItemEquipped', data: { itemId: item.id, group, replaced: current } }],
      answer: { equipped: equippedList(after) },
    };
  }
  if (!command.equip && current === item.id) {
    after.delete(group);
    return { events: [{ type: 'ItemUnequipped', data: { itemId: item.id, group } }], answer: { equipped: equippedList(after) } };
  }
  return { events: [], answer: { equipped: equippedList(after) } };
}
