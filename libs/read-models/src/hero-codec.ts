/**
 * Kept only for api-types.ts, which names `StoredHero` from here; the heroes' codec lives in
 * game-results/. Goes away when the contract's types replace api-types.ts.
 */
export type { StoredAbility, StoredHero } from './game-results/stored-hero';
