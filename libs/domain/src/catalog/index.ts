/** The catalog: the spell pool, the gods, the heroes and the cosmetics (store items), with their texts in English and Chinese. */
export type { Localized } from './data/localized';
export { SPELLS, SPELLS_BY_ID, spellImage, heroImage } from './data/spells';
export type { Spell } from './data/spells';
export type { SpellFigure } from './data/spell-numbers';
export { GODS, GODS_BY_ID, FALLBACK_GOD_ICON, godIcon } from './data/gods';
export type { God, GodPower, PowerFigure, PowerType, PowerUnit } from './data/gods';
export { HEROES } from './data/heroes';
export type { Hero } from './data/heroes';
export { COSMETICS, COSMETICS_BY_ID, cosmeticById, GOLD_PRICES, STARTER_EQUIPPED, STARTER_ITEMS } from './cosmetics/items';
export { EQUIP_GROUP_OF_TYPE, EQUIP_GROUPS, EXACT_IDS, ID_PREFIXES, ITEM_TYPES, RARITIES, STACKING_TYPES } from './cosmetics/types';
export type { CosmeticItem, EquipGroup, ItemCount, ItemType, PackContents, Rarity } from './cosmetics/types';
