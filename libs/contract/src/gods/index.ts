export { godsRoutes } from './routes';
export { godOwnershipReason, playerGods } from './views';
export type { PlayerGods } from './views';
