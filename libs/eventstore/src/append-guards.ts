/**
 * Rules every adapter applies to an append before touching storage, and the error for an event id
 * that cannot be appended. Kept next to the port (not in it) so the port's shape stays as designed.
 */
import type { EventData, ExpectedRevision } from './port';

/**
 * An event id is already stored where this append cannot be a retry of the earlier one: in another
 * stream, at another place of this stream, twice in the batch, or the retry only partly matches
 * the original append. Nothing was written.
 */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  constructor(
    readonly stream: string,
    readonly eventId: string,
    reason: string,
  ) {
    super(`Event ${eventId} cannot be appended to stream "${stream}": ${reason}`);
  }
}

/**
 * Rejects appends no store can honour.
 * @throws RangeError when `events` is empty (an append must produce a last event to report) or
 *   `expected` is a number that is not a non-negative integer.
 */
export function assertValidAppend(events: readonly EventData[], expected: ExpectedRevision): void {
  if (events.length === 0) {
    throw new RangeError('append needs at least one event');
  }
  if (typeof expected === 'number' && !(Number.isInteger(expected) && expected >= 0)) {
    throw new RangeError(`expected revision must be a non-negative integer, got ${expected}`);
  }
}
