import type { HeroResult } from '@arena/domain';
import type { HeroView } from '@arena/contract';
import type { StoredHero } from './stored-hero';

export type { StoredAbility, StoredHero } from './stored-hero';

/** Heroes of a posted result in their stored, compact form (see `StoredHero`). */
export function encodeHeroes(heroes: readonly HeroResult[]): StoredHero[] {
  return heroes.map((hero) => [hero.name, hero.tier, hero.abilities.map((a) => [a.name, a.level, a.isUltimate ? 1 : 0, a.icon])]);
}

/** Stored heroes as the API serves them (docs/api.md). */
export function decodeHeroes(heroes: readonly StoredHero[]): HeroView[] {
  return heroes.map(([name, tier, abilities]) => ({
    hero_name: name,
    tier,
    abilities: abilities.map(([abilityName, level, ultimate, icon]) => ({
      ability_name: abilityName,
      ability_level: level,
      is_ultimate: ultimate === 1,
      icon,
    })),
  }));
}
