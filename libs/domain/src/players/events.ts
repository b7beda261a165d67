/** Events of the players feature (they live on the `player-{steamId}` stream). */
export type PlayersEvent = PlayerRegistered;

export interface PlayerRegistered {
  type: 'PlayerRegistered';
  data: {
    steamId: string;
    /** Name shown until a game or Steam says otherwise. */
    displayName: string;
    /** What first brought the player in. */
    via: 'game' | 'sign_in';
  };
}
