/** Tier `tier` (1-based) of an achievement claimed; its reward events follow. */
export interface AchievementClaimed {
  type: 'AchievementClaimed';
  data: { achievementId: string; tier: number };
}
