import { DAY_MS, nextUtcMidnight, utcDay, weekOf } from './calendar';

/** Days and weeks in UTC: daily rules reset at 00:00 UTC, weekly ones on Monday 00:00 UTC. */
describe('the UTC calendar', () => {
  test('the day of a time, in UTC whatever the local time zone', () => {
    expect(utcDay(Date.UTC(2026, 10, 23, 23, 59, 59, 999))).toBe('2026-11-23');
    expect(utcDay(Date.UTC(2026, 10, 24, 0, 0, 0))).toBe('2026-11-24');
  });

  test('a week starts on Monday 00:00 UTC: Sunday 23:59 is the last minute of the week before', () => {
    expect(weekOf(Date.UTC(2026, 10, 23, 0, 0))).toBe('2026-11-23');
    expect(weekOf(Date.UTC(2026, 10, 26, 12, 0))).toBe('2026-11-23');
    expect(weekOf(Date.UTC(2026, 10, 29, 23, 59, 59))).toBe('2026-11-23');
    expect(weekOf(Date.UTC(2026, 10, 30, 0, 0))).toBe('2026-11-30');
    // across a month and a year
    expect(weekOf(Date.UTC(2027, 0, 1, 8, 0))).toBe('2026-12-28');
  });

  test('the next midnight UTC: the start of the next day, also from a midnight', () => {
    expect(nextUtcMidnight(Date.UTC(2026, 10, 23, 12))).toBe(Date.UTC(2026, 10, 24));
    expect(nextUtcMidnight(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 23) + DAY_MS);
  });
});
