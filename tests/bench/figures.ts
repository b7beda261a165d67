/** Small arithmetic the benchmarks share: medians of rounds, percentiles of samples, rounding. */

/** The median of an odd number of values: the middle one once sorted (the bench's rounds are three). */
export function middle(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The value at the p-th percentile (0-100) of ascending `sorted` values, by nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;
