export * from './views';
export { adminRoutes } from './routes';
