import type { KeySchema } from '../core';
import type { Block, Bracket } from './buckets';

/**
 * The statistics' keys under a version's prefix (docs/architecture.md "Statistics"). Counters of
 * ranked results are hashes per time block (`buckets.ts`) and rank bracket (a rank name, or `all`).
 */
/**
 * A family of counters of ranked results: `gods` (`{god}:{place}` results with the god at that
 * place); `god:{god}` (the heroes of results with one god: `{ability}:f` heroes with it, `:w` in
 * first place, `:t` in places 1..4; kept per rank only, no `all`); `abilities` (the same over every
 * god, `#results` ranked results); `winners` (first-place heroes' abilities, `{ability}:l{1..9}` at
 * that level: levels above 9 count as 9; Super style is read as `l6`..`l9`, Gaben as `l9`); `bodies`
 * (heroes: `{hero}:f|w|t` as for abilities, `{hero}:p` sum of places; `#results`).
 */
export type StatsFamily = 'gods' | 'abilities' | 'winners' | 'bodies' | `god:${string}`;

/**
 * The statistics' keys under a version's prefix (docs/architecture.md "Statistics"). The projector
 * writes counters of ranked results per UTC hour and rank bracket (a rank name, or `all`); readers
 * keep sums of finished hours: rollups (aligned blocks of 4^level hours, `buckets.ts`) and windows.
 */
export interface StatsKeys {
  /** Hash of one family's counters of ranked results in one UTC hour (hours since the epoch) and bracket: the projector's. */
  statsHour: (family: StatsFamily, hour: number, bracket: Bracket) => string;
  /** Hash: a finished block's sum of its hours (level 1..5), written once by the first reader that needs it. */
  statsRollup: (family: StatsFamily, block: Block, bracket: Bracket) => string;
  /**
   * Hash: the sum over the finished hours `from`..`to - 1` and brackets `brackets` (`+a+b-c`), kept
   * an hour by the first reader that needs it.
   */
  statsWindow: (family: StatsFamily, from: number, to: number, brackets: string) => string;
  /** Hash: `hour` the newest UTC hour of a result the projector has written (hours before the one before it are finished). */
  statsClock: string;
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
   * openings; `drop:{chest}:{item}` items dropped and `dup:{chest}:{item}` of them duplicates; `code:{code}` redemptions;
   * `orders`, `revenue` real-money orders paid and their USD cents, `refunded` USD cents refunded.
   */
  statsEconomy: (day: string) => string;
}

/** The statistics' keys under `prefix` (`{namespace}:{version}:`). */
export const statsKeys: KeySchema<StatsKeys> = (prefix) => ({
  // the hour's key is the level-0 block's of earlier layouts, so their counters read on
  statsHour: (family, hour, bracket) => `${prefix}stats:${family}:0.${hour}:${bracket}`,
  statsRollup: (family, { level, index }, bracket) => `${prefix}stats:rollup:${family}:${level}.${index}:${bracket}`,
  statsWindow: (family, from, to, brackets) => `${prefix}stats:window:${family}:${from}-${to}:${brackets}`,
  statsClock: `${prefix}stats:clock`,
  statsGames: ({ level, index }) => `${prefix}stats:games:${level}.${index}`,
  statsNames: `${prefix}stats:names`,
  statsGameDays: `${prefix}stats:game-days`,
  statsDayPlayers: (day) => `${prefix}stats:players:${day}`,
  statsEconomy: (day) => `${prefix}stats:economy:${day}`,
});
