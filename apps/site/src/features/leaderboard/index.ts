/** Leaderboard: the top players page, and its table and query the home page embeds. */
export { leaderboardRoutes } from './routes';
export { leaderboardQuery } from './api';
export { LeaderboardTable } from './components/LeaderboardTable';
