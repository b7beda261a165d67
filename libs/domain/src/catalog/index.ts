/** The catalog: the spell pool and the gods, with their texts in English and Chinese (the learn pages). */
export type { Localized } from './data/localized';
export { SPELLS, SPELLS_BY_ID, spellImage, heroImage } from './data/spells';
export type { Spell } from './data/spells';
export { GODS, GODS_BY_ID, FALLBACK_GOD_ICON, godIcon } from './data/gods';
export type { God, GodPower } from './data/gods';
