/**
 * Heroes as stored in a game row: arrays instead of objects, `[name, tier, [[ability, level,
 * ultimate (0|1), icon], ...]]`. A game holds 8 players x 5 heroes x 4 abilities, so the field
 * names would be most of its bytes; the compact form keeps rebuilds and reads fast.
 */
export type StoredHero = [name: string, tier: number, abilities: StoredAbility[]];
export type StoredAbility = [name: string, level: number, ultimate: 0 | 1, icon: string];

/**
 * A game row as the read model stores it (JSON in the game's hash): heroes in their compact
 * form; `ladder_change` is served as `ladder_mmr_change`. The stored names do not follow the
 * API's, so that renaming a field of the API needs no rebuild.
 */
export interface StoredGameRow {
  steam_id: string;
  username: string;
  avatar: string | null;
  place: number;
  rounds: number;
  wins: number;
  losses: number;
  god: string;
  /** ladder rating after the game; null unranked */
  ladder_mmr: number | null;
  /** signed change; null unranked */
  ladder_change: number | null;
  /** seconds after the start */
  end_time: number;
  heroes: StoredHero[];
}
