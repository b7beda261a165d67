import { eloChange, expectedScore } from './elo';

const equal = (wins: number, losses: number) => [
  ...Array.from({ length: wins }, () => ({ mmr: 1000, beaten: true })),
  ...Array.from({ length: losses }, () => ({ mmr: 1000, beaten: false })),
];

describe('hidden MMR by pairwise Elo, K = 20 (docs/game-rules.md "Hidden MMR")', () => {
  test.each([
    [1000, 1000, 0.5],
    [1400, 1000, 10 / 11],
    [1000, 1400, 1 / 11],
  ])('expected score of %i against %i is %f', (ra, rb, p) => {
    expect(expectedScore(ra, rb)).toBeCloseTo(p, 10);
  });

  test.each([
    // place in an 8-player game of equal MMR: wins against those already out, losses against the rest
    [1, 7, 0, 70],
    [2, 6, 1, 50],
    [4, 4, 3, 10],
    [5, 3, 4, -10],
    [8, 0, 7, -70],
  ])('place %i among equals (%i wins, %i losses) changes MMR by %i', (_place, wins, losses, change) => {
    expect(eloChange(1000, equal(wins, losses))).toBe(change);
  });

  test('each opponent counts floor(K(S - P)): a loss rounds away from zero', () => {
    // against 1400: win floor(20 * 10/11) = 18; against 1200: loss floor(-20 * 0.2403) = -5
    expect(eloChange(1000, [{ mmr: 1400, beaten: true }])).toBe(18);
    expect(eloChange(1000, [{ mmr: 1200, beaten: false }])).toBe(-5);
    // a favourite beating a much weaker player: floor(20 * (1 - 10/11)) = 1
    expect(eloChange(1400, [{ mmr: 1000, beaten: true }])).toBe(1);
  });

  test('a total of 0 becomes +1', () => {
    expect(eloChange(1000, equal(1, 1))).toBe(1);
    expect(eloChange(1000, [])).toBe(1);
  });
});
