export * from './views';
export { adminRoutes } from './routes';
export * from './history';
export * from './orders';
