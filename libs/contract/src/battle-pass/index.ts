export * from './views';
export { battlePassRoutes } from './routes';
