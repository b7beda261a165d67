import type { HeroResult } from '@arena/domain';
import type { HeroView } from './api-types';

/**
 * Heroes as stored in a game row: arrays instead of objects, `[name, tier, [[ability, level,
 * ultimate (0|1), icon], ...]]`. A game holds 8 players x 5 heroes x 4 abilities, so the field
 * names would be most of its bytes; the compact form keeps rebuilds and reads fast.
 */
export type StoredHero = [name: string, tier: number, abilities: StoredAbility[]];
export type StoredAbility = [name: string, level: number, ultimate: 0 | 1, icon: string];

export function encodeHeroes(heroes: readonly HeroResult[]): StoredHero[] {
  return heroes.map((hero) => [hero.name, hero.tier, hero.abilities.map((a) => [a.name, a.level, a.isUltimate ? 1 : 0, a.icon])]);
}

export function decodeHeroes(heroes: readonly StoredHero[]): HeroView[] {
  return heroes.map(([name, tier, abilities]) => ({
    name,
    tier,
    abilities: abilities.map(([abilityName, level, ultimate, icon]) => ({ name: abilityName, level, is_ultimate: ultimate === 1, icon })),
  }));
}
