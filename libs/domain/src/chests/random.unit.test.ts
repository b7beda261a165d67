import { isSeed, randomIndex, sfc32 } from './index';

describe('chests: seeded randomness (sfc32)', () => {
  test('gives the known outputs of sfc32 (checked against an independent uint32 implementation)', () => {
    const outputs = (seed: number): number[] => {
      const random = sfc32(seed);
      return [random(), random(), random(), random()].map((float) => float * 2 ** 32);
    };
    expect(outputs(0)).toEqual([4216505632, 947923937, 2491578854, 3964400089]);
    expect(outputs(1)).toEqual([1779833415, 2026416846, 1661539736, 2729060721]);
    expect(outputs(0xdeadbeef)).toEqual([2440477387, 3277164100, 4189619804, 3155853482]);
    expect(outputs(0xffffffff)).toEqual([2021412065, 2215341480, 276468999, 2997771941]);
  });

  test('the same seed gives the same sequence; floats are in [0, 1)', () => {
    const first = sfc32(42);
    const second = sfc32(42);
    for (let i = 0; i < 10_000; i++) {
      const value = first();
      expect(second()).toBe(value);
      if (value < 0 || value >= 1) throw new Error(`out of range: ${value}`);
    }
  });

  test('a seed is a uint32', () => {
    expect([0, 1, 2 ** 32 - 1].every(isSeed)).toBe(true);
    expect([-1, 2 ** 32, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null].some(isSeed)).toBe(false);
    expect(() => sfc32(-1)).toThrow(RangeError);
  });

  test('randomIndex stays in range, even for a float just below 1', () => {
    expect(randomIndex(() => 0.999_999_999_9, 3)).toBe(2);
    expect(randomIndex(() => 0, 3)).toBe(0);
    expect(() => randomIndex(() => 0, 0)).toThrow(RangeError);
  });
});
