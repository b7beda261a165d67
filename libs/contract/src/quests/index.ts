export * from './views';
export { questsRoutes } from './routes';
