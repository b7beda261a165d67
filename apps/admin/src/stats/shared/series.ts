import type { GameStatsDaily } from '@arena/contract';

type Day = GameStatsDaily[number];

/**
 * One period of a games series (`/api/stats/games/daily`, `/weekly`, `/monthly`, the contract's
 * `GameStatsDaily`, `GameStatsWeekly`, `GameStatsMonthly`): the figures every series has, and
 * `players` in the daily one only.
 */
export type GameSeriesRow = Pick<Day, 'label' | 'games_count' | 'avg_rounds' | 'avg_duration'> & Partial<Pick<Day, 'players'>>;
