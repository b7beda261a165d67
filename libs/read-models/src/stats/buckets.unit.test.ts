import { BLOCK_BASE, blocksOfHour, blocksOfRange, bracketOf, bracketReads, hourOf, ranksOf, windowHours } from './buckets';

const hoursOf = (blocks: { level: number; index: number }[]) =>
  blocks.flatMap(({ level, index }) => Array.from({ length: BLOCK_BASE ** level }, (_, i) => index * BLOCK_BASE ** level + i));

describe('time blocks', () => {
  test('a result counts in one block of each level, each holding its hour', () => {
    const hour = hourOf('2026-03-14T15:09:26.000Z');
    const blocks = blocksOfHour(hour);
    expect(blocks.map(({ level }) => level)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const block of blocks) expect(hoursOf([block])).toContain(hour);
  });

  test.each([
    [0, 0],
    [5, 5],
    [3, 17],
    [491_234, 491_234 + 24],
    [491_234, 491_234 + 720],
    [491_000, 491_000 + 8760],
    [16, 4111],
  ])('the hours %i..%i are tiled exactly, each hour once', (from, to) => {
    const covered = hoursOf(blocksOfRange(from, to));
    expect(covered).toEqual(Array.from({ length: to - from + 1 }, (_, i) => from + i));
  });

  test('a window reads few keys: a day at most 10 blocks, a month at most 24, a year at most 38', () => {
    const worst = (length: number) =>
      Math.max(...Array.from({ length: 300 }, (_, start) => blocksOfRange(490_000 + start * 7, 490_000 + start * 7 + length).length));
    expect(worst(24)).toBeLessThanOrEqual(10);
    expect(worst(720)).toBeLessThanOrEqual(24);
    expect(worst(8760)).toBeLessThanOrEqual(38);
  });

  test('a window is the current UTC hour and the hours before it', () => {
    const now = Date.parse('2026-03-14T15:09:26.000Z');
    expect(windowHours(now, 24)).toEqual({ from: hourOf('2026-03-13T15:00:00Z'), to: hourOf('2026-03-14T15:00:00Z') });
  });
});

describe('rank brackets', () => {
  test('a result counts in the rank of the ladder rating before the game', () => {
    expect(bracketOf(0)).toBe('Herald');
    expect(bracketOf(499)).toBe('Herald');
    expect(bracketOf(500)).toBe('Guardian');
    expect(bracketOf(2600)).toBe('Ancient');
    expect(bracketOf(9000)).toBe('Immortal');
  });

  test('minMMR admits the rank it falls in and every rank above; rank admits one; both, what both admit', () => {
    expect(ranksOf(undefined, 0)).toHaveLength(8);
    expect(ranksOf(undefined, 2600)).toEqual(['Ancient', 'Divine', 'Immortal']);
    expect(ranksOf('Legend', 0)).toEqual(['Legend']);
    expect(ranksOf('Legend', 2600)).toEqual([]);
    expect(ranksOf('Divine', 2600)).toEqual(['Divine']);
  });

  test('every rank is read from `all`; few ranks one by one; most as `all` minus the others', () => {
    expect(bracketReads(ranksOf(undefined, 0))).toEqual({ add: ['all'], subtract: [] });
    expect(bracketReads(['Ancient', 'Divine'])).toEqual({ add: ['Ancient', 'Divine'], subtract: [] });
    expect(bracketReads(ranksOf(undefined, 500))).toEqual({ add: ['all'], subtract: ['Herald'] });
    expect(bracketReads([])).toEqual({ add: [], subtract: [] });
  });
});
