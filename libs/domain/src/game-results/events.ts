import type { GameSummary, PlayerResult } from './rules/result-payload';

/** Events of the game-results feature on the `player-{steamId}` stream. */
export type GameResultsEvent = GameResultRecorded | DoubledownArmed;

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

/**
 * What a game gave (docs/game-rules.md "Post-game rewards"): gold and XP after bonuses, Plus and the
 * daily caps (`capped` when a cap cut them), the battle-pass level after the XP, and what games
 * gave on the UTC day so far, this one included.
 */
export interface GameRewardOutcome {
  gold: number;
  xp: number;
  capped: boolean;
  bpLevel: number;
  earnedToday: { day: string; gold: number; xp: number };
}

export interface GameResultRecorded {
  type: 'GameResultRecorded';
  data: {
    result: PlayerResult;
    /** Fingerprint of the posted payload, to tell a retry from a conflicting post. */
    fingerprint: string;
    rating: RatingOutcome;
    /** Absent on results recorded before rewards existed. */
    reward?: GameRewardOutcome;
    /** True when this ranked result spent the double-down the player armed (`use_doubledown`). */
    armedDoubledownUsed?: boolean;
  };
}

/**
 * The player armed a double-down for their next ranked result (`use_doubledown`): from a
 * `doubledown` item (consumed beside it) or Plus's free one of the week starting Monday `week`.
 */
export interface DoubledownArmed {
  type: 'DoubledownArmed';
  data: { source: 'item' | 'plus_weekly'; week: string };
}

/** Events of the `game-{matchId}` stream. */
export type GameEvent = GameSummaryRecorded;

export interface GameSummaryRecorded {
  type: 'GameSummaryRecorded';
  data: { summary: GameSummary; fingerprint: string };
}
