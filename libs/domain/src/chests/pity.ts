/**
 * Pity tables of the unique chests (docs/game-rules.md "Pity tables": an independent roll for each rare
 * tier with chance 1/oneIn[misses]; the odds fall with each miss: rare from 1 in 1000 to 1 in 1
 * after 24 misses; very rare from 1 in 1600; ultra rare from 1 in 2000).
 *
 * `oneIn[m]` is the N of "1 in N" after m openings in a row without a hit in that tier. The
 * starting figures (1000, 1600, 2000) and rare's 24 misses are the game's rules'. The shape is our
 * choice: a geometric fall, oneIn[m] = ceil(start^((L - m) / L)), reaching 1 in 1 at m = L, with
 * L = 24 for rare (the game's rules), 36 for very rare and 48 for ultra rare (our choice: rarer
 * tiers take longer to guarantee). Past the end of a table its last figure (1) holds.
 */

/** The rare tiers of a unique chest, least rare first. */
export const UNIQUE_TIERS = ['rare', 'very_rare', 'ultra_rare'] as const;
export type UniqueTier = (typeof UNIQUE_TIERS)[number];

/** "1 in N" by misses, for each tier (see the module's docstring for how they were made). */
export const PITY_TABLES: Readonly<Record<UniqueTier, readonly number[]>> = {
  // 1000^((24 - m) / 24), rounded up: 1 in 1 after 24 misses
  rare: [1000, 750, 563, 422, 317, 238, 178, 134, 100, 75, 57, 43, 32, 24, 18, 14, 10, 8, 6, 5, 4, 3, 2, 2, 1],
  // 1600^((36 - m) / 36), rounded up: 1 in 1 after 36 misses
  very_rare: [
    1600, 1304, 1062, 866, 705, 575, 468, 382, 311, 253, 207, 168, 137, 112, 91, 74, 61, 50, 40, 33, 27, 22, 18, 15, 12, 10, 8, 7, 6, 5, 4,
    3, 3, 2, 2, 2, 1,
  ],
  // 2000^((48 - m) / 48), rounded up: 1 in 1 after 48 misses
  ultra_rare: [
    2000, 1708, 1458, 1244, 1062, 907, 774, 661, 564, 481, 411, 351, 300, 256, 218, 186, 159, 136, 116, 99, 85, 72, 62, 53, 45, 39, 33, 28,
    24, 21, 18, 15, 13, 11, 10, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1,
  ],
};

/**
 * The N of "1 in N" for a tier's next roll after `misses` openings without a hit: the table's
 * figure at `misses`, its last one beyond its end.
 */
export function pityOneIn(oneIn: readonly number[], misses: number): number {
  return oneIn[Math.min(Math.max(0, misses), oneIn.length - 1)];
}
