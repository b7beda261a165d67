export { godsRoutes } from './routes';
export { godBanQuery, godBanReply, godOwnershipReason, playerGods } from './views';
export type { GodBanReply, PlayerGods } from './views';
export { adminGodView, godEnabledQuery, godFlagsBody, godFlagsRoutes, godFreeQuery, godPlusExclusiveQuery } from './flags';
export type { AdminGodView, GodFlagsBody } from './flags';
