export * from './views';
export { playersRoutes } from './routes';
