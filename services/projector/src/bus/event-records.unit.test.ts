import type { RecordedEvent } from '@arena/eventstore';
import { EVENT_HEADERS, eventOfRecord, eventRecord, MalformedRecordError } from './event-records';

const event: RecordedEvent = {
  id: '6f1c7a52-0b7e-4a65-9d5c-1b2a3c4d5e6f',
  stream: 'player-76561198000000001',
  revision: 4,
  position: 1_234,
  type: 'GoldChanged',
  data: { amount: 50, balance: 150, reason: 'game', ref: 'm1' },
  metadata: { decidedAt: '2025-03-01T10:00:00.000Z', correlationId: 'req-1', actor: 'server:test' },
  recordedAt: '2025-03-01T10:00:00.010Z',
};

describe('event records', () => {
  it("are keyed by the event's stream and carry its id, type, stream, revision, correlation id and position as headers", () => {
    const record = eventRecord(event);
    expect(record.key).toBe('player-76561198000000001');
    expect(record.headers).toEqual({
      [EVENT_HEADERS.eventId]: event.id,
      [EVENT_HEADERS.type]: 'GoldChanged',
      [EVENT_HEADERS.stream]: event.stream,
      [EVENT_HEADERS.revision]: '4',
      [EVENT_HEADERS.correlationId]: 'req-1',
      [EVENT_HEADERS.position]: '1234',
    });
    expect(eventRecord({ ...event, metadata: { decidedAt: event.metadata.decidedAt } }).headers[EVENT_HEADERS.correlationId]).toBe('');
  });

  it('give the event back as stored', () => {
    expect(eventOfRecord({ ...eventRecord(event), partition: 2, offset: 7 })).toEqual(event);
  });

  it.each([
    ['a value that is no JSON', { value: '{' }],
    ['a value that is no event', { value: JSON.stringify({ id: 'x' }) }],
    ['a key of another stream', { key: 'player-2' }],
    ['a position header of another event', { headers: { ...eventRecord(event).headers, [EVENT_HEADERS.position]: '1' } }],
  ])('refuse %s, naming the record', (_, change) => {
    const record = { ...eventRecord(event), partition: 2, offset: 7, ...change };
    expect(() => eventOfRecord(record)).toThrow(MalformedRecordError);
    expect(() => eventOfRecord(record)).toThrow(/record 2\/7/);
  });
});
