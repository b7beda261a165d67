export * from './views';
export { storeRoutes } from './routes';
