/** Armory: the signed-in player's items at `/profile/armory` (filters, equip, open chests, history). */
export { armoryRoutes, ARMORY_PATH } from './routes';
