import { BatchWriter } from './batch-writer';
import { addTo, perName } from './counters';

describe('counters', () => {
  test('addTo adds to a field, counting a missing one from 0', () => {
    const counters = new Map<string, number>([['a', 2]]);
    addTo(counters, 'a');
    addTo(counters, 'b', 5);
    addTo(counters, 'b', -1);
    expect([...counters]).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
  });

  test('perName makes a name once and again only after the cache passed its bound', () => {
    const made: string[] = [];
    const fields = perName((name) => {
      made.push(name);
      return { f: `${name}:f` };
    }, 2);
    const first = fields('axe');
    expect(fields('axe')).toBe(first);
    expect(fields('lina').f).toBe('lina:f');
    fields('zeus'); // a third name empties the cache
    expect(fields('axe')).toEqual(first);
    expect(made).toEqual(['axe', 'lina', 'zeus', 'axe']);
  });

  test("a hash's packed counters and fields to set, written directly, make the commands of hincrbyPacked and hset", () => {
    const oneByOne = new BatchWriter();
    oneByOne.hincrbyPacked('stats', 'place_1', 1);
    oneByOne.hset('names', { axe: 'axe.png' });
    oneByOne.hincrbyPacked('stats', 'rounds', 20);
    oneByOne.hincrbyPacked('stats', 'place_1', 1);
    oneByOne.hset('names', { lina: 'lina.png', axe: 'axe2.png' });

    const direct = new BatchWriter();
    const stats = direct.packedCounters('stats');
    addTo(stats, 'place_1');
    addTo(direct.packedCounters('stats'), 'rounds', 20);
    addTo(stats, 'place_1');
    const names = direct.fieldsToSet('names');
    names.set('axe', 'axe.png');
    names.set('lina', 'lina.png');
    direct.fieldsToSet('names').set('axe', 'axe2.png');

    expect(direct.commands()).toEqual(oneByOne.commands());
    expect(direct.commands(() => true)).toEqual(oneByOne.commands(() => true));
  });
});
