import { useDeferredValue } from 'react';

/**
 * The rows of a long list (a table of games, the leaderboard) as React draws them: when the
 * rows arrive (the list's answer), React builds them in a background render that yields to the
 * browser every few milliseconds, instead of in one long task a tap would wait behind; until
 * then the list still shows as loading. Returns the rows to draw and whether the list loads.
 */
export function useDeferredRows<T>(rows: readonly T[], loading: boolean | undefined): { rows: readonly T[]; loading: boolean } {
  const shown = useDeferredValue(rows);
  return { rows: shown, loading: !!loading || (shown !== rows && shown.length === 0 && rows.length > 0) };
}
