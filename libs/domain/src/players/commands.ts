import type { UserType } from './user-types';

/** A player signs in: registered on the first sign-in; a listed id is granted its user type. */
export interface SignIn {
  type: 'SignIn';
  steamId: string;
  /** Name to register a new player under. */
  displayName: string;
  /**
   * The user type the server's configuration lists the player with (ADMIN_STEAM_IDS,
   * STATS_STEAM_IDS) and why; null when unlisted. It only ever grants (see `decideSignIn`).
   */
  bootstrap: { userType: UserType; reason: string } | null;
  /** When, in ms since the epoch: a sign-in is a visit that completes the day's login reward. */
  now: number;
}

/** What a sign-in answers: whether it created the player, and the player's user type after it. */
export interface SignInAnswer {
  created: boolean;
  userType: UserType;
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
}

/** The player's user type after the change, and whether this command changed it. */
export interface UserTypeAnswer {
  userType: UserType;
  changed: boolean;
}
