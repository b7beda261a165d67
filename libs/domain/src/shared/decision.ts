/**
 * What a decider answers: the events to append (possibly none) and the answer to give the
 * caller. A retried command decides no events and the first answer.
 */
export interface Decision<E, A> {
  events: E[];
  answer: A;
  /**
   * For a retry (no events): the global position of the event that recorded the first answer,
   * so the retry answers that position too; null or absent when unknown.
   */
  position?: number | null;
}

/**
 * A command that cannot be carried out; nothing is appended. `code` is snake_case for the API;
 * `retryAfterSeconds`, when given, is when the same command may succeed (HTTP `Retry-After`).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
