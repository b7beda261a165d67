import type { GameSummary, PlayerResult } from './rules/result-payload';

/** Events of the game-results feature on the `player-{steamId}` stream. */
export type GameResultsEvent = GameResultRecorded;

/** Rating figures decided for one game result. Unranked games keep every figure unchanged. */
export interface RatingOutcome {
  ranked: boolean;
  /** Factor applied to both rating changes: 1, 2 (double-down) or 3 (double-down with bonus). */
  multiplier: number;
  ladderBefore: number;
  ladderAfter: number;
  mmrBefore: number;
  mmrAfter: number;
  godMmrBefore: number;
  godMmrAfter: number;
}

export interface GameResultRecorded {
  type: 'GameResultRecorded';
  data: {
    result: PlayerResult;
    /** Fingerprint of the posted payload, to tell a retry from a conflicting post. */
    fingerprint: string;
    rating: RatingOutcome;
  };
}

/** Events of the `game-{matchId}` stream. */
export type GameEvent = GameSummaryRecorded;

export interface GameSummaryRecorded {
  type: 'GameSummaryRecorded';
  data: { summary: GameSummary; fingerprint: string };
}
