/**
 * Hidden MMR by pairwise Elo (docs/game-rules.md, "Hidden MMR").
 */

export const ELO_K = 20;
export const DEFAULT_MMR = 1000;

export interface Opponent {
  mmr: number;
  /** True when the opponent was eliminated before this player: a win against them. */
  beaten: boolean;
}

/** Expected score of a player rated `ra` against one rated `rb`. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

/**
 * Total MMR change against every opponent: floor(K * (S - P)) per opponent, S = 1 for a win
 * and 0 for a loss (so a loss costs floor(-K * P)). A total of 0 becomes +1.
 */
export function eloChange(mmr: number, opponents: readonly Opponent[]): number {
  let total = 0;
  for (const opponent of opponents) {
    const p = expectedScore(mmr, opponent.mmr);
    total += Math.floor(ELO_K * ((opponent.beaten ? 1 : 0) - p));
  }
  return total === 0 ? 1 : total;
}
