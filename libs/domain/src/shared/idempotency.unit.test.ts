import { expect } from '@jest/globals';
import { DomainError } from './decision';
import { foldEvents } from './decider';
import { decideOnce, evolveRequestsSlice, initialRequestsSlice, REMEMBERED_REQUESTS, RequestsSlice } from './idempotency';

const spend = (answer: string) => () => ({ events: [{ type: 'GoldChanged', data: { amount: -1 } }], answer });
const request = (requestId: string, action = 'buy_item:x') => ({ requestId, action });
const after = (state: RequestsSlice, events: { type: string; data: unknown }[]) => foldEvents(evolveRequestsSlice, state, events);

describe('decideOnce: a client request is decided at most once (docs/architecture.md "Write side")', () => {
  test("a new request's effects end with RequestCompleted carrying the answer", () => {
    const decision = decideOnce(request('k1'), initialRequestsSlice, spend('first'));
    expect(decision.events.map((event) => event.type)).toEqual(['GoldChanged', 'RequestCompleted']);
    expect(decision.events[1].data).toEqual({ requestId: 'k1', action: 'buy_item:x', answer: 'first' });
  });

  test('a retry answers the first answer and decides nothing, even when deciding again would answer otherwise', () => {
    const state = after(initialRequestsSlice, decideOnce(request('k1'), initialRequestsSlice, spend('first')).events);
    expect(decideOnce(request('k1'), state, spend('second'))).toEqual({ events: [], answer: 'first' });
  });

  test('the same key for another action is refused', () => {
    const state = after(initialRequestsSlice, decideOnce(request('k1'), initialRequestsSlice, spend('first')).events);
    const refuse = () => decideOnce(request('k1', 'open_chest:chest_basic'), state, spend('other'));
    expect(refuse).toThrow(DomainError);
    expect(refuse).toThrow(expect.objectContaining({ code: 'idempotency_key_reused' }));
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

  test(`only the latest ${REMEMBERED_REQUESTS} requests are remembered; keys from players find nothing through the prototype`, () => {
    let state = initialRequestsSlice;
    for (let i = 0; i <= REMEMBERED_REQUESTS; i++) state = after(state, decideOnce(request(`k${i}`), state, spend(`a${i}`)).events);
    expect(state.requests.size).toBe(REMEMBERED_REQUESTS);
    expect(state.requests.has('k0')).toBe(false);
    expect(decideOnce(request(`k${REMEMBERED_REQUESTS}`), state, spend('again')).answer).toBe(`a${REMEMBERED_REQUESTS}`);
    expect(decideOnce(request('constructor'), state, spend('new')).answer).toBe('new');
  });
});
