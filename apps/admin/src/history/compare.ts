import type { HistoryRow, HistoryState } from '@arena/contract';

/** A number before and after, and by how much it changed. */
export interface NumberChange {
  before: number;
  after: number;
  delta: number;
}

/** An item whose owned count changed (0: not owned). */
export interface ItemChange extends NumberChange {
  itemId: string;
}

/** What changed between two states of a player (the history's compare): only what differs is set. */
export interface StateChanges {
  gold: NumberChange | null;
  owedGold: NumberChange | null;
  /** Items whose count changed, by item id. */
  items: ItemChange[];
  /** Plus's expiry before and after (ISO-8601; null: never had), when it changed. */
  plus: { before: string | null; after: string | null } | null;
  battlePassXp: NumberChange | null;
  battlePassLevel: NumberChange | null;
  /** The upgrade (`buy_bp`) before and after, when it changed. */
  upgraded: { before: boolean; after: boolean } | null;
}

function numberChange(before: number, after: number): NumberChange | null {
  return before === after ? null : { before, after, delta: after - before };
}

/**
 * What changed from the state `before` to the state `after` (two rows of a history, in either
 * order: the caller gives the earlier first): gold, owed gold, each item's count, Plus's expiry,
 * battle-pass XP, level and upgrade. Nothing that stayed the same is listed.
 */
export function compareStates(before: HistoryState, after: HistoryState): StateChanges {
  const itemIds = [...new Set([...Object.keys(before.items), ...Object.keys(after.items)])].sort();
  const items = itemIds.flatMap((itemId) => {
    const change = numberChange(before.items[itemId] ?? 0, after.items[itemId] ?? 0);
    return change ? [{ itemId, ...change }] : [];
  });
  return {
    gold: numberChange(before.gold, after.gold),
    owedGold: numberChange(before.owed_gold, after.owed_gold),
    items,
    plus: before.plus_expires_at === after.plus_expires_at ? null : { before: before.plus_expires_at, after: after.plus_expires_at },
    battlePassXp: numberChange(before.battle_pass.xp, after.battle_pass.xp),
    battlePassLevel: numberChange(before.battle_pass.level, after.battle_pass.level),
    upgraded:
      before.battle_pass.upgraded === after.battle_pass.upgraded
        ? null
        : { before: before.battle_pass.upgraded, after: after.battle_pass.upgraded },
  };
}

/** Whether nothing changed. */
export function isUnchanged(changes: StateChanges): boolean {
  return (
    changes.gold === null &&
    changes.owedGold === null &&
    changes.items.length === 0 &&
    changes.plus === null &&
    changes.battlePassXp === null &&
    changes.battlePassLevel === null &&
    changes.upgraded === null
  );
}

/** The two rows to compare, the earlier first (by global position); null unless exactly two are picked. */
export function comparedPair(rows: readonly HistoryRow[], picked: ReadonlySet<number>): [HistoryRow, HistoryRow] | null {
  const chosen = rows.filter((row) => picked.has(row.position)).sort((a, b) => a.position - b.position);
  return chosen.length === 2 ? [chosen[0], chosen[1]] : null;
}

/**
 * Picks or unpicks a row for the comparison (by position): at most two are picked, a third pick
 * drops the oldest pick. Answers a new set, in pick order.
 */
export function togglePick(picked: ReadonlySet<number>, position: number): Set<number> {
  if (picked.has(position)) return new Set([...picked].filter((p) => p !== position));
  const next = [...picked, position];
  return new Set(next.slice(-2));
}

/** The row after (`step` 1) or before (-1) the selected one within `rows`; the first row when none is selected; null past the ends. */
export function stepFrom(rows: readonly HistoryRow[], selected: number | null, step: 1 | -1): number | null {
  if (rows.length === 0) return null;
  if (selected === null) return rows[0].position;
  const index = rows.findIndex((row) => row.position === selected);
  const next = index < 0 ? 0 : index + step;
  return next >= 0 && next < rows.length ? rows[next].position : null;
}

/** The query string of a history page (the API's `page`, `per_page`, `type`, `from`, `to`), for the JSON and the CSV alike. */
export function historySearch(filters: { types: readonly string[]; from: string; to: string; page?: number; perPage?: number }): string {
  const params = new URLSearchParams();
  if (filters.page !== undefined) params.set('page', String(filters.page));
  if (filters.perPage !== undefined) params.set('per_page', String(filters.perPage));
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}
