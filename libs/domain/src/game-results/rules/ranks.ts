/**
 * Ranks, pips and badges by ladder rating (docs/game-rules.md, "Ranks and pips").
 */

export type RankName = 'Herald' | 'Guardian' | 'Crusader' | 'Archon' | 'Legend' | 'Ancient' | 'Divine' | 'Immortal';

export interface RankDefinition {
  name: RankName;
  /** 1 (Herald) .. 8 (Immortal), Dota's rank tier. */
  tier: number;
  /** Lowest ladder rating of the rank; also the floor a player in it never falls below. */
  floor: number;
  /** Ladder points per pip inside the rank; null when the rank has no pips (Immortal). */
  pointsPerPip: number | null;
}

export const RANKS: readonly RankDefinition[] = [
  { name: 'Herald', tier: 1, floor: 0, pointsPerPip: 100 },
  { name: 'Guardian', tier: 2, floor: 500, pointsPerPip: 100 },
  { name: 'Crusader', tier: 3, floor: 1000, pointsPerPip: 100 },
  { name: 'Archon', tier: 4, floor: 1500, pointsPerPip: 100 },
  { name: 'Legend', tier: 5, floor: 2000, pointsPerPip: 100 },
  { name: 'Ancient', tier: 6, floor: 2500, pointsPerPip: 200 },
  { name: 'Divine', tier: 7, floor: 3500, pointsPerPip: 200 },
  { name: 'Immortal', tier: 8, floor: 4500, pointsPerPip: null },
];

const MAX_PIPS = 5;

/** The rank a ladder rating (points, >= 0) falls in. */
export function rankOf(ladder: number): RankDefinition {
  for (let i = RANKS.length - 1; i > 0; i--) {
    if (ladder >= RANKS[i].floor) return RANKS[i];
  }
  return RANKS[0];
}

export interface RankView {
  rank: RankName;
  rank_tier: number;
  /** 1..5 inside the rank; null for Immortal, who show a leaderboard position instead. */
  pips: number | null;
  /** Dota's badge number: rank_tier * 10 + pips (Immortal: 80). */
  badge: number;
}

/** Rank, pips and badge shown for a ladder rating. */
export function rankView(ladder: number): RankView {
  const rank = rankOf(ladder);
  const pips = rank.pointsPerPip === null ? null : Math.min(MAX_PIPS, Math.floor((ladder - rank.floor) / rank.pointsPerPip) + 1);
  return { rank: rank.name, rank_tier: rank.tier, pips, badge: rank.tier * 10 + (pips ?? 0) };
}
