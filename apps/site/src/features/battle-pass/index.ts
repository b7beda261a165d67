/**
 * Battle pass: the signed-in player's `/profile/battlepass` (its address is the profile's
 * `BATTLE_PASS_PATH`): the free and upgraded tracks of levels 1..80, claims, the level's progress
 * and the automatic rewards past level 80.
 */
export { battlePassRoutes } from './routes';
