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

/**
 * The other source of Plus: an active partner link (docs/game-rules.md "Partner link": connecting a Gaimin
 * account gives Plus while the link is active). It is the partner feature's slice field
 * (`PartnerSlice.partnerLink`), named here by its shape: the partner feature grants its bundle
 * through the store, which reads this feature, so importing it back would close a cycle.
 */
export interface PartnerPlusSource {
  /** The player's partner link; null when there is none. No unlink exists yet: a link stays active. */
  partnerLink: { partner: string } | null;
}

/**
 * Whether the player has Plus at `now` (ms since the epoch): the bought or granted expiry is
 * still ahead (it runs until the expiry, not at it), or a partner link is active (it has no
 * expiry). docs/game-rules.md "Plus" and "Partner link".
 */
export function hasPlus(state: PlusSlice & PartnerPlusSource, now: number): boolean {
  return state.partnerLink !== null || (state.plusExpiresAt !== null && state.plusExpiresAt > now);
}

/**
 * The expiry after `days` more days of Plus, in ms since the epoch: Plus packages extend it from
 * max(now, current expiry) (docs/game-rules.md "Plus"), so days bought while
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
