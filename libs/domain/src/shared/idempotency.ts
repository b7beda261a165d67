import { DomainError, type Decision } from './decision';
import { isEventOf, type StreamEvent } from './decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from './snapshot-json';

/**
 * A client request (an `Idempotency-Key`) whose decision was recorded: the events before it in
 * the same append are its effects, `answer` is what the caller was told. `action` names what
 * was asked (`buy_item:finisher_meteor`), so the same key sent for another action is refused.
 */
export interface RequestCompleted {
  type: 'RequestCompleted';
  data: { requestId: string; action: string; answer: unknown };
}

/** A client's request: its idempotency key and the action it asks for. */
export interface ClientRequest {
  requestId: string;
  action: string;
}

/** The answers of a stream's latest requests, by request id, oldest first. */
export interface RequestsSlice {
  requests: ReadonlyMap<string, { action: string; answer: unknown }>;
}

/**
 * How many recent requests a stream remembers. A client retries within seconds or minutes;
 * keeping only the latest ones bounds the state and its snapshot.
 */
export const REMEMBERED_REQUESTS = 200;

export const initialRequestsSlice: RequestsSlice = { requests: new Map() };

/** Folds `RequestCompleted`, forgetting the oldest request past `REMEMBERED_REQUESTS`. */
export function evolveRequestsSlice(slice: RequestsSlice, event: StreamEvent): RequestsSlice {
  if (!isEventOf<RequestCompleted>(event, 'RequestCompleted')) return slice;
  const requests = new Map(slice.requests);
  requests.delete(event.data.requestId);
  requests.set(event.data.requestId, { action: event.data.action, answer: event.data.answer });
  if (requests.size > REMEMBERED_REQUESTS) requests.delete(requests.keys().next().value!);
  return { requests };
}

/**
 * Decides a client request at most once (docs/architecture.md "Write side": a retry returns the first
 * answer and appends nothing). A request seen before answers its recorded answer and decides
 * nothing; a new one is decided by `decide`, and when that changes something its events end
 * with `RequestCompleted`, in the same append, so the effects and the record of the request
 * cannot part. A refused request records nothing: its retry is decided again. Without a request
 * (`null`), `decide` alone.
 * @throws DomainError `idempotency_key_reused` when the request id was used for another action;
 *         whatever `decide` throws.
 */
export function decideOnce<E extends StreamEvent, A>(
  request: ClientRequest | null,
  state: RequestsSlice,
  decide: () => Decision<E, A>,
): Decision<E | RequestCompleted, A> {
  if (!request) return decide();
  const first = state.requests.get(request.requestId);
  if (first) {
    if (first.action !== request.action) {
      throw new DomainError('idempotency_key_reused', `This Idempotency-Key was already used for ${first.action}`);
    }
    return { events: [], answer: first.answer as A };
  }
  const decision = decide();
  if (decision.events.length === 0) return decision;
  const completed: RequestCompleted = { type: 'RequestCompleted', data: { ...request, answer: decision.answer } };
  return { events: [...decision.events, completed], answer: decision.answer };
}

/** The slice as JSON for a snapshot: `[requestId, action, answer]` rows, oldest first. */
export function encodeRequestsSlice(slice: RequestsSlice): unknown {
  return [...slice.requests].map(([requestId, { action, answer }]) => [requestId, action, answer]);
}

/**
 * The slice from `encodeRequestsSlice`'s JSON.
 * @throws SnapshotFormatError when it is not of that shape.
 */
export function decodeRequestsSlice(json: unknown): RequestsSlice {
  const rows = snapshotField(snapshotObject({ rows: json }, 'requests'), 'rows', 'array', 'requests');
  const requests = new Map<string, { action: string; answer: unknown }>();
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 3 || typeof row[0] !== 'string' || typeof row[1] !== 'string') {
      throw new SnapshotFormatError('requests: malformed entry');
    }
    requests.set(row[0], { action: row[1], answer: row[2] });
  }
  return { requests };
}
