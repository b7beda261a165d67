import { deterministicEventId } from './event-ids';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEY = 'GameResultRecorded:6617222774:76561197960956468';
const recorded = { type: 'GameResultRecorded', data: { fingerprint: 'abc', rating: { ladderBefore: 0, ladderAfter: 200 } } };

describe('deterministic event ids', () => {
  test('a retry (same key, same type and data) gets the same id', () => {
    const again = { type: recorded.type, data: { fingerprint: 'abc', rating: { ladderBefore: 0, ladderAfter: 200 } } };

    expect(deterministicEventId(KEY, recorded)).toMatch(UUID_V5);
    expect(deterministicEventId(KEY, again)).toBe(deterministicEventId(KEY, recorded));
  });

  test('the ids are those already stored: the same as ever for the same key and content, non-ASCII keys too', () => {
    expect(deterministicEventId(KEY, recorded)).toBe('59b0a463-68b7-560c-bc69-6a8ee5b9e6b9');
    expect(deterministicEventId('Grant:δοκιμή:玩家', { type: 'GoldChanged', data: { amount: 5 } })).toBe(
      '4ef3ac40-e79a-5878-ad9e-e82c9abe5d8b',
    );
  });

  test('another result under the same key, another type or another key gets another id', () => {
    const ids = [
      deterministicEventId(KEY, recorded),
      deterministicEventId(KEY, { ...recorded, data: { ...recorded.data, rating: { ladderBefore: 0, ladderAfter: 150 } } }),
      deterministicEventId(KEY, { ...recorded, type: 'GameResultCorrected' }),
      deterministicEventId(`${KEY}0`, recorded),
    ];

    expect(new Set(ids).size).toBe(ids.length);
  });
});
