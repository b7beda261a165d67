import type { GameSummary } from './result-payload';

/** Events of the `game-{matchId}` stream. */
export type GameEvent = GameSummaryRecorded;

export interface GameSummaryRecorded {
  type: 'GameSummaryRecorded';
  data: { summary: GameSummary; fingerprint: string };
}

export const GAME_STREAM_PREFIX = 'game-';

/** Stream of a game's summary: `game-{matchId}`. */
export function gameStream(matchId: string): string {
  return `${GAME_STREAM_PREFIX}${matchId}`;
}
