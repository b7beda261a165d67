/**
 * The lobby service's Redis keys, all under `{namespace}:lobby:` (beside the socket tickets,
 * `{namespace}:lobby:ticket:*`, which the read models own). Lobby ids are checked against
 * `LOBBY_ID_PATTERN` before they make a key, so a client cannot name another key.
 */
export interface LobbyKeys {
  /** The prefix of every key below; the Lua scripts build keys from it the same way. */
  prefix: string;
  /** Hash: id, region, mmr_min, mmr_max ('' for no limit), host, created_at, locked ('0'/'1'), and once locked password, locked_at, closes_at, closes_ms. */
  lobby(lobbyId: string): string;
  /** List: the players' Steam ids, in the order they joined (the first is next host). */
  players(lobbyId: string): string;
  /** Hash: Steam id -> JSON `PlayerCard` (name, avatar, rating, rank when they joined). */
  cards(lobbyId: string): string;
  /** Sorted set: every lobby id, scored by creation time (epoch ms). */
  all: string;
  /** String: the lobby id a player is in (a player is in at most one). */
  member(steamId: string): string;
  /** Sorted set: locked lobby ids, scored by when they close (epoch ms). */
  closing: string;
  /** Hash: instance id -> epoch ms until which that instance holds a socket of the player. */
  presence(steamId: string): string;
  /** Sorted set: players seen on some socket, scored by until when (epoch ms); the grace period counts from it. */
  seen: string;
  /** String: epoch ms up to which the players whose presence ended have been announced (see `lobbyTakeAbsent`). */
  absenceAnnounced: string;
  /** Sorted set: the player's recent chat messages (epoch ms), for the rate limit. */
  chat(steamId: string): string;
  /** Pub/sub channel every instance listens on: the messages to deliver to players. */
  channel: string;
}

/** Our lobby ids (see `newLobbyId`); anything else names no lobby. */
export const LOBBY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The keys of `namespace`. */
export function lobbyKeys(namespace: string): LobbyKeys {
  const prefix = `${namespace}:lobby:`;
  return {
    prefix,
    lobby: (id) => `${prefix}l:${id}`,
    players: (id) => `${prefix}l:${id}:players`,
    cards: (id) => `${prefix}l:${id}:cards`,
    all: `${prefix}all`,
    member: (steamId) => `${prefix}member:${steamId}`,
    closing: `${prefix}closing`,
    presence: (steamId) => `${prefix}presence:${steamId}`,
    seen: `${prefix}seen`,
    absenceAnnounced: `${prefix}absence-announced`,
    chat: (steamId) => `${prefix}chat:${steamId}`,
    channel: `${prefix}events`,
  };
}
