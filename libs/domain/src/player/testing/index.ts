import { GameResultAnswer, PlayerResult } from '../../game-results';
import { RECORDED_AT, recordResult } from '../../game-results/testing';
import SAMPLE_GAME from '../../../../../../shared/data/game-6617222774.json';
import { decidePlayer } from '../decider';
import { evolvePlayer } from '../evolve';
import { initialPlayerState, PlayerState } from '../state';
import type { PlayerEvent } from '../stream';

/** A result of the real game 6617222774 (by default its winner's), with some fields changed. */
export function sampleResult(overrides: Partial<PlayerResult> = {}, place = 1): PlayerResult {
  const posted = (SAMPLE_GAME as PlayerResult[]).find((result) => result.place === place)!;
  return { ...posted, ...overrides };
}

/**
 * Records results one after the other on a new player's stream, as the command service would
 * (`decidePlayer`: registration with the default cosmetics, rewards, then the progression they
 * set off), all at `now` (the tests' fixed clock by default); each result's fingerprint is
 * `fp-{matchID}`. Test code only.
 * @returns the events appended, each result's first answer, the state at the end.
 */
export function recordInTurn(
  results: readonly PlayerResult[],
  now = RECORDED_AT,
): { events: PlayerEvent[]; answers: GameResultAnswer[]; state: PlayerState } {
  const events: PlayerEvent[] = [];
  const answers: GameResultAnswer[] = [];
  let state = initialPlayerState;
  for (const result of results) {
    const decision = decidePlayer(recordResult(result, undefined, now), state);
    events.push(...decision.events);
    answers.push(decision.answer as GameResultAnswer);
    state = decision.events.reduce(evolvePlayer, state);
  }
  return { events, answers, state };
}
export {
  DAY,
  HOUR,
  itemsGranted,
  NOW,
  ofTypes,
  playerJourney,
  plusUntil,
  questAssigned,
  registeredOnly,
  signedUp,
  xpGranted,
} from './progression';
