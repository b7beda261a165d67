/**
 * Rules every adapter applies to an append before touching storage, and the error for an event id
 * that cannot be appended. Kept next to the port (not in it) so the port's shape stays as designed.
 */
import type { EventData, ExpectedRevision } from './port';

/**
 * An event id is already stored where this append cannot be a retry of the earlier one: in another
 * stream, at another place of this stream, twice in the batch, or (on a stream still where the
 * append expects it) among events the batch does not repeat exactly. Nothing was written.
 * A batch that is no retry on a stream that has moved past the expected revision is a
 * `WrongExpectedRevisionError` instead: another writer got there first.
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

/** What a retry must repeat of an event already stored: its id, type and data. */
export interface StoredEventContent {
  id: string;
  type: string;
  /** As read back from the store (parsed JSON). */
  data: unknown;
}

/**
 * Whether `stored` holds exactly `events`, in order: same ids, same types, same data (equal as
 * JSON, whatever the key order). Metadata is left out: a retry carries its own request's
 * correlation id and decision time. An id alone proves nothing: a writer may derive it from an
 * idempotency key and decide other content under it.
 */
export function isSameBatch(stored: readonly StoredEventContent[], events: readonly EventData[]): boolean {
  return (
    stored.length === events.length &&
    stored.every((row, i) => row.id === events[i].id && row.type === events[i].type && jsonEqual(row.data, asStoredJson(events[i].data)))
  );
}

/** The value as it reads back after a JSON round trip (undefined members dropped, `undefined` as null). */
function asStoredJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}

/** Deep equality of two parsed JSON values; object members in any order. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return false;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]));
}
