import { Decision, DomainError } from '../shared/decision';
import { Decider, isEventOf, StreamEvent } from '../shared/decider';
import type { GameSummaryAnswer, RecordGameSummary } from './commands';
import type { GameEvent, GameSummaryRecorded } from './events';

/** The game decider: the `game-{matchId}` stream holds the summary posted once per game. */

export const GAME_STREAM_PREFIX = 'game-';

/** Stream of a game's summary: `game-{matchId}`. */
export function gameStream(matchId: string): string {
  return `${GAME_STREAM_PREFIX}${matchId}`;
}

export interface GameState {
  summaryFingerprint: string | null;
}

export const initialGameState: GameState = { summaryFingerprint: null };

/** Folds a `game-{matchId}` event; other event types leave the state as it is. */
export function evolveGame(state: GameState, event: StreamEvent): GameState {
  if (isEventOf<GameSummaryRecorded>(event, 'GameSummaryRecorded')) {
    return { ...state, summaryFingerprint: event.data.fingerprint };
  }
  return state;
}

/**
 * Records the game's summary once; the same summary again decides nothing.
 * @throws DomainError `summary_conflict` when a different summary is already recorded.
 */
export function decideRecordGameSummary(command: RecordGameSummary, state: GameState): Decision<GameEvent, GameSummaryAnswer> {
  const answer = { matchId: command.summary.matchID };
  if (state.summaryFingerprint === null) {
    return { events: [{ type: 'GameSummaryRecorded', data: { summary: command.summary, fingerprint: command.fingerprint } }], answer };
  }
  if (state.summaryFingerprint !== command.fingerprint) {
    throw new DomainError('summary_conflict', `A different summary of match ${command.summary.matchID} is already recorded`);
  }
  return { events: [], answer };
}

/** The `game-{matchId}` stream as a decider. */
export const gameDecider: Decider<RecordGameSummary, GameEvent, GameState, GameSummaryAnswer> = {
  decide: decideRecordGameSummary,
  evolve: evolveGame,
  initialState: initialGameState,
};
