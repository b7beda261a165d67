/**
 * The pure parts of the open-loop benchmark (`open-loop.ts`): the request mix and its picker, the
 * send schedule, percentiles and the verdict of a step. No I/O here, so they are unit-tested.
 */

/** The kinds of request the mixed load sends. */
export type RequestKind = 'player' | 'game' | 'leaderboard' | 'playerGames' | 'gameResult' | 'purchase' | 'opening' | 'claim';

/**
 * The mix, in requests per 200 (so every share is a whole number): 90% reads (a player, a game,
 * the leaderboard, a player's games), 5% game results, 3% gold purchases and chest openings
 * (half each), 2% battle-pass claims.
 */
export const MIX: Readonly<Record<RequestKind, number>> = {
  player: 60,
  game: 60,
  leaderboard: 30,
  playerGames: 30,
  gameResult: 10,
  purchase: 3,
  opening: 3,
  claim: 4,
};

/**
 * Picks request kinds in the proportions of `weights`, deterministically: smooth weighted round
 * robin (each pick adds every weight to its kind's credit and takes the largest credit down by
 * the total), so every run of `sum(weights)` picks holds each kind exactly its weight times,
 * spread out rather than in blocks.
 * @throws Error when no weight is positive or one is negative.
 */
export function mixPicker<K extends string>(weights: Readonly<Record<K, number>>): () => K {
  const kinds = Object.keys(weights) as K[];
  if (kinds.some((kind) => weights[kind] < 0)) throw new Error('a weight is negative');
  const total = kinds.reduce((sum, kind) => sum + weights[kind], 0);
  if (total <= 0) throw new Error('no weight is positive');
  const credit = new Map<K, number>(kinds.map((kind) => [kind, 0]));
  return () => {
    let best = kinds[0];
    for (const kind of kinds) {
      credit.set(kind, credit.get(kind)! + weights[kind]);
      if (credit.get(kind)! > credit.get(best)!) best = kind;
    }
    credit.set(best, credit.get(best)! - total);
    return best;
  };
}

/** One step of the load: `rate` requests/s for `warmupSeconds` (not counted) then `seconds` (measured). */
export interface StepPlan {
  rate: number;
  warmupSeconds: number;
  seconds: number;
}

/**
 * The send times of a step, in ms from its start: request i at i * 1000 / rate, whatever the
 * server does (an open loop); `measured` tells whether a request's send time falls after the
 * warm-up, so its latency counts (`firstMeasured` is the first such request).
 */
export function stepSchedule({ rate, warmupSeconds, seconds }: StepPlan): {
  count: number;
  firstMeasured: number;
  at(i: number): number;
  measured(i: number): boolean;
} {
  if (!(rate > 0) || !(seconds > 0) || !(warmupSeconds >= 0))
    throw new Error(`rate ${rate}, ${warmupSeconds} s + ${seconds} s: the rate and the measured seconds must be positive`);
  const firstMeasured = Math.ceil(rate * warmupSeconds);
  const count = Math.ceil(rate * (warmupSeconds + seconds));
  return { count, firstMeasured, at: (i) => (i * 1000) / rate, measured: (i) => i >= firstMeasured };
}

/**
 * Parses a list of rates such as `250,500,1000` (requests/s, increasing).
 * @throws Error on anything but increasing positive numbers.
 */
export function parseRates(text: string): number[] {
  const rates = text.split(',').map((part) => Number(part.trim()));
  if (rates.length === 0 || rates.some((rate) => !(rate > 0)) || rates.some((rate, i) => i > 0 && rate <= rates[i - 1]))
    throw new Error(`rates "${text}": a comma-separated list of increasing positive numbers (requests/s)`);
  return rates;
}

/**
 * The value below which `p` percent of `sorted` fall (nearest rank: the smallest value with at
 * least p% of the values at or under it); NaN for no values.
 * @param sorted ascending.
 * @param p 0 < p <= 100.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The budget a step is judged by. */
export const P99_BUDGET_MS = 50;

/** A step's verdict: it passes when every measured request succeeded and p99 is under the budget. */
export function stepVerdict(
  step: { sent: number; failed: number; p99Ms: number },
  budgetMs = P99_BUDGET_MS,
): { pass: boolean; reason: string } {
  if (step.sent === 0) return { pass: false, reason: 'no request measured' };
  if (step.failed > 0) return { pass: false, reason: `${step.failed} of ${step.sent} requests failed` };
  if (!(step.p99Ms < budgetMs)) return { pass: false, reason: `p99 ${step.p99Ms} ms >= ${budgetMs} ms` };
  return { pass: true, reason: `p99 ${step.p99Ms} ms < ${budgetMs} ms, no failure` };
}

/**
 * The highest rate of the steps, run in increasing order, up to the first that failed: the
 * ceiling is the last step passed before any failure (a later pass after a failure does not
 * count: the load went over the edge once). Null when the first step failed.
 */
export function highestPassingRate(steps: readonly { rate: number; pass: boolean }[]): number | null {
  let highest: number | null = null;
  for (const step of steps) {
    if (!step.pass) break;
    highest = step.rate;
  }
  return highest;
}
