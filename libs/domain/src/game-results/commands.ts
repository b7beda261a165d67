import type { GameSummary, PlayerResult } from './rules/result-payload';

/** Records one player's result, posted by a game server, on that player's stream. */
export interface RecordGameResult {
  type: 'RecordGameResult';
  result: PlayerResult;
  /** Fingerprint of the posted payload (the caller hashes it). */
  fingerprint: string;
  /** When the result is recorded, in ms since the epoch: the UTC day the daily caps count on. */
  now: number;
}

/**
 * What the game server is told after a player's result: post-match ladder rating and its
 * change, the gold and XP the game gave and the battle-pass level after it.
 */
export interface GameResultAnswer {
  steamId: string;
  matchId: string;
  ranked: boolean;
  ladder: number;
  ladderChange: number;
  coinsChange: number;
  xpChange: number;
  bpLevel: number;
}

/** Arm a double-down for the player's next ranked result. `now`: ms since the epoch. */
export interface UseDoubledown {
  type: 'UseDoubledown';
  now: number;
}

/** What arming a double-down answers: where it came from, and the double-down items left. */
export interface DoubledownAnswer {
  source: 'item' | 'plus_weekly';
  doubledownsLeft: number;
}

/** Records a game's summary, posted once per game, on the `game-{matchId}` stream. */
export interface RecordGameSummary {
  type: 'RecordGameSummary';
  summary: GameSummary;
  fingerprint: string;
}

/** What a summary post answers. */
export interface GameSummaryAnswer {
  matchId: string;
}
