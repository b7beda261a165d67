import { BatchWriter } from './batch-writer';
import { defineProjection, ProjectableEvent, Projection, projectionRegistry, steamIdOfStream } from './projection';

interface Keys {
  log: string;
}
type Seen = { type: 'Seen'; data: { who: string } };
type Gone = { type: 'Gone'; data: { who: string; why: string } };

const event = (type: string, data: unknown, position = 1): ProjectableEvent => ({
  stream: 'log-1',
  type,
  data,
  position,
  metadata: { decidedAt: '2025-03-01T10:00:00.000Z' },
});
const keys: Keys = { log: 'log' };

/** A projection that records, as hash fields, which projection saw which event. */
function recording(name: string, canHandle: string[]): Projection<Keys> {
  return { name, canHandle, project: (writes, k, e) => writes.hset(k.log, { [`${name}:${e.position}`]: e.type }) };
}

describe('defineProjection', () => {
  const projection = defineProjection<Keys, Seen | Gone>('presence', {
    Seen: (writes, k, data, at) => writes.hset(k.log, { [data.who]: `seen at ${at}` }),
    Gone: (writes, k, data) => writes.hset(k.log, { [data.who]: `gone: ${data.why}` }),
  });

  test('lists the types it has a handler for', () => {
    expect(projection.name).toBe('presence');
    expect(projection.canHandle).toEqual(['Seen', 'Gone']);
  });

  test("hands each handler the event's data and when it was decided", () => {
    const writes = new BatchWriter();
    projection.project(writes, keys, event('Seen', { who: 'ann' }));
    projection.project(writes, keys, event('Gone', { who: 'bob', why: 'tired' }));
    expect(writes.commands()).toEqual([['hset', 'log', 'ann', 'seen at 2025-03-01T10:00:00.000Z', 'bob', 'gone: tired']]);
  });

  test('hands each handler the stored event too, for its stream', () => {
    const streams = defineProjection<Keys, Seen>('streams', {
      Seen: (writes, k, data, _at, e) => writes.hset(k.log, { [data.who]: e.stream }),
    });
    const writes = new BatchWriter();
    streams.project(writes, keys, event('Seen', { who: 'ann' }));
    expect(writes.commands()).toEqual([['hset', 'log', 'ann', 'log-1']]);
  });
});

describe('steamIdOfStream', () => {
  test.each([
    ['player-76561198000000001', '76561198000000001'],
    ['player-', null],
    ['catalog', null],
    ['game-6617222774', null],
    ['players-x', null],
  ])('%p is the stream of player %p', (stream, steamId) => {
    expect(steamIdOfStream(stream)).toBe(steamId);
  });
});

describe('projectionRegistry', () => {
  const projectEvent = projectionRegistry([recording('first', ['A', 'B']), recording('second', ['B']), recording('third', ['C', 'B'])]);
  const run = (...events: ProjectableEvent[]) => {
    const writes = new BatchWriter();
    for (const e of events) projectEvent(writes, keys, e);
    return writes.commands();
  };

  test('hands an event to every projection that can handle its type, in registration order', () => {
    expect(run(event('B', null, 7))).toEqual([['hset', 'log', 'first:7', 'B', 'second:7', 'B', 'third:7', 'B']]);
    expect(run(event('A', null, 1), event('C', null, 2))).toEqual([['hset', 'log', 'first:1', 'A', 'third:2', 'C']]);
  });

  test('skips an event type no projection handles', () => {
    expect(run(event('Unknown', null))).toEqual([]);
  });

  test('refuses two projections of one name', () => {
    expect(() => projectionRegistry([recording('twice', ['A']), recording('twice', ['B'])])).toThrow('two projections are named twice');
  });
});
