import { ladderAfter, ladderPoints, ratingMultiplier } from './ladder';

describe('ladder points (docs/game-rules.md, "Ladder rating")', () => {
  test.each([
    [1, 100],
    [2, 75],
    [3, 50],
    [4, 15],
    [5, -10],
    [6, -30],
    [7, -55],
    [8, -80],
  ])('from 1000 up, place %i gives %i', (place, points) => {
    expect(ladderPoints(place, 1000)).toBe(points);
    expect(ladderPoints(place, 4800)).toBe(points);
  });

  test.each([
    [1, 200],
    [2, 150],
    [3, 100],
    [4, 75],
    [5, 50],
    [6, 25],
    [7, 10],
    [8, 0],
  ])('below 1000 (Herald, Guardian), place %i gives %i', (place, points) => {
    expect(ladderPoints(place, 0)).toBe(points);
    expect(ladderPoints(place, 999)).toBe(points);
  });

  test.each([0, 9, 1.5, -1])('place %p is refused', (place) => {
    expect(() => ladderPoints(place, 1000)).toThrow(RangeError);
  });
});

describe('ladder rating after a ranked game', () => {
  test.each([
    // ladder before, place, multiplier, ladder after
    [0, 1, 1, 200],
    [0, 8, 1, 0],
    [990, 1, 1, 1190],
    [990, 8, 1, 990],
    [1100, 6, 1, 1070],
    [1050, 8, 1, 1000], // would be 970: Crusader floor 1000
    [1000, 8, 1, 1000],
    [1499, 8, 1, 1419], // still Crusader: floor 1000 not reached
    [1520, 8, 1, 1500], // Archon floor
    [2600, 8, 2, 2500], // double-down loss, Ancient floor
    [4600, 8, 1, 4520],
    [4550, 8, 1, 4500], // Immortal floor
    [1100, 1, 2, 1300], // double-down
    [1100, 1, 3, 1400], // double-down with the doubledown bonus
    [1100, 7, 2, 1000], // 1100 - 110 = 990, held at the Crusader floor
    [1300, 5, 3, 1270],
  ])('from %i, place %i, multiplier %i -> %i', (before, place, multiplier, after) => {
    expect(ladderAfter(before, place, multiplier)).toBe(after);
  });
});

describe('rating multiplier', () => {
  test.each([
    [false, undefined, 1],
    [false, 'doubledown', 1],
    [false, 'gold', 1],
    [true, undefined, 2],
    [true, 'exp', 2],
    [true, 'gold', 2],
    [true, 'doubledown', 3],
  ] as const)('double-down %p with bonus %p multiplies by %i', (doubledown, bonus, multiplier) => {
    expect(ratingMultiplier(doubledown, bonus)).toBe(multiplier);
  });
});
