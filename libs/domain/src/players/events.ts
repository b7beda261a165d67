import type { UserType } from './user-types';

/**
 * Events of the players feature: `PlayerRegistered` lives on `player-{steamId}`, `UserTypeChanged`
 * on the `user-types` stream (older ones on `player-{steamId}`, which the players slice still folds).
 */
export type PlayersEvent = PlayerRegistered | UserTypeChanged;

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

/**
 * A player's user type changed, recorded on the `user-types` stream: the one source of their role. Who decided it is the event's
 * metadata `actor` (an admin's Steam id; the player themselves for a bootstrap at sign-in).
 */
export interface UserTypeChanged {
  type: 'UserTypeChanged';
  data: {
    steamId: string;
    userType: UserType;
    previousUserType: UserType;
    /**
     * `admin`: set by an admin; `bootstrap`: granted at sign-in because the server's
     * configuration lists the player (ADMIN_STEAM_IDS, STATS_STEAM_IDS).
     */
    source: 'admin' | 'bootstrap';
    /** Why, in people's words (an admin's reason, or which list named the player). */
    reason: string;
  };
}
