import { isEventOf, StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject } from '../shared/snapshot-json';
import type { PlayerRegistered } from './events';

/**
 * The players feature's part of the player state: the registration. User types are decided on the
 * `user-types` stream (`userTypeOf`); `UserTypeChanged` events from before it, on this stream, are
 * read only by its one-time copy.
 */
export interface PlayersSlice {
  registered: boolean;
  /** The name given at registration ('' before). */
  registeredName: string;
}

export const initialPlayersSlice: PlayersSlice = { registered: false, registeredName: '' };

/** Folds a `player-{steamId}` event; events of other features leave the slice as it is. */
export function evolvePlayersSlice(slice: PlayersSlice, event: StreamEvent): PlayersSlice {
  if (isEventOf<PlayerRegistered>(event, 'PlayerRegistered')) {
    return { ...slice, registered: true, registeredName: event.data.displayName };
  }
  return slice;
}

/** The slice as JSON for a snapshot: `{registered, registeredName}`. */
export function encodePlayersSlice(slice: PlayersSlice): unknown {
  return {
    registered: slice.registered,
    registeredName: slice.registeredName,
  };
}

/**
 * The slice from `encodePlayersSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodePlayersSlice(json: unknown): PlayersSlice {
  const object = snapshotObject(json, 'players');
  return {
    registered: snapshotField(object, 'registered', 'boolean', 'players'),
    registeredName: snapshotField(object, 'registeredName', 'string', 'players'),
  };
}
