import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { XpGranted } from '../store';
import type { BattlePassRewardClaimed, BattlePassTrack } from './events';

/** The battle-pass feature's part of the player state. */
export interface BattlePassSlice {
  /** Battle-pass XP earned in all, from games, rewards and XP packs. */
  battlePassXp: number;
  /** Track rewards claimed, as `{track}:{level}` (`free:5`, `upgraded:5`). */
  battlePassClaims: ReadonlySet<string>;
  /** The highest level past 80 whose automatic reward was granted (80 before any). */
  battlePassAutomaticThrough: number;
}

export const initialBattlePassSlice: BattlePassSlice = { battlePassXp: 0, battlePassClaims: new Set(), battlePassAutomaticThrough: 80 };

/** The key of a claimed track reward in `battlePassClaims`. */
export function claimKey(track: BattlePassTrack, level: number): string {
  return `${track}:${level}`;
}

/** Folds `XpGranted` (whatever its reason) and `BattlePassRewardClaimed`; other events give the slice back as it is. */
export function evolveBattlePassSlice(slice: BattlePassSlice, event: StreamEvent): BattlePassSlice {
  if (isEventOf<XpGranted>(event, 'XpGranted')) return { ...slice, battlePassXp: slice.battlePassXp + event.data.amount };
  if (!isEventOf<BattlePassRewardClaimed>(event, 'BattlePassRewardClaimed')) return slice;
  const { level, track } = event.data;
  if (track === 'automatic') return { ...slice, battlePassAutomaticThrough: Math.max(slice.battlePassAutomaticThrough, level) };
  return { ...slice, battlePassClaims: new Set(slice.battlePassClaims).add(claimKey(track, level)) };
}

export function encodeBattlePassSlice(slice: BattlePassSlice): unknown {
  return { xp: slice.battlePassXp, claims: [...slice.battlePassClaims], automaticThrough: slice.battlePassAutomaticThrough };
}

/** @throws SnapshotFormatError when the JSON is not `encodeBattlePassSlice`'s. */
export function decodeBattlePassSlice(json: unknown): BattlePassSlice {
  const object = snapshotObject(json, 'battlePass');
  const claims = snapshotField(object, 'claims', 'array', 'battlePass');
  if (!claims.every((claim) => typeof claim === 'string')) throw new SnapshotFormatError('battlePass.claims: expected strings');
  return {
    battlePassXp: snapshotField(object, 'xp', 'number', 'battlePass'),
    battlePassClaims: new Set(claims),
    battlePassAutomaticThrough: snapshotField(object, 'automaticThrough', 'number', 'battlePass'),
  };
}
