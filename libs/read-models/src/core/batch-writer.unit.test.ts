import { BatchWriter } from './batch-writer';
import { InMemoryRedis } from './testing';

/** Writes of every kind, several on the same keys and fields, as projections of successive events make them. */
const WRITES: ((w: BatchWriter) => void)[] = [
  (w) => w.hset('h', { name: 'Ann', tier: 2 }),
  (w) => w.hsetnx('days', 'A', '1'),
  (w) => w.hincrbyPacked('stats', 'place_1', 1),
  (w) => w.hincrby('counts', 'games', 1),
  (w) => w.hsetmax('clock', 'hour', 7),
  (w) => w.hsetbest('records', 'longest', 1500, 'g1'),
  (w) => w.zadd('board', 1040, 'A'),
  (w) => w.zaddnx('first', 5, 'A'),
  (w) => w.lpushCapped('recent', 'g1', 3),
  (w) => w.sadd('owned', 'hat'),
  (w) => w.hdel('h', 'tier'),
  (w) => w.hsetnx('days', 'A', '2'),
  (w) => w.hincrbyPacked('stats', 'place_1', 1),
  (w) => w.hincrbyPacked('stats', 'rounds', 21),
  (w) => w.hincrby('counts', 'games', 2),
  (w) => w.hsetmax('clock', 'hour', 6),
  (w) => w.hsetbest('records', 'longest', 1500, 'g2'),
  (w) => w.hsetbest('records', 'rounds', 21, 'g2'),
  (w) => w.zadd('board', 1010, 'A'),
  (w) => w.zaddnx('first', 9, 'A'),
  (w) => w.lpushCapped('recent', 'g2', 3),
  (w) => w.lpushCapped('recent', 'g3', 3),
  (w) => w.srem('owned', 'hat'),
  (w) => w.sadd('owned', 'cape'),
  (w) => w.hset('h', { tier: 3 }),
  (w) => w.lpushCapped('recent', 'g4', 3),
];

const writer = (writes: readonly ((w: BatchWriter) => void)[]) => {
  const w = new BatchWriter();
  for (const write of writes) write(w);
  return w;
};

const stateAfter = (...batches: ReturnType<BatchWriter['commands']>[]) => {
  const redis = new InMemoryRedis();
  for (const commands of batches) redis.apply(commands);
  return redis.state();
};

describe('BatchWriter: merged batches and fresh keys', () => {
  const oneByOne = stateAfter(...WRITES.map((write) => writer([write]).commands()));

  test.each(Array.from({ length: WRITES.length + 1 }, (_, cut) => cut))(
    'a batch that absorbed the next one (cut after %i writes) leaves what the writes one by one leave',
    (cut) => {
      const merged = writer(WRITES.slice(0, cut));
      merged.absorb(writer(WRITES.slice(cut)));
      expect(stateAfter(merged.commands())).toEqual(oneByOne);
    },
  );

  test('on keys nothing wrote yet, the plain HSETs of final values leave what the scripts and increments leave, without them', () => {
    const commands = writer(WRITES).commands(() => true);
    expect(stateAfter(commands)).toEqual(oneByOne);
    expect(commands.map(([name]) => name)).not.toEqual(expect.arrayContaining(['hincrbymany']));
    expect(commands.some(([name]) => ['hsetbest', 'hsetmax', 'hsetnx', 'hincrby'].includes(name))).toBe(false);
  });

  test('a batch posted as its state (to another thread) is the same batch', () => {
    const posted = new BatchWriter(structuredClone(writer(WRITES).state()));
    expect(posted.commands()).toEqual(writer(WRITES).commands());
  });
});
