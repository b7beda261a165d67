import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { GodProgressGained } from './events';

/**
 * The gods feature's part of the player state: progress per god (towards its gold card). A Map,
 * because god ids come from events and players: `constructor` must find nothing.
 */
export interface GodsSlice {
  /** Progress points by god id; gods without progress are absent. */
  godProgress: ReadonlyMap<string, number>;
}

export const initialGodsSlice: GodsSlice = { godProgress: new Map() };

/** Folds `GodProgressGained`; other events give the slice back as it is (the same object). */
export function evolveGodsSlice(slice: GodsSlice, event: StreamEvent): GodsSlice {
  if (!isEventOf<GodProgressGained>(event, 'GodProgressGained')) return slice;
  const { godId, amount } = event.data;
  const godProgress = new Map(slice.godProgress);
  godProgress.set(godId, (godProgress.get(godId) ?? 0) + amount);
  return { godProgress };
}

/** The slice as JSON for a snapshot: `{ godProgress: [[godId, points], ...] }`. */
export function encodeGodsSlice(slice: GodsSlice): unknown {
  return { godProgress: [...slice.godProgress] };
}

/**
 * The slice from `encodeGodsSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeGodsSlice(json: unknown): GodsSlice {
  const rows = snapshotField(snapshotObject(json, 'gods'), 'godProgress', 'array', 'gods');
  const godProgress = new Map<string, number>();
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 2 || typeof row[0] !== 'string' || typeof row[1] !== 'number' || !Number.isFinite(row[1])) {
      throw new SnapshotFormatError('gods.godProgress: malformed entry');
    }
    godProgress.set(row[0], row[1]);
  }
  return { godProgress };
}
