import { isEventOf, StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { PlayerRegistered, UserTypeChanged } from './events';
import { isUserType, UserType } from './user-types';

/** The players feature's part of the player state: registration and user type. */
export interface PlayersSlice {
  registered: boolean;
  /** The name given at registration ('' before). */
  registeredName: string;
  /**
   * The role recorded on this stream by `UserTypeChanged` events from before roles moved to the
   * `user-types` stream (PLAYER before any); nothing decides on it or reads it for access: the
   * role is `userTypeOf` the `user-types` stream. Kept so snapshots of version 6 still decode.
   */
  userType: UserType;
  /** Whether such an older event was an admin's (see `userType`). */
  userTypeSetByAdmin: boolean;
}

export const initialPlayersSlice: PlayersSlice = { registered: false, registeredName: '', userType: 'PLAYER', userTypeSetByAdmin: false };

/** Folds a `player-{steamId}` event; events of other features leave the slice as it is. */
export function evolvePlayersSlice(slice: PlayersSlice, event: StreamEvent): PlayersSlice {
  if (isEventOf<PlayerRegistered>(event, 'PlayerRegistered')) {
    return { ...slice, registered: true, registeredName: event.data.displayName };
  }
  if (isEventOf<UserTypeChanged>(event, 'UserTypeChanged')) {
    return { ...slice, userType: event.data.userType, userTypeSetByAdmin: slice.userTypeSetByAdmin || event.data.source === 'admin' };
  }
  return slice;
}

/** The slice as JSON for a snapshot: `{registered, registeredName, userType, userTypeSetByAdmin}`. */
export function encodePlayersSlice(slice: PlayersSlice): unknown {
  return {
    registered: slice.registered,
    registeredName: slice.registeredName,
    userType: slice.userType,
    userTypeSetByAdmin: slice.userTypeSetByAdmin,
  };
}

/**
 * The slice from `encodePlayersSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodePlayersSlice(json: unknown): PlayersSlice {
  const object = snapshotObject(json, 'players');
  const userType = snapshotField(object, 'userType', 'string', 'players');
  if (!isUserType(userType)) throw new SnapshotFormatError(`players.userType: ${userType} is not a user type`);
  return {
    registered: snapshotField(object, 'registered', 'boolean', 'players'),
    registeredName: snapshotField(object, 'registeredName', 'string', 'players'),
    userType,
    userTypeSetByAdmin: snapshotField(object, 'userTypeSetByAdmin', 'boolean', 'players'),
  };
}
