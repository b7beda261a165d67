export * from './views';
export { contentRoutes } from './routes';
