import { expect } from '@jest/globals';
import { DomainError } from '../decision';
import { Decider, foldEvents, StreamEvent } from '../decider';

/**
 * Given/when/then for deciders (after emmett's `DeciderSpecification`), with jest's `expect`:
 *
 *     const spec = deciderSpecification(playerDecider);
 *     spec.given([registered]).when(command).then([recorded], answer);
 *     spec.given(history).when(retry).thenNothingHappened(firstAnswer);
 *     spec.given(history).when(conflicting).thenThrows('result_conflict');
 *
 * `given` folds past events with the decider's `evolve` from its initial state; `when` runs
 * `decide` once; each `then...` asserts and gives back the outcome (events, answer, and the
 * state after the decided events) for further checks. Test code only: production code never
 * imports this folder.
 */
export function deciderSpecification<C, E extends StreamEvent, S, A>(decider: Decider<C, E, S, A>) {
  return {
    given(events: readonly E[]): { when(command: C): ThenSpecification<E, S, A> } {
      const evolve = (state: S, event: E) => decider.evolve(state, event);
      return { when: (command) => thenSpecification(decider, foldEvents(evolve, decider.initialState, events), command) };
    },
  };
}

/** What a command decided: its events, its answer, and the state once they are folded. */
export interface Outcome<E, S, A> {
  events: E[];
  answer: A;
  state: S;
}

/** Partial shape of an event for `thenMatches`: only the fields given are compared. */
export type EventPattern<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: EventPattern<T[K]> } : T;

export interface ThenSpecification<E, S, A> {
  /** Exactly these events (in order); and this answer when one is given. */
  then(expectedEvents: readonly E[], expectedAnswer?: A): Outcome<E, S, A>;
  /** As many events as patterns, each with at least the fields of its pattern (`toMatchObject`). */
  thenMatches(patterns: readonly EventPattern<E>[]): Outcome<E, S, A>;
  /** This answer, whatever the events. */
  thenAnswers(expectedAnswer: A): Outcome<E, S, A>;
  /** No event at all; and this answer when one is given. */
  thenNothingHappened(expectedAnswer?: A): Outcome<E, S, A>;
  /** The command is refused with a DomainError of this code; gives the error. */
  thenThrows(code: string): DomainError;
  /** The outcome without asserting anything (to set up a later step). */
  outcome(): Outcome<E, S, A>;
}

function thenSpecification<C, E extends StreamEvent, S, A>(decider: Decider<C, E, S, A>, state: S, command: C): ThenSpecification<E, S, A> {
  const outcome = (): Outcome<E, S, A> => {
    const { events, answer } = decider.decide(command, state);
    return { events, answer, state: foldEvents((s: S, e: E) => decider.evolve(s, e), state, events) };
  };
  const checked = (check: (result: Outcome<E, S, A>) => void, expectedAnswer?: A): Outcome<E, S, A> => {
    const result = outcome();
    check(result);
    if (expectedAnswer !== undefined) expect(result.answer).toEqual(expectedAnswer);
    return result;
  };
  return {
    then: (expectedEvents, expectedAnswer) => checked((r) => expect(r.events).toEqual(expectedEvents), expectedAnswer),
    thenMatches: (patterns) => checked((r) => expect(r.events).toMatchObject(patterns)),
    thenAnswers: (expectedAnswer) => checked(() => undefined, expectedAnswer),
    thenNothingHappened: (expectedAnswer) => checked((r) => expect(r.events).toEqual([]), expectedAnswer),
    thenThrows: (code) => {
      let refused: unknown;
      try {
        const decided = decider.decide(command, state);
        refused = new Error(`expected a DomainError '${code}', the command decided ${JSON.stringify(decided.events.map((e) => e.type))}`);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code });
      return refused as DomainError;
    },
    outcome,
  };
}
