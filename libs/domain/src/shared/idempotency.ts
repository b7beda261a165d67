import { DomainError, type Decision } from './decision';
import { isEventOf, type StreamEvent } from './decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from './snapshot-json';

/**
 * A client request (an `Idempotency-Key`) whose decision was recorded: the events before it in
 * the same append are its effects, `answer` is what the caller was told. `action` names what
 * was asked (`buy_item:finisher_meteor`), so the same key sent for another action is refused.
 *
 * `position` and `decidedAt` are not part of the stored data: the repository adds them when it
 * folds the event, from the store's record (the event's global position, the ISO-8601 time of
 * its decision in the metadata), so the slice remembers when the first answer was given and
 * the position it answered.
 */
export interface RequestCompleted {
  type: 'RequestCompleted';
  data: { requestId: string; action: string; answer: unknown };
  position?: number | null;
  decidedAt?: string;
}

/**
 * A client's request: its idempotency key, the action it asks for and when it was received
 * (the service's clock), which tells whether a remembered answer is still within its 24 hours.
 */
export interface ClientRequest {
  requestId: string;
  action: string;
  receivedAt: Date;
}

/**
 * A remembered answer: the action, the answer, when it was decided (ms since the epoch; NaN when
 * the fold was given no time) and the global position of its `RequestCompleted` (null when unknown).
 */
export interface RememberedRequest {
  action: string;
  answer: unknown;
  at: number;
  position: number | null;
}

/** The answers of a stream's requests of the last 24 hours, by request id, oldest first. */
export interface RequestsSlice {
  requests: ReadonlyMap<string, RememberedRequest>;
}

/**
 * How long an answer is kept: 24 hours (in ms), the window clients and the IETF Idempotency-Key
 * draft use. A retry within it answers the first answer; after it, the request is decided again.
 */
export const REQUEST_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * The most requests one stream remembers within `REQUEST_MEMORY_MS` (docs/architecture.md
 * "Write side", sizing). A new request past it is refused (`rate_limited`) rather than one
 * remembered answer forgotten, so a retry is never decided twice. A player's own actions are a
 * few hundred a day at most; 5,000 a day is one keyed mutation every 17 s around the clock.
 */
export const MAX_REMEMBERED_REQUESTS = 5_000;

export const initialRequestsSlice: RequestsSlice = { requests: new Map() };

/** Whether a request remembered at `at` is past its 24 hours at `now` (both ms since the epoch). */
function expired(at: number, now: number): boolean {
  return now - at >= REQUEST_MEMORY_MS;
}

/**
 * Folds `RequestCompleted`: remembers its answer, time and position, and forgets the requests
 * 24 hours older than it (and the oldest past `MAX_REMEMBERED_REQUESTS`, which `decideOnce`
 * never lets happen).
 */
export function evolveRequestsSlice(slice: RequestsSlice, event: StreamEvent): RequestsSlice {
  if (!isEventOf<RequestCompleted>(event, 'RequestCompleted')) return slice;
  const at = event.decidedAt === undefined ? Number.NaN : Date.parse(event.decidedAt);
  const requests = new Map(slice.requests);
  for (const [requestId, remembered] of requests) {
    if (!expired(remembered.at, at)) break;
    requests.delete(requestId);
  }
  requests.delete(event.data.requestId);
  requests.set(event.data.requestId, { action: event.data.action, answer: event.data.answer, at, position: event.position ?? null });
  while (requests.size > MAX_REMEMBERED_REQUESTS) requests.delete(requests.keys().next().value!);
  return { requests };
}

/**
 * Decides a client request at most once within 24 hours (docs/architecture.md "Write side": a
 * retry returns the first answer, with the first answer's position, and appends nothing). A
 * request seen in the last `REQUEST_MEMORY_MS` answers its recorded answer and decides nothing;
 * a new one (or one older than that) is decided by `decide`, and when that changes something its
 * events end with `RequestCompleted`, in the same append (under the stream's expected revision),
 * so the effects and the record of the request cannot part and two racing copies cannot both be
 * recorded. A refused request records nothing: its retry is decided again. Without a request
 * (`null`), `decide` alone.
 * @throws DomainError `idempotency_key_reused` when the request id was used for another action;
 *         `rate_limited` (with `retryAfterSeconds`) when the stream already remembers
 *         `MAX_REMEMBERED_REQUESTS` answers of the last 24 hours; whatever `decide` throws.
 */
