import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { GodBanChanged, GodProgressGained } from './events';

/**
 * The gods feature's part of the player state: progress per god (towards its gold card) and the
 * gods the player banned from their pool. A Map and a Set, because god ids come from events and
 * players: `constructor` must find nothing.
 */
export interface GodsSlice {
  /** Progress points by god id; gods without progress are absent. */
  godProgress: ReadonlyMap<string, number>;
  /** The gods the player banned from their own pool (docs/game-rules.md "God bans"). */
  bannedGods: ReadonlySet<string>;
}

export const initialGodsSlice: GodsSlice = { godProgress: new Map(), bannedGods: new Set() };

/** Folds `GodProgressGained` and `GodBanChanged`; other events give the slice back as it is (the same object). */
export function evolveGodsSlice(slice: GodsSlice, event: StreamEvent): GodsSlice {
  if (isEventOf<GodBanChanged>(event, 'GodBanChanged')) {
    const bannedGods = new Set(slice.bannedGods);
    if (event.data.banned) bannedGods.add(event.data.godId);
    else bannedGods.delete(event.data.godId);
    return { godProgress: slice.godProgress, bannedGods };
  }
  if (!isEventOf<GodProgressGained>(event, 'GodProgressGained')) return slice;
  const { godId, amount } = event.data;
  const godProgress = new Map(slice.godProgress);
  godProgress.set(godId, (godProgress.get(godId) ?? 0) + amount);
  return { godProgress, bannedGods: slice.bannedGods };
}

/** The slice as JSON for a snapshot: `{ godProgress: [[godId, points], ...], bannedGods: [godId, ...] }`. */
export function encodeGodsSlice(slice: GodsSlice): unknown {
  return { godProgress: [...slice.godProgress], bannedGods: [...slice.bannedGods] };
}

/**
 * The slice from `encodeGodsSlice`'s JSON. A snapshot written before bans existed has no
 * `bannedGods`: it had no ban to keep, so it reads as none.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeGodsSlice(json: unknown): GodsSlice {
  const object = snapshotObject(json, 'gods');
  const rows = snapshotField(object, 'godProgress', 'array', 'gods');
  const godProgress = new Map<string, number>();
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 2 || typeof row[0] !== 'string' || typeof row[1] !== 'number' || !Number.isFinite(row[1])) {
      throw new SnapshotFormatError('gods.godProgress: malformed entry');
    }
    godProgress.set(row[0], row[1]);
  }
  const banned = Object.hasOwn(object, 'bannedGods') ? object.bannedGods : [];
  if (!Array.isArray(banned) || !banned.every((id) => typeof id === 'string')) throw new SnapshotFormatError('gods.bannedGods: malformed');
  return { godProgress, bannedGods: new Set(banned) };
}
