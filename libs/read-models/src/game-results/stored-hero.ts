import type { GamePlayerRow } from '@arena/contract';

/**
 * Heroes as stored in a game row: arrays instead of objects, `[name, tier, [[ability, level,
 * ultimate (0|1), icon], ...]]`. A game holds 8 players x 5 heroes x 4 abilities, so the field
 * names would be most of its bytes; the compact form keeps rebuilds and reads fast.
 */
export type StoredHero = [name: string, tier: number, abilities: StoredAbility[]];
export type StoredAbility = [name: string, level: number, ultimate: 0 | 1, icon: string];

/** A game row as the read model stores it: heroes in their compact form. */
export type StoredGameRow = Omit<GamePlayerRow, 'heroes'> & { heroes: StoredHero[] };
