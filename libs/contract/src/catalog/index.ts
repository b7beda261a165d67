export * from './views';
export * from './cosmetic-row';
export { catalogRoutes } from './routes';
export * from './heroes';
export * from './game-data';
