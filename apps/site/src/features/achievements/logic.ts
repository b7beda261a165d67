/**
 * The achievements' pure rules of display: the next tier, each tier's state, the progress
 * towards the next goal. No React, no I/O: unit-tested in `logic.unit.test.ts`.
 */
import type { Achievement, AchievementTier } from './types';

/** The tier to claim next: the lowest not claimed (tiers are claimed one at a time, in order); null when all are. */
export function nextTier(achievement: Pick<Achievement, 'tiers'>): AchievementTier | null {
  const open = achievement.tiers.filter((tier) => !tier.claimed).sort((a, b) => a.tier - b.tier);
  return open[0] ?? null;
}

/** A tier: claimed, claimable now (the next one, reached), reached but after the next, or not reached. */
export type TierState = 'claimed' | 'claimable' | 'reached' | 'not_reached';

export function tierState(achievement: Pick<Achievement, 'tiers'>, tier: AchievementTier): TierState {
  if (tier.claimed) return 'claimed';
  if (!tier.reached) return 'not_reached';
  return nextTier(achievement)?.tier === tier.tier ? 'claimable' : 'reached';
}

/** Progress towards the next tier's goal (value of goal, 0..1); complete when every tier is claimed. */
export function achievementProgress(achievement: Pick<Achievement, 'tiers' | 'value'>): {
  value: number;
  goal: number | null;
  fraction: number;
} {
  const next = nextTier(achievement);
  if (!next) return { value: achievement.value, goal: null, fraction: 1 };
  const fraction = next.goal > 0 ? Math.min(1, Math.max(0, achievement.value / next.goal)) : 0;
  return { value: achievement.value, goal: next.goal, fraction };
}

/** Whether Claim gives the next tier now: the server says so, or the next tier is reached. */
export function canClaim(achievement: Pick<Achievement, 'tiers' | 'claimable'>): boolean {
  const next = nextTier(achievement);
  return achievement.claimable || (next !== null && next.reached);
}
