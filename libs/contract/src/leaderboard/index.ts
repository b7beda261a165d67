export * from './views';
export { leaderboardRoutes } from './routes';
