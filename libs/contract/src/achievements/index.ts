export * from './views';
export { achievementsRoutes } from './routes';
