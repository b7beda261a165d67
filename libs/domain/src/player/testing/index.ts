import { decideRecordGameResult, GameResultAnswer, PlayerResult } from '../../game-results';
import SAMPLE_GAME from '../../../../../../shared/data/game-6617222774.json';
import { evolvePlayer } from '../evolve';
import { initialPlayerState, PlayerState } from '../state';
import type { PlayerEvent } from '../stream';

/** A result of the real game 6617222774 (by default its winner's), with some fields changed. */
export function sampleResult(overrides: Partial<PlayerResult> = {}, place = 1): PlayerResult {
  const posted = (SAMPLE_GAME as PlayerResult[]).find((result) => result.place === place)!;
  return { ...posted, ...overrides };
}

/**
 * Records results one after the other on a new player's stream, as the command service would;
 * each result's fingerprint is `fp-{matchID}`. Test code only.
 * @returns the events appended, each result's first answer, the state at the end.
 */
export function recordInTurn(results: readonly PlayerResult[]): { events: PlayerEvent[]; answers: GameResultAnswer[]; state: PlayerState } {
  const events: PlayerEvent[] = [];
  const answers: GameResultAnswer[] = [];
  let state = initialPlayerState;
  for (const result of results) {
    const decision = decideRecordGameResult({ type: 'RecordGameResult', result, fingerprint: `fp-${result.matchID}` }, state);
    events.push(...decision.events);
    answers.push(decision.answer);
    state = decision.events.reduce(evolvePlayer, state);
  }
  return { events, answers, state };
}
