import type Redis from 'ioredis';
import type { GameStatsDaily, GameStatsMonthly, GameStatsTotal, GameStatsWeekly } from '@arena/contract';
import { DAY_MS, utcDay, weekOf } from '@arena/domain';
import { sumGames } from './counters';
import { hourOf } from './buckets';
import type { StatsKeys } from './keys';

const HOUR_MS = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Figures {
  games_count: number;
  avg_rounds: number | null;
  avg_duration: number | null;
}

function figures(count: number, rounds: number, durationMs: number): Figures {
  return {
    games_count: count,
    avg_rounds: count > 0 ? rounds / count : null,
    avg_duration: count > 0 ? durationMs / 1000 / count : null,
  };
}

interface Sums {
  count: number;
  rounds: number;
  durationMs: number;
}

/** The sums `{period}:c|r|d` of `periods`, in one HMGET. */
async function periodSums(redis: Redis, keys: StatsKeys, periods: readonly string[]): Promise<Sums[]> {
  if (periods.length === 0) return [];
  const values = await redis.hmget(keys.statsGameDays, ...periods.flatMap((period) => [`${period}:c`, `${period}:r`, `${period}:d`]));
  return periods.map((_, i) => ({
    count: Number(values[3 * i] ?? 0),
    rounds: Number(values[3 * i + 1] ?? 0),
    durationMs: Number(values[3 * i + 2] ?? 0),
  }));
}

async function periodFigures(redis: Redis, keys: StatsKeys, periods: readonly string[]): Promise<Figures[]> {
  return (await periodSums(redis, keys, periods)).map(({ count, rounds, durationMs }) => figures(count, rounds, durationMs));
}

/** `GET /api/stats/games?hours=`: the games of the window (the current UTC hour and `hours` before it). */
export async function readGameStatsOverHours(redis: Redis, keys: StatsKeys, now: number, hours: number): Promise<GameStatsTotal> {
  const { count, rounds, durationMs } = await sumGames(redis, keys.statsGames, { now, hours });
  const to = hourOf(now) + 1;
  return {
    ...figures(count, rounds, durationMs),
    from: new Date((to - hours - 1) * HOUR_MS).toISOString(),
    to: new Date(to * HOUR_MS).toISOString(),
  };
}

/** The UTC days from `first` to `last` (YYYY-MM-DD, both included), oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) days.push(utcDay(at));
  return days;
}

/** `GET /api/stats/games?startDate=&endDate=`: the games of the UTC days from `first` to `last` (both included). */
export async function readGameStatsOverDays(redis: Redis, keys: StatsKeys, first: string, last: string): Promise<GameStatsTotal> {
  let [count, rounds, durationMs] = [0, 0, 0];
  for (const day of await periodSums(redis, keys, daysBetween(first, last))) {
    count += day.count;
    rounds += day.rounds;
    durationMs += day.durationMs;
  }
  return {
    ...figures(count, rounds, durationMs),
    from: `${first}T00:00:00.000Z`,
    to: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

/** `GET /api/stats/games/daily`: the last `limit` UTC days up to today's, newest first, with their distinct players. */
export async function readGameStatsDaily(redis: Redis, keys: StatsKeys, now: number, limit: number): Promise<GameStatsDaily> {
  const days = Array.from({ length: limit }, (_, i) => utcDay(now - i * DAY_MS));
  const pipeline = redis.pipeline();
  for (const day of days) pipeline.hlen(keys.statsDayPlayers(day));
  const [rows, players] = await Promise.all([periodFigures(redis, keys, days), pipeline.exec()]);
  return days.map((day, i) => ({ day, label: day, ...rows[i], players: Number(players?.[i]?.[1] ?? 0) }));
}

/** `GET /api/stats/games/weekly`: the last `limit` weeks (from Monday, UTC) up to this one, newest first. */
export async function readGameStatsWeekly(redis: Redis, keys: StatsKeys, now: number, limit: number): Promise<GameStatsWeekly> {
  const weeks = Array.from({ length: limit }, (_, i) => weekOf(now - i * 7 * DAY_MS));
  const rows = await periodFigures(
    redis,
    keys,
    weeks.map((week) => `w${week}`),
  );
  return weeks.map((week, i) => ({ start_of_week: week, label: `Week of ${week}`, ...rows[i] }));
}

/** `GET /api/stats/games/monthly`: the last `limit` UTC months up to this one, newest first. */
export async function readGameStatsMonthly(redis: Redis, keys: StatsKeys, now: number, limit: number): Promise<GameStatsMonthly> {
  const today = new Date(now);
  const months = Array.from({ length: limit }, (_, i) => utcDay(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1)));
  const rows = await periodFigures(
    redis,
    keys,
    months.map((month) => `m${month.slice(0, 7)}`),
  );
  return months.map((month, i) => ({
    start_of_month: month,
    label: `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
    ...rows[i],
  }));
}
