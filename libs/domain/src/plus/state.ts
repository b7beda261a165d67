import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject } from '../shared/snapshot-json';

const DAY_MS = 86_400_000;

/** The Plus feature's part of the player state. */
export interface PlusSlice {
  /** When Plus ends, in milliseconds since the epoch; null for a player who never had it. */
  plusExpiresAt: number | null;
}

export const initialPlusSlice: PlusSlice = { plusExpiresAt: null };

/** The data of the store's `PlusDaysGranted` this slice reads (the store decides it). */
interface PlusExtended {
  type: 'PlusDaysGranted';
  data: { expiresAt: string };
}

/** Folds `PlusDaysGranted` (the expiry it records); other events leave the slice as it is. */
export function evolvePlusSlice(slice: PlusSlice, event: StreamEvent): PlusSlice {
  if (!isEventOf<PlusExtended>(event, 'PlusDaysGranted')) return slice;
  return { plusExpiresAt: Date.parse(event.data.expiresAt) };
}

/** Whether the player has Plus at `now` (ms since the epoch): the expiry is still ahead. */
export function hasPlus(state: PlusSlice, now: number): boolean {
  return state.plusExpiresAt !== null && state.plusExpiresAt > now;
}

/**
 * The expiry after `days` more days of Plus, in ms since the epoch: Plus packages extend it from
 * max(now, current expiry) (GAME_RULES.md "Gold, store and payments"), so days bought while
 * Plus runs are added to its end and days bought after it lapsed start now.
 */
export function plusExpiryAfter(state: PlusSlice, days: number, now: number): number {
  return Math.max(now, state.plusExpiresAt ?? now) + days * DAY_MS;
}

export function encodePlusSlice(slice: PlusSlice): unknown {
  return { plusExpiresAt: slice.plusExpiresAt };
}

/** @throws SnapshotFormatError when the JSON is not `encodePlusSlice`'s. */
export function decodePlusSlice(json: unknown): PlusSlice {
  const object = snapshotObject(json, 'plus');
  const value = Object.hasOwn(object, 'plusExpiresAt') ? object.plusExpiresAt : undefined;
  return { plusExpiresAt: value === null ? null : snapshotField(object, 'plusExpiresAt', 'number', 'plus') };
}
