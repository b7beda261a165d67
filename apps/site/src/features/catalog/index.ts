/**
 * Catalog: the spells and gods (the learn pages), and what other features draw from them: god
 * icons and names, ability pictures, spell names, hero names.
 */
export { catalogRoutes } from './routes';
export { useGods, useSpells, useGodName, useSpellName, useHeroes, useHeroName } from './useCatalog';
export { GodImage, GodLabel } from './components/GodImage';
export { AbilityImage } from './components/AbilityImage';
