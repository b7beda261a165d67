import { describe, expect, it } from '@jest/globals';
import { highestPassingRate, MIX, mixPicker, parseRates, percentile, stepSchedule, stepVerdict } from './open-loop-plan';

describe('the open-loop mix', () => {
  it('is 90% reads, 5% game results, 3% purchases and openings, 2% claims', () => {
    const total = Object.values(MIX).reduce((sum, n) => sum + n, 0);
    const share = (...kinds: (keyof typeof MIX)[]) => kinds.reduce((sum, kind) => sum + MIX[kind], 0) / total;
    expect(share('player', 'game', 'leaderboard', 'playerGames')).toBe(0.9);
    expect(share('gameResult')).toBe(0.05);
    expect(share('purchase', 'opening')).toBe(0.03);
    expect(share('claim')).toBe(0.02);
  });

  it('picks every kind exactly its weight times in each run of 200 picks, spread out', () => {
    const pick = mixPicker(MIX);
    for (let run = 0; run < 3; run++) {
      const picks = Array.from({ length: 200 }, pick);
      const counts = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, picks.filter((p) => p === kind).length]));
      expect(counts).toEqual(MIX);
      // the 4 claims are spread over the run, not sent back to back
      const claims = picks.flatMap((p, i) => (p === 'claim' ? [i] : []));
      expect(Math.min(...claims.slice(1).map((at, i) => at - claims[i]))).toBeGreaterThanOrEqual(25);
    }
  });

  it('refuses weights that cannot be picked', () => {
    expect(() => mixPicker({ a: 0, b: 0 })).toThrow('no weight is positive');
    expect(() => mixPicker({ a: 3, b: -1 })).toThrow('negative');
  });
});

describe('the send schedule', () => {
  it('sends at fixed intervals, counting only what is sent after the warm-up', () => {
    const schedule = stepSchedule({ rate: 500, warmupSeconds: 3, seconds: 12 });
    expect(schedule.count).toBe(7500);
    expect(schedule.at(0)).toBe(0);
    expect(schedule.at(1)).toBe(2);
    expect(schedule.at(7499)).toBe(14_998);
    expect(schedule.firstMeasured).toBe(1500);
    expect(schedule.measured(1499)).toBe(false);
    expect(schedule.measured(1500)).toBe(true);
    expect(schedule.count - schedule.firstMeasured).toBe(6000);
  });

  it('refuses a rate or a measured time that is not positive', () => {
    expect(() => stepSchedule({ rate: 0, warmupSeconds: 1, seconds: 1 })).toThrow('must be positive');
    expect(() => stepSchedule({ rate: 100, warmupSeconds: 1, seconds: 0 })).toThrow('must be positive');
  });

  it('reads the rates from a list of increasing numbers', () => {
    expect(parseRates('250, 500,1000')).toEqual([250, 500, 1000]);
    expect(() => parseRates('500,250')).toThrow('increasing');
    expect(() => parseRates('250,,500')).toThrow('increasing');
    expect(() => parseRates('fast')).toThrow('increasing');
  });
});

describe('the verdict of a step', () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
    // one slow request in 100 is the p99; in 101, two are needed
    expect(percentile([...Array<number>(99).fill(1), 80], 99)).toBe(1);
    expect(percentile([...Array<number>(98).fill(1), 80, 80], 99)).toBe(80);
  });

  it('passes a step only with every request answered and p99 under 50 ms', () => {
    expect(stepVerdict({ sent: 1000, failed: 0, p99Ms: 49.9 }).pass).toBe(true);
    expect(stepVerdict({ sent: 1000, failed: 0, p99Ms: 50 })).toEqual({ pass: false, reason: 'p99 50 ms >= 50 ms' });
    expect(stepVerdict({ sent: 1000, failed: 1, p99Ms: 3 })).toEqual({ pass: false, reason: '1 of 1000 requests failed' });
    expect(stepVerdict({ sent: 0, failed: 0, p99Ms: Number.NaN }).pass).toBe(false);
  });

  it('reports the last rate passed before the first failure', () => {
    const steps = (...passes: boolean[]) => passes.map((pass, i) => ({ rate: 250 * (i + 1), pass }));
    expect(highestPassingRate(steps(true, true, false))).toBe(500);
    expect(highestPassingRate(steps(true, false, true))).toBe(250);
    expect(highestPassingRate(steps(false))).toBeNull();
    expect(highestPassingRate(steps(true, true, true))).toBe(750);
  });
});
