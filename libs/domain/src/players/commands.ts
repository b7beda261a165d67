/** Registers a player at first sign-in. */
export interface RegisterPlayer {
  type: 'RegisterPlayer';
  steamId: string;
  displayName: string;
}

/** What a registration answers: whether this command created the player. */
export interface RegistrationAnswer {
  created: boolean;
}
