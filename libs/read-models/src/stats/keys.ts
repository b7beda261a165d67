import type { KeySchema } from '../core';
import type { Block, Bracket } from './buckets';

/**
 * The statistics' keys under a version's prefix (docs/architecture.md "Statistics"). Counters of
 * ranked results are hashes per time block (`buckets.ts`) and rank bracket (a rank name, or `all`).
 */
export interface StatsKeys {
  /** Hash of ranked results: `{god}:{place}` results with the god at that place. */
  statsGods: (block: Block, bracket: Bracket) => string;
  /**
   * Hash of the heroes of ranked results with one god: `{ability}:f` heroes with it, `:w` in first place, `:t` in places 1..4.
   * Kept per rank only (no `all`: read as the sum of the ranks).
   */
  statsGodAbilities: (god: string, block: Block, bracket: Bracket) => string;
  /** Hash of ranked results' abilities: `{ability}:f|w|t` as for one god; `#results` ranked results. */
  statsAbilities: (block: Block, bracket: Bracket) => string;
  /**
   * Hash of first-place heroes' abilities in ranked results: `{ability}:l{1..9}` at that level
   * (levels above 9 count as 9); Super style (6+) is read as `l6`..`l9`, Gaben (9+) as `l9`.
   */
  statsWinnerAbilities: (block: Block, bracket: Bracket) => string;
  /** Hash of ranked results' heroes: `{hero}:f|w|t` as for abilities, `{hero}:p` sum of places; `#results`. */
  statsBodies: (block: Block, bracket: Bracket) => string;
  /** Hash of recorded games (summaries): `count`, `rounds`, `duration_ms` sums. */
  statsGames: (block: Block) => string;
  /** Hash: `{ability}` -> image name as last posted; `tier:{hero}` -> the body's tier (1..5) as last posted. */
  statsNames: string;
  /** Hash of games by UTC day: `{YYYY-MM-DD}:c|r|d` games, rounds, duration in ms; by week `w{monday}:...`; by month `m{YYYY-MM}:...`. */
  statsGameDays: string;
  /** Hash: steam id -> 1 for every player with a result recorded on the UTC day (its HLEN: players that day). */
  statsDayPlayers: (day: string) => string;
  /**
   * Hash of the economy on one UTC day: `earned:{reason}`, `spent:{reason}` gold; `purchases`,
   * `chests`, `codes` counts; `buy:{item}` and `gold:{item}` purchases and gold paid; `chest:{chest}`
   * openings; `drop:{chest}:{item}` items dropped and `dup:{chest}:{item}` of them duplicates; `code:{code}` redemptions.
   */
  statsEconomy: (day: string) => string;
}

const block = ({ level, index }: Block) => `${level}.${index}`;

/** The statistics' keys under `prefix` (`{namespace}:{version}:`). */
export const statsKeys: KeySchema<StatsKeys> = (prefix) => ({
  statsGods: (at, bracket) => `${prefix}stats:gods:${block(at)}:${bracket}`,
  statsGodAbilities: (god, at, bracket) => `${prefix}stats:god:${god}:${block(at)}:${bracket}`,
  statsAbilities: (at, bracket) => `${prefix}stats:abilities:${block(at)}:${bracket}`,
  statsWinnerAbilities: (at, bracket) => `${prefix}stats:winners:${block(at)}:${bracket}`,
  statsBodies: (at, bracket) => `${prefix}stats:bodies:${block(at)}:${bracket}`,
  statsGames: (at) => `${prefix}stats:games:${block(at)}`,
  statsNames: `${prefix}stats:names`,
  statsGameDays: `${prefix}stats:game-days`,
  statsDayPlayers: (day) => `${prefix}stats:players:${day}`,
  statsEconomy: (day) => `${prefix}stats:economy:${day}`,
});
