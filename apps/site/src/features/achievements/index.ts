/**
 * Achievements: the signed-in player's `/profile/achievements` (its address is the profile's
 * `ACHIEVEMENTS_PATH`): every achievement with its value and tiers, and Claim for the next tier.
 */
export { achievementsRoutes } from './routes';
