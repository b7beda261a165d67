export * from './messages';
export { lobbiesRoutes } from './routes';
