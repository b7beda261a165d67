export type { Localized } from './localized';
export { SPELLS, SPELLS_BY_ID, spellImage, heroImage } from './spells';
export type { Spell } from './spells';
export { GODS, GODS_BY_ID, FALLBACK_GOD_ICON, godIcon } from './gods';
export type { God, GodPower } from './gods';
