import { Decision, DomainError } from '../decision';
import type { GameEvent } from './events';
import type { GameSummary } from './result-payload';

/** The game decider: the `game-{matchId}` stream holds the summary posted once per game. */

export interface GameState {
  summaryFingerprint: string | null;
}

export const initialGameState: GameState = { summaryFingerprint: null };

export interface RecordGameSummary {
  type: 'RecordGameSummary';
  summary: GameSummary;
  fingerprint: string;
}

export function evolveGame(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'GameSummaryRecorded':
      return { ...state, summaryFingerprint: event.data.fingerprint };
  }
}

/**
 * Records the game's summary once; the same summary again decides nothing.
 * @throws DomainError `summary_conflict` when a different summary is already recorded.
 */
export function decideRecordGameSummary(command: RecordGameSummary, state: GameState): Decision<GameEvent, { matchId: string }> {
  const answer = { matchId: command.summary.matchID };
  if (state.summaryFingerprint === null) {
    return { events: [{ type: 'GameSummaryRecorded', data: { summary: command.summary, fingerprint: command.fingerprint } }], answer };
  }
  if (state.summaryFingerprint !== command.fingerprint) {
    throw new DomainError('summary_conflict', `A different summary of match ${command.summary.matchID} is already recorded`);
  }
  return { events: [], answer };
}
