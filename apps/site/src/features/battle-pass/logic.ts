/**
 * The battle pass's pure rules of display: the level's progress, each track's state at a level,
 * what can be claimed. No React, no I/O: unit-tested in `logic.unit.test.ts`.
 */
import type { BattlePassLevel, BattlePassLevels, Track } from './types';

/** The level bar: XP into the level of the XP a level takes, and what the tooltip says. */
export interface LevelProgress {
  level: number;
  /** XP earned in all */
  totalXp: number;
  /** XP earned since the level started */
  into: number;
  /** XP a level takes */
  next: number;
  /** (total_xp - requirements.total_xp) / requirements.next_level_xp, 0..1 */
  fraction: number;
  /** XP still needed for the next level */
  toNext: number;
}

export function levelProgress(view: Pick<BattlePassLevels, 'bp_level' | 'total_xp' | 'requirements'>): LevelProgress {
  const next = Math.max(0, view.requirements.next_level_xp);
  const into = Math.max(0, view.total_xp - view.requirements.total_xp);
  const fraction = next > 0 ? Math.min(1, into / next) : 0;
  return { level: view.bp_level, totalXp: view.total_xp, into: Math.min(into, next), next, fraction, toNext: Math.max(0, next - into) };
}

/**
 * A track's state at a level: no reward there, claimed, claimable now, locked (the upgraded track
 * without the upgrade), or not reached yet.
 */
export type TrackState = 'none' | 'claimed' | 'claimable' | 'locked' | 'not_reached';

export function trackState(level: BattlePassLevel, track: Track, unlocked: boolean): TrackState {
  const reward = track === 'free' ? level.free : level.upgraded;
  if (!reward) return 'none';
  if (track === 'free' ? level.free_claimed : level.upgraded_claimed) return 'claimed';
  if (track === 'upgraded' && !unlocked) return 'locked';
  return level.reached ? 'claimable' : 'not_reached';
}

/** Whether Claim on this level gives something now. */
export function levelClaimable(level: BattlePassLevel, unlocked: boolean): boolean {
  return trackState(level, 'free', unlocked) === 'claimable' || trackState(level, 'upgraded', unlocked) === 'claimable';
}

/** Rewards claimable now over every level (the page's own count; the server's is `unclaimed_rewards`). */
export function claimableRewards(levels: readonly BattlePassLevel[], unlocked: boolean): number {
  let n = 0;
  for (const level of levels) {
    if (trackState(level, 'free', unlocked) === 'claimable') n++;
    if (trackState(level, 'upgraded', unlocked) === 'claimable') n++;
  }
  return n;
}
