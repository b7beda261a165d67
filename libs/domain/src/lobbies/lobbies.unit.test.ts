import {
  hostAfterLeaving,
  isLobbyPassword,
  isLobbyRange,
  LOBBY_PASSWORD_ALPHABET,
  lobbyClosesAt,
  lobbyPasswordFrom,
  lobbyRangeOf,
  lobbyRegionOf,
  lobbyStream,
  ratingFits,
} from './index';

describe('lobby rules (docs/game-rules.md, "Matchmaking lobbies")', () => {
  test.each([
    [1200, null, null, true],
    [0, 0, 499, true],
    [499, 0, 499, true],
    [500, 0, 499, false],
    [499, 500, null, false],
    [500, 500, null, true],
    [9000, 3500, null, true],
    [-20, null, 499, true],
    [1000, 1000, 1499, true],
    [1499, 1000, 1499, true],
    [999, 1000, 1499, false],
  ])('a rating of %i fits %p..%p: %p', (rating, min, max, fits) => {
    expect(ratingFits(rating, min, max)).toBe(fits);
  });

  test.each([
    [null, null, true],
    [0, 499, true],
    [3500, null, true],
    [null, 4499, true],
    [1000, 999, false],
    [1000, 1000, false],
    [250, null, false],
    [null, 500, false],
    [3500, 499, false],
  ])('the range %p..%p may be picked: %p', (min, max, ok) => {
    expect(isLobbyRange(min, max)).toBe(ok);
  });

  // the live site's client sends its rank picks as mmrMin = min(4500, floor), mmrMax = 500 | 999 .. 4499 | 99999
  test.each([
    [0, 500, 0, 499, [0, 499], [500]],
    [500, 999, 500, 999, [500, 999], [499, 1000]],
    [2500, 3499, 2500, 3499, [2500, 3499], [2499, 3500]],
    [3500, 99999, 3500, null, [3500, 100_000], [3499]],
    [4500, 99999, 4500, null, [4500, 9000], [4499]],
  ])('the live client range %p..%p is %p..%p here: fits %p, not %p', (min, max, ourMin, ourMax, fitting, outside) => {
    const { mmrMin, mmrMax } = lobbyRangeOf(min, max);
    expect([mmrMin, mmrMax]).toEqual([ourMin, ourMax]);
    expect(isLobbyRange(mmrMin, mmrMax)).toBe(true);
    for (const rating of fitting) expect(ratingFits(rating, mmrMin, mmrMax)).toBe(true);
    for (const rating of outside) expect(ratingFits(rating, mmrMin, mmrMax)).toBe(false);
  });

  test('our ranges are kept as they are; a live Herald-to-Herald range of a Guardian floor is refused', () => {
    expect(lobbyRangeOf(1000, 1499)).toEqual({ mmrMin: 1000, mmrMax: 1499 });
    expect(lobbyRangeOf(null, null)).toEqual({ mmrMin: null, mmrMax: null });
    const guardianToHerald = lobbyRangeOf(500, 500);
    expect(isLobbyRange(guardianToHerald.mmrMin, guardianToHerald.mmrMax)).toBe(false);
  });

  test.each([
    ['North America', 'NA'],
    ['South America', 'SA'],
    ['Europe West', 'EU West'],
    ['Europe East', 'EU East'],
    ['South East Asia', 'SEA'],
    ['China', 'China'],
    ['EU West', 'EU West'],
    ['SEA', 'SEA'],
  ] as const)('the region named %p is %p', (name, region) => {
    expect(lobbyRegionOf(name)).toBe(region);
  });

  test.each([
    [['a', 'b', 'c'], 'a', 'a', 'b'],
    [['a', 'b', 'c'], 'a', 'b', 'a'],
    [['a', 'b', 'c'], 'b', 'b', 'a'],
    [['a', 'b', 'c'], 'c', 'c', 'a'],
    [['a'], 'a', 'a', null],
    [['a', 'b'], 'a', 'x', 'a'],
  ])('players %p hosted by %p: after %p leaves, %p hosts', (players, host, leaving, next) => {
    expect(hostAfterLeaving(players, host, leaving)).toBe(next);
  });

  test('a password takes 5 characters of A-Z0-9 from the bytes, skipping those that would bias it', () => {
    expect(lobbyPasswordFrom([0, 1, 25, 26, 35])).toBe('ABZ09');
    expect(lobbyPasswordFrom([36, 71, 251, 252, 255, 0, 37])).toBe('A99AB');
    expect(lobbyPasswordFrom([252, 253, 254, 255, 0, 1, 2, 3, 4])).toBe('ABCDE');
    expect(lobbyPasswordFrom([0, 1, 2, 252])).toBeNull();
    expect(lobbyPasswordFrom([])).toBeNull();
  });

  test('every byte below 252 maps to each of the 36 characters exactly 7 times', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte++) {
      const char = lobbyPasswordFrom([byte, 0, 0, 0, 0])![0];
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect([...counts.values()].every((count) => count === 7)).toBe(true);
    expect([...counts.keys()].sort().join('')).toBe([...LOBBY_PASSWORD_ALPHABET].sort().join(''));
  });

  test.each([
    ['ABZ09', true],
    ['abz09', false],
    ['ABZ0', false],
    ['ABZ09X', false],
    ['AB-09', false],
  ])('%p is a lobby password: %p', (value, ok) => {
    expect(isLobbyPassword(value)).toBe(ok);
  });

  test('a locked lobby closes 300 s after it locked; its history is the stream lobby-{id}', () => {
    expect(lobbyClosesAt(Date.parse('2026-01-01T00:00:00.000Z'))).toBe(Date.parse('2026-01-01T00:05:00.000Z'));
    expect(lobbyStream('abc')).toBe('lobby-abc');
  });
});
