/** Calendar days and weeks in UTC, where daily and weekly rules reset (docs/game-rules.md). */

export const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of `now` (ms since the epoch). */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The Monday (UTC, YYYY-MM-DD) that starts the week of `now` (ms): weekly rules reset then, at 00:00 UTC. */
export function weekOf(now: number): string {
  const daysSinceMonday = (new Date(now).getUTCDay() + 6) % 7;
  return utcDay(now - daysSinceMonday * DAY_MS);
}

/** The next UTC midnight after `now` (ms since the epoch), when daily caps and limits reset. */
export function nextUtcMidnight(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}