export function decideOnce<E extends StreamEvent, A>(
  request: ClientRequest | null,
  state: RequestsSlice,
  decide: () => Decision<E, A>,
): Decision<E | RequestCompleted, A> {
  if (!request) return decide();
  const now = request.receivedAt.getTime();
  const first = state.requests.get(request.requestId);
  if (first && !expired(first.at, now)) {
    if (first.action !== request.action) {
      throw new DomainError('idempotency_key_reused', `This Idempotency-Key was already used for ${first.action}`);
    }
    return { events: [], answer: first.answer as A, position: first.position };
  }
  const decision = decide();
  if (decision.events.length === 0) return decision;
  // counted without copying: this runs on every keyed request, over up to 5,000 answers
  let keptCount = 0;
  for (const { at } of state.requests.values()) if (!expired(at, now)) keptCount += 1;
  if (keptCount >= MAX_REMEMBERED_REQUESTS) {
    const kept = [...state.requests.values()].filter(({ at }) => !expired(at, now));
    // room comes back when the oldest kept answer turns a day old (answers are kept oldest first)
    const oldest = kept.find(({ at }) => !Number.isNaN(at))?.at ?? now;
    const seconds = Math.max(1, Math.ceil((oldest + REQUEST_MEMORY_MS - now) / 1000));
    throw new DomainError(
      'rate_limited',
      `This record already keeps ${MAX_REMEMBERED_REQUESTS} requests of the last 24 hours; retry in ${seconds} s`,
      seconds,
    );
  }
  const { requestId, action } = request;
  const completed: RequestCompleted = { type: 'RequestCompleted', data: { requestId, action, answer: decision.answer } };
  return { events: [...decision.events, completed], answer: decision.answer };
}

/**
 * Refuses a request whose `Idempotency-Key` this stream already answered, within its 24 hours, for
 * another action: the check `decideOnce` makes, for a handler that must make it before a step on
 * another stream (a redemption takes a use on the code's stream before its grant here).
 * @throws DomainError `idempotency_key_reused`.
 */
export function refuseReusedKey(request: ClientRequest | null, state: RequestsSlice): void {
  if (!request) return;
  const first = state.requests.get(request.requestId);
  if (first && !expired(first.at, request.receivedAt.getTime()) && first.action !== request.action) {
    throw new DomainError('idempotency_key_reused', `This Idempotency-Key was already used for ${first.action}`);
  }
}

/**
 * The slice as JSON for a snapshot: `[requestId, action, answer, at, position]` rows, oldest
 * first (`at` in ms since the epoch, null when unknown).
 */
export function encodeRequestsSlice(slice: RequestsSlice): unknown {
  return [...slice.requests].map(([requestId, { action, answer, at, position }]) => [
    requestId,
    action,
    answer,
    Number.isNaN(at) ? null : at,
    position,
  ]);
}

/**
 * The slice from `encodeRequestsSlice`'s JSON.
 * @throws SnapshotFormatError when it is not of that shape.
 */
export function decodeRequestsSlice(json: unknown): RequestsSlice {
  const rows = snapshotField(snapshotObject({ rows: json }, 'requests'), 'rows', 'array', 'requests');
  const requests = new Map<string, RememberedRequest>();
  const numberOrNull = (value: unknown) => value === null || typeof value === 'number';
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 5 || typeof row[0] !== 'string' || typeof row[1] !== 'string') {
      throw new SnapshotFormatError('requests: malformed entry');
    }
    const [requestId, action, answer, at, position] = row as [string, string, unknown, unknown, unknown];
    if (!numberOrNull(at) || !numberOrNull(position)) throw new SnapshotFormatError('requests: malformed entry');
    requests.set(requestId, { action, answer, at: at ?? Number.NaN, position });
  }
  return { requests };
}
