export { godsRoutes } from './routes';
export { godBanQuery, godBanReply, godOwnershipReason, playerGods } from './views';
export type { GodBanReply, PlayerGods } from './views';
