import type { UserType } from './user-types';

/** A player signs in: registered on the first sign-in (a listed id's user type: `BootstrapUserType`). */
export interface SignIn {
  type: 'SignIn';
  steamId: string;
  /** Name to register a new player under. */
  displayName: string;
  /** When, in ms since the epoch: a sign-in is a visit that completes the day's login reward. */
  now: number;
}

/** What a sign-in answers: whether it created the player. */
export interface SignInAnswer {
  created: boolean;
}

/** A player listed by the server's configuration signs in (decided on the `user-types` stream). */
export interface BootstrapUserType {
  type: 'BootstrapUserType';
  steamId: string;
  /**
   * The user type the configuration lists the player with (ADMIN_STEAM_IDS, STATS_STEAM_IDS) and
   * why. It only ever grants (see `decideBootstrapUserType`).
   */
  bootstrap: { userType: UserType; reason: string };
}

/** An admin sets a player's user type. */
export interface ChangeUserType {
  type: 'ChangeUserType';
  steamId: string;
  userType: UserType;
  /** Why, for the record (non-empty; checked at the edge). */
  reason: string;
  /** The admin's Steam id. */
  changedBy: string;
  /**
   * Whether the player is registered, read from `player-{steamId}` first: a registration is
   * never undone, so reading it from another stream cannot go stale the wrong way.
   */
  playerRegistered: boolean;
}

/** The player's user type after the change, and whether this command changed it. */
export interface UserTypeAnswer {
  userType: UserType;
  changed: boolean;
}
