import { crc32 } from 'node:zlib';

/**
 * Shards of the lobby state. Every key lives in one shard, named by a Redis Cluster hash tag
 * (`{lb0}` .. `{lb15}`), so each shard is one slot: a lobby's keys and the index entries its
 * scripts change are in one slot (one script can change them together), a player's keys in
 * another. On a cluster the shards spread over at most this many masters (5/6/5 over the three
 * masters of a default `redis-cli --cluster create`); on a single Redis they are plain prefixes.
 * Changing the number moves every key: lobbies in Redis at that moment are lost.
 */
const LOBBY_SHARDS = 16;

/** Every shard number, 0 .. LOBBY_SHARDS - 1. */
export const LOBBY_SHARD_NUMBERS: readonly number[] = Array.from({ length: LOBBY_SHARDS }, (_, shard) => shard);

/**
 * The lobby service's Redis keys, all under `{namespace}:lobby:{lbN}:` (beside the socket tickets,
 * `{namespace}:lobby:ticket:*`, which the read models own and which stay on the read models'
 * Redis). Lobby ids are checked against `LOBBY_ID_PATTERN` before they make a key, so a client
 * cannot name another key.
 */
export interface LobbyKeys {
  /** The prefix of every key below (and of the tickets). */
  prefix: string;
  /** The shard of a lobby id or a Steam id (CRC-32 of the id, modulo `LOBBY_SHARDS`). */
  shardOf(id: string): number;
  /** Hash: id, region, mmr_min, mmr_max ('' for no limit), host, created_at, locked ('0'/'1'), and once locked password, locked_at, closes_at, closes_ms. */
  lobby(lobbyId: string): string;
  /** List: the players' Steam ids, in the order they joined (the first is next host). */
  players(lobbyId: string): string;
  /** Hash: Steam id -> JSON `PlayerCard` (name, avatar, rating, rank when they joined). */
  cards(lobbyId: string): string;
  /** Set: claims on a seat of the lobby that can no longer take it (see `LobbyStore`); expires. */
  fenced(lobbyId: string): string;
  /** Sorted set: the lobby ids of a shard, scored by creation time (epoch ms). */
  all(shard: number): string;
  /** Sorted set: the locked lobby ids of a shard, scored by when they close (epoch ms). */
  closing(shard: number): string;
  /** String `{lobbyId} {claim}`: the lobby a player is in or is taking a seat in (a player is in at most one). */
  member(steamId: string): string;
  /** Hash: instance id -> epoch ms until which that instance holds a socket of the player. */
  presence(steamId: string): string;
  /** Sorted set: the players of a shard seen on some socket, scored by until when (epoch ms); the grace period counts from it. */
  seen(shard: number): string;
  /** String: epoch ms up to which the shard's players whose presence ended have been announced (see `takeNewlyAbsent`). */
  absenceAnnounced(shard: number): string;
  /** Sorted set: the player's recent chat messages (epoch ms), for the rate limit. */
  chat(steamId: string): string;
  /** Sharded pub/sub channel every instance listens on: the messages about the shard's lobbies. */
  channel(shard: number): string;
}

/** Our lobby ids (see `newLobbyId`); anything else names no lobby. */
export const LOBBY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The keys of `namespace`. */
export function lobbyKeys(namespace: string): LobbyKeys {
  const prefix = `${namespace}:lobby:`;
  const shardOf = (id: string) => crc32(id) % LOBBY_SHARDS;
  const inShard = (shard: number) => `${prefix}{lb${shard}}:`;
  const ofLobby = (id: string) => `${inShard(shardOf(id))}l:${id}`;
  const ofPlayer = (kind: string, steamId: string) => `${inShard(shardOf(steamId))}${kind}:${steamId}`;
  return {
    prefix,
    shardOf,
    lobby: ofLobby,
    players: (id) => `${ofLobby(id)}:players`,
    cards: (id) => `${ofLobby(id)}:cards`,
    fenced: (id) => `${ofLobby(id)}:fenced`,
    all: (shard) => `${inShard(shard)}all`,
    closing: (shard) => `${inShard(shard)}closing`,
    member: (steamId) => ofPlayer('member', steamId),
    presence: (steamId) => ofPlayer('presence', steamId),
    seen: (shard) => `${inShard(shard)}seen`,
    absenceAnnounced: (shard) => `${inShard(shard)}absence-announced`,
    chat: (steamId) => ofPlayer('chat', steamId),
    channel: (shard) => `${inShard(shard)}events`,
  };
}
