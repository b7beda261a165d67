export * from './views';
export { authRoutes } from './routes';
