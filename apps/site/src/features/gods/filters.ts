/**
 * The gods page's filters (All, Owned, Not owned, Plus-exclusive), its count of owned gods and
 * what each god's card shows (its reasons, whether Plus would unlock it, its progress). Pure:
 * unit-tested in `filters.unit.test.ts`.
 */
import type { PlayerGods } from './api';

/** One god as the player sees it. */
export type PlayerGod = PlayerGods[number];
/** Why a player owns a god. */
export type GodReason = PlayerGod['reasons'][number];

/** The filters, in the order the page shows them (`?filter=`; `all` is the default). */
export const GODS_FILTERS = ['all', 'owned', 'not_owned', 'plus'] as const;
export type GodsFilter = (typeof GODS_FILTERS)[number];
export const DEFAULT_GODS_FILTER: GodsFilter = 'all';

/** The reasons, in the order the badges show them. */
const GOD_REASONS: readonly GodReason[] = ['free', 'card', 'gold_card', 'plus_exclusive'];

/** The filter a `?filter=` text names; the default for anything else. */
export function asGodsFilter(text: string | null | undefined): GodsFilter {
  return (GODS_FILTERS as readonly string[]).includes(text ?? '') ? (text as GodsFilter) : DEFAULT_GODS_FILTER;
}

/** Whether `god` shows under `filter` (Plus-exclusive: every Plus-exclusive god, owned or not). */
export function matchesGodsFilter(filter: GodsFilter, god: PlayerGod): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'owned':
      return god.owned;
    case 'not_owned':
      return !god.owned;
    case 'plus':
      return god.plus_exclusive;
  }
}

/** How many gods each filter shows. */
export function godsFilterCounts(gods: readonly PlayerGod[]): Record<GodsFilter, number> {
  const counts = Object.fromEntries(GODS_FILTERS.map((f) => [f, 0])) as Record<GodsFilter, number>;
  for (const god of gods) for (const filter of GODS_FILTERS) if (matchesGodsFilter(filter, god)) counts[filter] += 1;
  return counts;
}

/** "N of M gods owned". */
export function ownedSummary(gods: readonly PlayerGod[]): { owned: number; total: number } {
  return { owned: gods.filter((god) => god.owned).length, total: gods.length };
}

/** The badges of an owned god: its known reasons, each once, in `GOD_REASONS` order. */
export function shownReasons(god: Pick<PlayerGod, 'owned' | 'reasons'>): GodReason[] {
  if (!god.owned) return [];
  const reasons = new Set(god.reasons ?? []);
  return GOD_REASONS.filter((reason) => reasons.has(reason));
}

/** A Plus-exclusive god the player does not own because they have no Plus ("get Plus to play it"). */
export function needsPlus(god: Pick<PlayerGod, 'owned' | 'plus_exclusive'>, hasPlus: boolean): boolean {
  return god.plus_exclusive && !god.owned && !hasPlus;
}

/** A god owned only through Plus: it goes when Plus ends (unless a card is got by then). */
export function ownedOnlyThroughPlus(god: Pick<PlayerGod, 'owned' | 'reasons'>): boolean {
  const reasons = shownReasons(god);
  return reasons.length === 1 && reasons[0] === 'plus_exclusive';
}

/**
 * The progress bar of a god: `value` of `max` (progress clamped to 0..target, whole numbers);
 * null when the god has no target to show.
 */
export function progressOf(god: Pick<PlayerGod, 'progress' | 'amount_required'>): { value: number; max: number } | null {
  const max = Number.isFinite(god.amount_required) ? Math.floor(god.amount_required) : 0;
  if (max <= 0) return null;
  const progress = Number.isFinite(god.progress) ? Math.floor(god.progress) : 0;
  return { value: Math.min(Math.max(progress, 0), max), max };
}
