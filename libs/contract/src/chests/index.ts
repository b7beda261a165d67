export * from './views';
export { chestsRoutes } from './routes';
