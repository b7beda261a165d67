export { statsKeys } from './keys';
export type { StatsKeys } from './keys';
export { statsProjection } from './projection';
export type { StatsWindow } from './counters';
export {
  readAbilityStats,
  readBodyStats,
  readGodAbilityStats,
  readGodStats,
  readWinnerLevels,
  readWinnerStyleCounts,
} from './ranked-queries';
export {
  readGameStatsDaily,
  readGameStatsMonthly,
  readGameStatsOverDays,
  readGameStatsOverHours,
  readGameStatsWeekly,
} from './game-queries';
export { readEconomyStats } from './economy-queries';
