import type { LobbyRegion } from './constants';

/**
 * Events of a `lobby-{lobbyId}` stream (docs/game-rules.md "Lobby history"). The lobby service
 * records them after each change of a lobby's live state (which lives in Redis), as its
 * history: who hosted, joined, left, what they said, when it locked and closed. Times are ISO-8601 UTC; ratings
 * are ladder ratings. The password of a locked lobby is not recorded: it only matters to its
 * players, for 300 s.
 */
export type LobbyEvent = LobbyCreated | LobbyJoined | LobbyLeft | LobbyHostChanged | LobbyLocked | LobbyClosed | LobbyChatSent;

/** A player made a lobby and hosts it. `mmrMin`/`mmrMax`: its rating range, null for no limit. */
export interface LobbyCreated {
  type: 'LobbyCreated';
  data: {
    lobbyId: string;
    hostId: string;
    region: LobbyRegion;
    mmrMin: number | null;
    mmrMax: number | null;
    hostRating: number;
    createdAt: string;
  };
}

/** A player took a seat; `players` is how many the lobby holds with them. */
export interface LobbyJoined {
  type: 'LobbyJoined';
  data: { lobbyId: string; steamId: string; rating: number; players: number };
}

/**
 * A player left: on their own (`left`), or removed after their sockets were gone longer than the
 * grace period (`absent`). `players` is how many remain.
 */
export interface LobbyLeft {
  type: 'LobbyLeft';
  data: { lobbyId: string; steamId: string; reason: 'left' | 'absent'; players: number };
}

/** The host left; the first remaining player hosts now. */
export interface LobbyHostChanged {
  type: 'LobbyHostChanged';
  data: { lobbyId: string; previousHostId: string; hostId: string };
}

/** The lobby filled up and locked: nobody joins or leaves until it closes at `closesAt`. */
export interface LobbyLocked {
  type: 'LobbyLocked';
  data: { lobbyId: string; players: string[]; lockedAt: string; closesAt: string };
}

/** The lobby is gone: its last player left (`empty`), or it closed after being locked (`expired`). */
export interface LobbyClosed {
  type: 'LobbyClosed';
  data: { lobbyId: string; reason: 'empty' | 'expired'; players: string[]; closedAt: string };
}

/**
 * A player said something in the lobby (up to 500 characters; only messages within the rate limit
 * are sent and recorded), kept so that moderators can read a reported lobby's chat.
 */
export interface LobbyChatSent {
  type: 'LobbyChatSent';
  data: { lobbyId: string; steamId: string; message: string; sentAt: string };
}
