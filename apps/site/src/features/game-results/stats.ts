/**
 * The stats page's pure rules of display: the placement bars and the rates of a god's or a hero's
 * line. No React, no I/O: unit-tested in `stats.unit.test.ts`.
 */

/** One bar of the placements chart. */
export interface PlacementBar {
  /** 1..8 */
  place: number;
  games: number;
  /** the bar's length: games over the most games of any place (0..1) */
  fraction: number;
  /** games over all games (0..1; 0 without games) */
  share: number;
}

/** The 8 bars of games finished 1st..8th (missing places count 0). */
export function placementBars(placements: readonly number[]): PlacementBar[] {
  const games = Array.from({ length: 8 }, (_, i) => {
    const n = placements[i];
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
  });
  const most = Math.max(0, ...games);
  const total = games.reduce((sum, n) => sum + n, 0);
  return games.map((n, i) => ({ place: i + 1, games: n, fraction: most > 0 ? n / most : 0, share: total > 0 ? n / total : 0 }));
}

/** `part` over `games`, or null before the first game. */
export function rate(part: number, games: number): number | null {
  return games > 0 ? Math.min(1, Math.max(0, part / games)) : null;
}

/** A god's or a hero's line with its win rate (first places) and top-four rate. */
export function lineRates(line: { games: number; first_places: number; top_fours: number }): {
  winRate: number | null;
  topFourRate: number | null;
} {
  return { winRate: rate(line.first_places, line.games), topFourRate: rate(line.top_fours, line.games) };
}
