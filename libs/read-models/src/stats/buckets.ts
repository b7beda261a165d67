import { RANKS, type RankName } from '@arena/domain';

/**
 * Time buckets and rank brackets of the statistics (docs/architecture.md "Statistics"). Blocks of
 * UTC hours form a base-4 hierarchy: a block of level L covers 4^L hours, aligned on multiples of
 * 4^L hours since the epoch (1, 4, 16, 64, 256 and 1,024 hours). A window of whole hours is read as
 * the fewest aligned blocks that tile it exactly. Games' counters are written to the block of each
 * level holding their hour; ranked results' to their hour only, the larger blocks being sums
 * kept once finished (`counters.ts`).
 */

/** Hours per block at each level: 1, 4, 16, ..., 1024. */
export const BLOCK_BASE = 4;
const BLOCK_LEVELS = 6;
const HOUR_MS = 3_600_000;

/** A block: `level` (0..5) and its index (its first hour / 4^level). */
export interface Block {
  level: number;
  index: number;
}

/** The whole UTC hours since the epoch of an ISO time or a time in ms. */
export function hourOf(at: string | number): number {
  return Math.floor((typeof at === 'number' ? at : Date.parse(at)) / HOUR_MS);
}

const span = (level: number) => BLOCK_BASE ** level;

/** The block of each level holding `hour`, level 0 first. */
export function blocksOfHour(hour: number): Block[] {
  const blocks: Block[] = [];
  for (let level = 0; level < BLOCK_LEVELS; level++) blocks.push({ level, index: Math.floor(hour / span(level)) });
  return blocks;
}

/** The `BLOCK_BASE` blocks one level down that make up `block` (level 1 or more), in order. */
export function childrenOf({ level, index }: Block): Block[] {
  return Array.from({ length: BLOCK_BASE }, (_, i) => ({ level: level - 1, index: index * BLOCK_BASE + i }));
}

/**
 * The aligned blocks that tile the hours `from`..`to` (both included), fewest first-fit: from
 * each start, the largest block aligned there that does not pass `to`. At most 2 × 3 blocks per
 * level below the top and a few of the top level (a year: at most 38 blocks).
 */
export function blocksOfRange(from: number, to: number): Block[] {
  const blocks: Block[] = [];
  let hour = from;
  while (hour <= to) {
    let level = BLOCK_LEVELS - 1;
    while (level > 0 && (hour % span(level) !== 0 || hour + span(level) - 1 > to)) level--;
    blocks.push({ level, index: hour / span(level) });
    hour += span(level);
  }
  return blocks;
}

/**
 * The hours of a window of `hours`: the current UTC hour (of `now`, ms) and the `hours` whole
 * hours before it.
 */
export function windowHours(now: number, hours: number): { from: number; to: number } {
  const to = hourOf(now);
  return { from: to - hours, to };
}

/** A rank bracket's name in keys: a rank, or `all` for every rank. */
export type Bracket = RankName | 'all';

/** The bracket of a result: the rank of the player's ladder rating before the game. */
export function bracketOf(ladderBefore: number): RankName {
  let rank = RANKS[0].name;
  for (const definition of RANKS) if (ladderBefore >= definition.floor) rank = definition.name;
  return rank;
}

/**
 * The ranks a query admits: `rank` alone, the rank of ladder rating `minMMR` and every rank above
 * it, or both at once (the ranks both admit); every rank without either.
 */
export function ranksOf(rank: RankName | undefined, minMMR: number): RankName[] {
  const lowest = bracketOf(minMMR);
  const floor = RANKS.findIndex((definition) => definition.name === lowest);
  return RANKS.slice(floor)
    .map((definition) => definition.name)
    .filter((name) => rank === undefined || name === rank);
}

/**
 * How a set of ranks is read with the fewest hashes: every rank is `all`; up to half of them are
 * read one by one and added; more are `all` minus the ranks left out.
 */
export function bracketReads(ranks: readonly RankName[]): { add: Bracket[]; subtract: Bracket[] } {
  if (ranks.length === RANKS.length) return { add: ['all'], subtract: [] };
  if (ranks.length <= RANKS.length / 2) return { add: [...ranks], subtract: [] };
  return { add: ['all'], subtract: RANKS.map((definition) => definition.name).filter((name) => !ranks.includes(name)) };
}
