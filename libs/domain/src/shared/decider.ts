import type { Decision } from './decision';

/**
 * An event as a stream holds it: `type` names it, `data` is its JSON payload. A stream may
 * carry events of many features, and events newer than this code, so whatever folds a stream
 * takes this shape and ignores the types it does not handle.
 */
export interface StreamEvent {
  type: string;
  data: unknown;
}

/**
 * A decider (Jérémie Chassaing's pattern, as in emmett and EventSourcing.NodeJS): what a
 * stream is, folded from its events, and the decisions commands take on it. Pure: no clock,
 * no I/O, no randomness.
 *
 * - `decide(command, state)` gives the events to append (possibly none) and the caller's
 *   answer, or throws a `DomainError` when the command is refused.
 * - `evolve(state, event)` folds one event; an event type it does not handle returns `state`
 *   itself (same object), so an unknown event never breaks a load.
 * - `initialState` is the state of a stream with no events.
 *
 * @typeParam C the commands, @typeParam E the events it decides and folds,
 * @typeParam S the state, @typeParam A the answers.
 */
export interface Decider<C, E extends StreamEvent, S, A = unknown> {
  decide(command: C, state: S): Decision<E, A>;
  evolve(state: S, event: E): S;
  readonly initialState: S;
}

/**
 * A versioned encoding of a stream's state, so that a load can start from a stored snapshot and
 * fold only the events after it. `version` changes whenever the encoded shape or a slice's
 * meaning changes; a snapshot of another version is never decoded.
 */
export interface SnapshotCodec<S> {
  readonly version: number;
  /** JSON-safe data of the state. */
  encode(state: S): unknown;
  /** The state back from `encode`'s data. @throws SnapshotFormatError for data of another shape. */
  decode(json: unknown): S;
}

/**
 * Narrows a stream event to one of the types a feature handles.
 * @example if (isEventOf<PlayerRegistered>(event, 'PlayerRegistered')) use(event.data.steamId)
 */
export function isEventOf<E extends StreamEvent>(event: StreamEvent, type: E['type']): event is E {
  return event.type === type;
}

/** Folds events onto a state, oldest first. */
export function foldEvents<S, E>(evolve: (state: S, event: E) => S, state: S, events: Iterable<E>): S {
  let folded = state;
  for (const event of events) folded = evolve(folded, event);
  return folded;
}
