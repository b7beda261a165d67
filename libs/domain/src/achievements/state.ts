import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { AchievementClaimed } from './events';

/** The achievements feature's part of the player state: tiers claimed by achievement id. */
export interface AchievementsSlice {
  achievementTiers: ReadonlyMap<string, number>;
}

export const initialAchievementsSlice: AchievementsSlice = { achievementTiers: new Map() };

/** Folds `AchievementClaimed`; other events give the slice back as it is. */
export function evolveAchievementsSlice(slice: AchievementsSlice, event: StreamEvent): AchievementsSlice {
  if (!isEventOf<AchievementClaimed>(event, 'AchievementClaimed')) return slice;
  return { achievementTiers: new Map(slice.achievementTiers).set(event.data.achievementId, event.data.tier) };
}

/** The slice as JSON: `{achievementTiers: [[id, tier], ...]}`. */
export function encodeAchievementsSlice(slice: AchievementsSlice): unknown {
  return { achievementTiers: [...slice.achievementTiers] };
}

/** @throws SnapshotFormatError when the JSON is not `encodeAchievementsSlice`'s. */
export function decodeAchievementsSlice(json: unknown): AchievementsSlice {
  const rows = snapshotField(snapshotObject(json, 'achievements'), 'achievementTiers', 'array', 'achievements');
  const achievementTiers = new Map<string, number>();
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 2 || typeof row[0] !== 'string' || typeof row[1] !== 'number')
      throw new SnapshotFormatError('achievements.achievementTiers: malformed entry');
    achievementTiers.set(row[0], row[1]);
  }
  return { achievementTiers };
}
