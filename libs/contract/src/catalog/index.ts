export * from './views';
export { catalogRoutes } from './routes';
