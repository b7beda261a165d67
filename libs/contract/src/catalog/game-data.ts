import {
  DEFAULT_GOD_FLAGS,
  GODS,
  HEROES,
  heroImage,
  SPELLS,
  spellImage,
  type God,
  type GodFlags,
  type GodFlagsTable,
  godFlagsOf,
} from '@arena/domain';
import type { HeroCatalogEntry } from './heroes';
import type { GodView, SpellView } from './views';

/**
 * `GET /api/spells`' answer: the game data's spells with their image names and mana costs (game
 * data, so built once; it changes only with a deploy). The site's build renders the spells page
 * from it too, so the page's first HTML shows what the API answers.
 */
export const SPELLS_VIEW: readonly SpellView[] = SPELLS.map(({ manaCosts, ...spell }) => ({
  ...spell,
  image: spellImage(spell.id),
  mana_costs: manaCosts,
}));

/** `GET /api/heroes`' answer: every hero with its image name (game data, built once). */
export const HEROES_VIEW: readonly HeroCatalogEntry[] = HEROES.map((hero) => ({ id: hero.id, image: heroImage(hero.id), name: hero.name }));

/**
 * A god as `GET /api/gods` lists it: the live site's row (`god_name`, `free`, `plus_exclusive`,
 * `god_enabled`: the global flags, docs/game-rules.md "Global god flags"), then the catalog's data.
 */
export function catalogGodView(god: God, flags: GodFlags): GodView {
  return { god_name: god.id, free: flags.free, plus_exclusive: flags.plusExclusive, god_enabled: flags.enabled, ...god };
}

/**
 * `GET /api/gods`' answer under the flags `table`; by default the flags before any admin acted
 * (`DEFAULT_GOD_FLAGS`, as the site's build renders the gods page).
 */
export function catalogGodsView(table: GodFlagsTable = DEFAULT_GOD_FLAGS): GodView[] {
  return GODS.map((god) => catalogGodView(god, godFlagsOf(table, god.id)));
}
