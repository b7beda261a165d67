import { expect } from '@jest/globals';
import { DomainError } from './decision';
import {
  decideOnce,
  decodeRequestsSlice,
  encodeRequestsSlice,
  evolveRequestsSlice,
  initialRequestsSlice,
  MAX_REMEMBERED_REQUESTS,
  REQUEST_MEMORY_MS,
  RequestsSlice,
  refuseReusedKey,
} from './idempotency';

const T0 = Date.parse('2026-11-21T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const spend = (answer: string) => () => ({ events: [{ type: 'GoldChanged', data: { amount: -1 } }], answer });
const request = (requestId: string, action = 'buy_item:x', at = T0) => ({ requestId, action, receivedAt: new Date(at) });
/** Folds events as the repository does: each with its position (from 1000) and the time of its decision. */
const after = (state: RequestsSlice, events: { type: string; data: unknown }[], at = T0, firstPosition = 1000) =>
  events.reduce(
    (folded, event, index) =>
      evolveRequestsSlice(folded, { ...event, position: firstPosition + index, decidedAt: new Date(at).toISOString() } as never),
    state,
  );
/** Decides `requestId` at `at` on `state` and folds what it decided. */
const decideAt = (state: RequestsSlice, requestId: string, at: number, answer = requestId, position = 1000) =>
  after(state, decideOnce(request(requestId, 'buy_item:x', at), state, spend(answer)).events, at, position);

describe('decideOnce: a client request is decided at most once within 24 hours (docs/architecture.md "Write side")', () => {
  test("a new request's effects end with RequestCompleted carrying the answer", () => {
    const decision = decideOnce(request('k1'), initialRequestsSlice, spend('first'));
    expect(decision.events.map((event) => event.type)).toEqual(['GoldChanged', 'RequestCompleted']);
    expect(decision.events[1].data).toEqual({ requestId: 'k1', action: 'buy_item:x', answer: 'first' });
  });

  test('a retry answers the first answer and the position of its record, and decides nothing', () => {
    const state = after(initialRequestsSlice, decideOnce(request('k1'), initialRequestsSlice, spend('first')).events, T0, 41);
    // GoldChanged at 41, RequestCompleted at 42: the first answer's position is the last event's
    expect(decideOnce(request('k1', 'buy_item:x', T0 + HOUR), state, spend('second'))).toEqual({
      events: [],
      answer: 'first',
      position: 42,
    });
  });

  test('the same key for another action is refused', () => {
    const state = after(initialRequestsSlice, decideOnce(request('k1'), initialRequestsSlice, spend('first')).events);
    const refuse = () => decideOnce(request('k1', 'open_chest:chest_basic'), state, spend('other'));
    expect(refuse).toThrow(DomainError);
    expect(refuse).toThrow(expect.objectContaining({ code: 'idempotency_key_reused' }));
  });

  test('refuseReusedKey: the same check before a step on another stream; the same action, a new key, none, or a day later pass', () => {
    const state = after(initialRequestsSlice, decideOnce(request('k1'), initialRequestsSlice, spend('first')).events);
    expect(() => refuseReusedKey(request('k1', 'redeem_code:ONE'), state)).toThrow(
      expect.objectContaining({ code: 'idempotency_key_reused' }),
    );
    for (const allowed of [request('k1'), request('k2', 'redeem_code:ONE'), request('k1', 'redeem_code:ONE', T0 + 24 * HOUR), null])
      expect(() => refuseReusedKey(allowed, state)).not.toThrow();
  });

  test('a refused request records nothing, so its retry is decided again; nothing decided records nothing', () => {
    expect(() =>
      decideOnce(request('k1'), initialRequestsSlice, () => {
        throw new DomainError('insufficient_gold', 'Not enough gold');
      }),
    ).toThrow('Not enough gold');
    expect(decideOnce(request('k1'), initialRequestsSlice, () => ({ events: [], answer: 'same' }))).toEqual({ events: [], answer: 'same' });
  });

  test('without a request the decision is taken as it is', () => {
    expect(decideOnce(null, initialRequestsSlice, spend('x')).events).toHaveLength(1);
  });

  test('an answer is kept however many requests follow within the day; keys from players find nothing through the prototype', () => {
    let state = decideAt(initialRequestsSlice, 'k0', T0);
    for (let i = 1; i <= 1_000; i++) state = decideAt(state, `k${i}`, T0 + i * 1000, `a${i}`, 1000 + 2 * i);
    expect(state.requests.size).toBe(1_001);
    expect(decideOnce(request('k0', 'buy_item:x', T0 + 2 * HOUR), state, spend('again'))).toEqual({
      events: [],
      answer: 'k0',
      position: 1001,
    });
    expect(decideOnce(request('constructor'), state, spend('new')).answer).toBe('new');
  });

  test('a retry 24 hours after its first answer is decided again, and its new answer is the one kept', () => {
    const state = decideAt(initialRequestsSlice, 'k1', T0, 'first');
    expect(decideOnce(request('k1', 'buy_item:x', T0 + REQUEST_MEMORY_MS - 1), state, spend('second')).answer).toBe('first');
    const again = decideOnce(request('k1', 'buy_item:x', T0 + REQUEST_MEMORY_MS), state, spend('second'));
    expect(again.events.map((event) => event.type)).toEqual(['GoldChanged', 'RequestCompleted']);
    const later = after(state, again.events, T0 + REQUEST_MEMORY_MS, 5000);
    expect(decideOnce(request('k1', 'buy_item:x', T0 + REQUEST_MEMORY_MS + HOUR), later, spend('third'))).toEqual({
      events: [],
      answer: 'second',
      position: 5001,
    });
  });

  test('answers older than 24 hours are forgotten as later requests are recorded', () => {
    let state = decideAt(initialRequestsSlice, 'old', T0);
    state = decideAt(state, 'recent', T0 + 12 * HOUR);
    state = decideAt(state, 'new', T0 + REQUEST_MEMORY_MS);
    expect([...state.requests.keys()]).toEqual(['recent', 'new']);
  });

  test(`past ${MAX_REMEMBERED_REQUESTS} answers within the day a new request is refused, never a kept answer forgotten`, () => {
    let state = initialRequestsSlice;
    for (let i = 0; i < MAX_REMEMBERED_REQUESTS; i++) state = decideAt(state, `k${i}`, T0 + i);
    const refuse = () => decideOnce(request('one-more', 'buy_item:x', T0 + HOUR), state, spend('x'));
    // room comes back when k0 (decided at T0) turns a day old, 23 hours after this request
    expect(refuse).toThrow(expect.objectContaining({ code: 'rate_limited', retryAfterSeconds: 23 * 60 * 60 }));
    expect(decideOnce(request('k0', 'buy_item:x', T0 + HOUR), state, spend('x')).answer).toBe('k0');
    // once the oldest are a day old, there is room again
    expect(decideOnce(request('one-more', 'buy_item:x', T0 + REQUEST_MEMORY_MS + 10), state, spend('x')).events).toHaveLength(2);
  });

  test('a snapshot keeps each answer with its time and position; a snapshot of the old shape does not decode', () => {
    const state = decideAt(decideAt(initialRequestsSlice, 'k1', T0, 'first', 7), 'k2', T0 + HOUR, 'second', 9);
    const decoded = decodeRequestsSlice(JSON.parse(JSON.stringify(encodeRequestsSlice(state))));
    expect(decoded).toEqual(state);
    expect(decideOnce(request('k1', 'buy_item:x', T0 + 2 * HOUR), decoded, spend('x'))).toEqual({
      events: [],
      answer: 'first',
      position: 8,
    });
    expect(() => decodeRequestsSlice([['k1', 'buy_item:x', 'first']])).toThrow('requests: malformed entry');
  });
});
