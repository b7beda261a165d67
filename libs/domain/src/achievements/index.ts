/**
 * Achievements (docs/game-rules.md "Achievements"): tiers of lifetime stats (counted by the
 * quests feature), claimed one tier at a time for XP and gold.
 */
export { ACHIEVEMENTS, achievementById, achievementsToClaim, claimableTiers, claimedTiers, decideClaimAchievement } from './achievements';
export type { Achievement, AchievementClaimAnswer, ClaimAchievement } from './achievements';
export type { AchievementClaimed } from './events';
export { decodeAchievementsSlice, encodeAchievementsSlice, evolveAchievementsSlice, initialAchievementsSlice } from './state';
export type { AchievementsSlice } from './state';
