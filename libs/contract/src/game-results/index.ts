export * from './payloads';
export * from './views';
export { gameResultsRoutes } from './routes';
