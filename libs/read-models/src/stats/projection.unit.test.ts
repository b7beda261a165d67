import type { HeroResult } from '@arena/domain';
import { gameResultRecorded, type GivenEvent, projectionTest } from '../core/testing';
import { readModelKeys } from '../read-model-keys';
import { bracketOf, hourOf } from './buckets';
import { statsProjection } from './projection';

const keys = readModelKeys('test', 'v1');
const AT = '2026-03-01T11:05:00.000Z';
const hour = hourOf(AT);

const axe: HeroResult = {
  name: 'axe',
  tier: 3,
  abilities: [
    { name: 'cleave', level: 9, isUltimate: true, icon: 'cleave.png' },
    { name: 'call', level: 3, isUltimate: false, icon: 'call.png' },
  ],
};
const lina: HeroResult = {
  name: 'lina',
  tier: 2,
  abilities: [
    { name: 'call', level: 12, isUltimate: false, icon: 'call2.png' },
    { name: 'blade', level: 0, isUltimate: false, icon: '' },
  ],
};
const bare: HeroResult = { name: 'zeus', tier: 1, abilities: [] };

const result = (steamID: string, place: number, heroes: HeroResult[], ladderBefore: number, ranked = true): GivenEvent =>
  gameResultRecorded({ steamID, matchID: 'm1', place, god: 'rix', heroes }, { ranked, ladderBefore }, AT);

const GAMES = [
  result('1', 1, [axe, lina], 1200),
  result('2', 6, [lina, bare], 2600),
  result('3', 3, [bare], 1200),
  result('4', 2, [axe], 1200, false),
];

describe('statistics: the counters of ranked results', () => {
  const state = projectionTest(statsProjection, keys).givenEvents(GAMES).readModel();
  const hash = (family: Parameters<typeof keys.statsHour>[0], bracket: string) => state[keys.statsHour(family, hour, bracket as 'all')];
  const low = bracketOf(1200);
  const high = bracketOf(2600);

  test('by god at each place, in the bracket and in all', () => {
    expect(hash('gods', low)).toEqual({ 'rix:1': '1', 'rix:3': '1' });
    expect(hash('gods', high)).toEqual({ 'rix:6': '1' });
    expect(hash('gods', 'all')).toEqual({ 'rix:1': '1', 'rix:3': '1', 'rix:6': '1' });
  });

  test("by ability: heroes with it, in first place and in the top four; the god's per bracket only", () => {
    const first = {
      'cleave:f': '1',
      'cleave:w': '1',
      'cleave:t': '1',
      'call:f': '2',
      'call:w': '2',
      'call:t': '2',
      'blade:f': '1',
      'blade:w': '1',
      'blade:t': '1',
    };
    const sixth = { 'call:f': '1', 'blade:f': '1' };
    expect(hash('abilities', low)).toEqual({ '#results': '2', ...first });
    expect(hash('abilities', high)).toEqual({ '#results': '1', ...sixth });
    expect(hash('abilities', 'all')).toEqual({ '#results': '3', ...first, 'call:f': '3', 'blade:f': '2' });
    expect(hash('god:rix', low)).toEqual(first);
    expect(hash('god:rix', high)).toEqual(sixth);
    expect(hash('god:rix', 'all')).toBeUndefined();
  });

  test("winners' abilities by level, levels counted between 1 and 9", () => {
    const levels = { 'cleave:l9': '1', 'call:l3': '1', 'call:l9': '1', 'blade:l1': '1' };
    expect(hash('winners', low)).toEqual(levels);
    expect(hash('winners', 'all')).toEqual(levels);
    expect(hash('winners', high)).toBeUndefined();
  });

  test('by hero body: heroes, sum of places, first places and top fours', () => {
    expect(hash('bodies', low)).toEqual({
      '#results': '2',
      'axe:f': '1',
      'axe:p': '1',
      'axe:w': '1',
      'axe:t': '1',
      'lina:f': '1',
      'lina:p': '1',
      'lina:w': '1',
      'lina:t': '1',
      'zeus:f': '1',
      'zeus:p': '3',
      'zeus:t': '1',
    });
    expect(hash('bodies', high)).toEqual({ '#results': '1', 'lina:f': '1', 'lina:p': '6', 'zeus:f': '1', 'zeus:p': '6' });
  });

  test('the names: tiers of every result, ranked or not, and the last icon posted of each ability', () => {
    expect(state[keys.statsNames]).toEqual({
      'tier:axe': '3',
      'tier:lina': '2',
      'tier:zeus': '1',
      cleave: 'cleave.png',
      call: 'call.png',
    });
  });

  test('a batch per event leaves the same counters', () => {
    expect(projectionTest(statsProjection, keys).givenEvents(GAMES, { eventsPerBatch: 1 }).readModel()).toEqual(state);
  });
});
