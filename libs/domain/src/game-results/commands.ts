import type { GameSummary, PlayerResult } from './rules/result-payload';

/** Records one player's result, posted by a game server, on that player's stream. */
export interface RecordGameResult {
  type: 'RecordGameResult';
  result: PlayerResult;
  /** Fingerprint of the posted payload (the caller hashes it). */
  fingerprint: string;
}

/** What the game server is told after a player's result: post-match ladder rating and its change. */
export interface GameResultAnswer {
  steamId: string;
  matchId: string;
  ranked: boolean;
  ladder: number;
  ladderChange: number;
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
