/**
 * Chests: the armory, the signed-in player's items at `/profile/armory` (filters, equip, open
 * chests with their drops, the chest history). The chests' odds panel is the store's (shown
 * before a purchase too).
 */
export { armoryRoutes, ARMORY_PATH } from './routes';
