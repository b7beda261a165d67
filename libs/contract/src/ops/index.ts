export * from './views';
export { opsRoutes } from './routes';
