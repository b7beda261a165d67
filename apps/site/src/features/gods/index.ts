/** Gods: the signed-in player's gods at `/profile/gods` (owned or not, why, progress to the gold card). */
export { godsRoutes, GODS_PATH } from './routes';
