export * from './views';
export { catalogRoutes } from './routes';
export * from './heroes';
