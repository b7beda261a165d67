import type { HistoryRow, HistoryState } from '@arena/contract';
import { comparedPair, compareStates, historySearch, isUnchanged, stepFrom, togglePick } from './compare';

const state = (over: Partial<HistoryState> = {}): HistoryState => ({
  gold: 1_000,
  owed_gold: 0,
  items: { chest_basic: 2, avatar_default: 1 },
  plus_expires_at: null,
  battle_pass: { xp: 300, level: 1, upgraded: false },
  ...over,
});
const row = (position: number, s: HistoryState = state()): HistoryRow => ({
  position,
  stream: 'player-76561198000000001',
  revision: position,
  at: '2026-11-22T12:00:00.000Z',
  type: 'GoldChanged',
  data: {},
  actor: null,
  reason: null,
  cause: { kind: 'system', ref: null },
  state: s,
});

describe("the history's compare: what changed between two states", () => {
  test('the same state: nothing changed', () => {
    expect(isUnchanged(compareStates(state(), state()))).toBe(true);
  });

  test('a refund of a spent gold pack: gold taken to 0, the rest owed, Plus shortened, the upgrade and its items gone', () => {
    const before = state({
      gold: 300,
      items: { chest_basic: 2, avatar_default: 1, buy_bp: 1 },
      plus_expires_at: '2026-12-22T12:00:00.000Z',
      battle_pass: { xp: 600, level: 2, upgraded: true },
    });
    const after = state({
      gold: 0,
      owed_gold: 9_700,
      items: { chest_basic: 1, avatar_default: 1 },
      plus_expires_at: '2026-11-25T12:00:00.000Z',
      battle_pass: { xp: 600, level: 2, upgraded: false },
    });
    const changes = compareStates(before, after);
    expect(changes).toEqual({
      gold: { before: 300, after: 0, delta: -300 },
      owedGold: { before: 0, after: 9_700, delta: 9_700 },
      items: [
        { itemId: 'buy_bp', before: 1, after: 0, delta: -1 },
        { itemId: 'chest_basic', before: 2, after: 1, delta: -1 },
      ],
      plus: { before: '2026-12-22T12:00:00.000Z', after: '2026-11-25T12:00:00.000Z' },
      battlePassXp: null,
      battlePassLevel: null,
      upgraded: { before: true, after: false },
    });
    expect(isUnchanged(changes)).toBe(false);
  });

  test('new items and battle-pass levels are listed with their counts from 0', () => {
    const changes = compareStates(
      state(),
      state({ items: { chest_basic: 2, avatar_default: 1, hat_horns: 1 }, battle_pass: { xp: 1_300, level: 5, upgraded: false } }),
    );
    expect(changes.items).toEqual([{ itemId: 'hat_horns', before: 0, after: 1, delta: 1 }]);
    expect(changes.battlePassXp).toEqual({ before: 300, after: 1_300, delta: 1_000 });
    expect(changes.battlePassLevel).toEqual({ before: 1, after: 5, delta: 4 });
    expect(changes.gold).toBeNull();
  });

  test('two picked rows compare earlier first, whatever order they were picked in; a third pick drops the oldest pick', () => {
    const rows = [row(3), row(7, state({ gold: 50 })), row(9)];
    let picked = togglePick(new Set(), 9);
    expect(comparedPair(rows, picked)).toBeNull();
    picked = togglePick(picked, 3);
    expect(comparedPair(rows, picked)?.map((r) => r.position)).toEqual([3, 9]);
    picked = togglePick(picked, 7);
    expect([...picked]).toEqual([3, 7]);
    expect(compareStates(...(comparedPair(rows, picked)!.map((r) => r.state) as [HistoryState, HistoryState])).gold).toEqual({
      before: 1_000,
      after: 50,
      delta: -950,
    });
    expect([...togglePick(picked, 3)]).toEqual([7]);
  });

  test('stepping through: the first row to start, then the next and previous ones, nothing past the ends', () => {
    const rows = [row(3), row(7), row(9)];
    expect(stepFrom(rows, null, 1)).toBe(3);
    expect(stepFrom(rows, 3, 1)).toBe(7);
    expect(stepFrom(rows, 9, -1)).toBe(7);
    expect(stepFrom(rows, 9, 1)).toBeNull();
    expect(stepFrom(rows, 3, -1)).toBeNull();
    expect(stepFrom([], null, 1)).toBeNull();
  });

  test("the query string carries the filters the API reads, the CSV's as the JSON's", () => {
    expect(historySearch({ types: ['GoldChanged', 'OrderPaid'], from: '2026-01-01', to: '', page: 2, perPage: 50 })).toBe(
      'page=2&per_page=50&type=GoldChanged%2COrderPaid&from=2026-01-01',
    );
    expect(historySearch({ types: [], from: '', to: '2026-02-01' })).toBe('to=2026-02-01');
  });
});
