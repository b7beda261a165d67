import {
  asGodsFilter,
  godsFilterCounts,
  GODS_FILTERS,
  matchesGodsFilter,
  needsPlus,
  ownedOnlyThroughPlus,
  ownedSummary,
  progressOf,
  shownReasons,
  type GodsFilter,
  type PlayerGod,
} from './filters';

function god(god_name: string, extra: Partial<PlayerGod> = {}): PlayerGod {
  const reasons = extra.reasons ?? [];
  return {
    god_name,
    owned: reasons.length > 0,
    reasons,
    free: false,
    plus_exclusive: false,
    god_enabled: true,
    banned: false,
    gold: reasons.includes('gold_card'),
    has_plus: false,
    progress: 0,
    amount_required: 100,
    ...extra,
  };
}

const GODS: PlayerGod[] = [
  god('pudge', { reasons: ['free'], free: true }),
  god('zeus', { reasons: ['card'], progress: 15 }),
  god('lina', { reasons: ['card', 'gold_card'], progress: 100 }),
  god('rubick', { plus_exclusive: true }),
  god('tinker', { plus_exclusive: true, reasons: ['card'] }),
  god('axe', { progress: 5 }),
];

const ids = (filter: GodsFilter, gods = GODS) => gods.filter((g) => matchesGodsFilter(filter, g)).map((g) => g.god_name);

describe('gods filters', () => {
  test('All, Owned, Not owned, Plus-exclusive, in that order', () => {
    expect(GODS_FILTERS).toEqual(['all', 'owned', 'not_owned', 'plus']);
  });
  test('All shows every god, in the answer’s order', () => {
    expect(ids('all')).toEqual(['pudge', 'zeus', 'lina', 'rubick', 'tinker', 'axe']);
  });
  test('Owned and Not owned split the gods', () => {
    expect(ids('owned')).toEqual(['pudge', 'zeus', 'lina', 'tinker']);
    expect(ids('not_owned')).toEqual(['rubick', 'axe']);
  });
  test('Plus-exclusive: every Plus-exclusive god, owned or not', () => {
    expect(ids('plus')).toEqual(['rubick', 'tinker']);
  });
  test('counts per filter', () => {
    expect(godsFilterCounts(GODS)).toEqual({ all: 6, owned: 4, not_owned: 2, plus: 2 });
    expect(godsFilterCounts([])).toEqual({ all: 0, owned: 0, not_owned: 0, plus: 0 });
  });
  test('an unknown ?filter= reads as All', () => {
    expect(asGodsFilter('not_owned')).toBe('not_owned');
    expect(asGodsFilter('plus')).toBe('plus');
    expect(asGodsFilter('nonsense')).toBe('all');
    expect(asGodsFilter('')).toBe('all');
    expect(asGodsFilter(null)).toBe('all');
    expect(asGodsFilter(undefined)).toBe('all');
  });
});

describe('N of M gods owned', () => {
  test('counts the owned gods among all', () => {
    expect(ownedSummary(GODS)).toEqual({ owned: 4, total: 6 });
    expect(ownedSummary([])).toEqual({ owned: 0, total: 0 });
  });
  test('a Plus-exclusive god counts as owned while Plus lasts', () => {
    const withPlus = GODS.map((g) => (g.god_name === 'rubick' ? { ...g, owned: true, reasons: ['plus_exclusive' as const] } : g));
    expect(ownedSummary(withPlus)).toEqual({ owned: 5, total: 6 });
  });
});

describe('what a god’s card shows', () => {
  test('badges: known reasons, once each, in the order free, card, gold card, Plus-exclusive', () => {
    expect(shownReasons(god('x', { reasons: ['plus_exclusive', 'gold_card', 'card', 'free', 'card'] }))).toEqual([
      'free',
      'card',
      'gold_card',
      'plus_exclusive',
    ]);
    expect(shownReasons(god('x', { reasons: ['card', 'weird' as never] }))).toEqual(['card']);
    expect(shownReasons(god('x'))).toEqual([]);
    expect(shownReasons({ owned: false, reasons: ['card'] })).toEqual([]);
  });
  test('"get Plus to play it": a Plus-exclusive god not owned, without Plus', () => {
    const rubick = god('rubick', { plus_exclusive: true });
    expect(needsPlus(rubick, false)).toBe(true);
    expect(needsPlus(rubick, true)).toBe(false);
    expect(needsPlus(god('tinker', { plus_exclusive: true, reasons: ['card'] }), false)).toBe(false);
    expect(needsPlus(god('axe'), false)).toBe(false);
  });
  test('owned only through Plus', () => {
    expect(ownedOnlyThroughPlus(god('rubick', { plus_exclusive: true, reasons: ['plus_exclusive'] }))).toBe(true);
    expect(ownedOnlyThroughPlus(god('rubick', { plus_exclusive: true, reasons: ['card', 'plus_exclusive'] }))).toBe(false);
    expect(ownedOnlyThroughPlus(god('axe'))).toBe(false);
  });
  test('progress towards the gold card: clamped to 0..target; none without a target', () => {
    expect(progressOf({ progress: 15, amount_required: 100 })).toEqual({ value: 15, max: 100 });
    expect(progressOf({ progress: 120, amount_required: 100 })).toEqual({ value: 100, max: 100 });
    expect(progressOf({ progress: -5, amount_required: 100 })).toEqual({ value: 0, max: 100 });
    expect(progressOf({ progress: Number.NaN, amount_required: 100 })).toEqual({ value: 0, max: 100 });
    expect(progressOf({ progress: 5, amount_required: 0 })).toBeNull();
  });
});
