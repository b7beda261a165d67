import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { LobbyRegion } from '@arena/contract';
import type { LobbyKeys } from './keys';
import { registerLobbyCommands } from './scripts';

/** Players whose presence one script call refreshes. */
const PRESENCE_BATCH = 500;
/** What a lobby shows of a player, as they were when they took their seat. */
export interface PlayerCard {
  username: string;
  avatar: string | null;
  ladder_mmr: number;
}

/** A lobby as stored in Redis. Times are ISO-8601 UTC; ranges null for no limit. */
export interface LobbyRecord {
  id: string;
  region: LobbyRegion;
  mmrMin: number | null;
  mmrMax: number | null;
  hostId: string;
  createdAt: string;
  locked: boolean;
  lockedAt: string | null;
  closesAt: string | null;
  password: string | null;
  /** Steam ids in the order they joined. */
  players: string[];
  cards: ReadonlyMap<string, PlayerCard>;
}

export type CreateOutcome = 'created' | 'already_in_lobby' | 'id_taken';
export type JoinOutcome =
  | { outcome: 'joined' | 'locked'; players: number }
  | { outcome: 'already_in_lobby' | 'lobby_doesnt_exist' | 'lobby_full' | 'lobby_locked' };
export type LeaveOutcome =
  | { outcome: 'left'; lobbyId: string; remaining: number; newHost: string | null }
  | { outcome: 'deleted'; lobbyId: string }
  | { outcome: 'lobby_locked'; lobbyId: string }
  | { outcome: 'not_in_lobby' }
  | { outcome: 'present' };
export type ChatOutcome =
  { outcome: 'sent'; lobbyId: string; players: string[]; username: string } | { outcome: 'not_in_lobby' } | { outcome: 'rate_limited' };
export type CloseOutcome = { outcome: 'closed'; players: string[] } | { outcome: 'not_due' | 'gone' };

/** A new lobby id: 96 random bits, URL-safe (matches `LOBBY_ID_PATTERN`). */
export function newLobbyId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The lobbies' state in Redis: reads, and changes through the atomic scripts of `scripts.ts`.
 * Times come in as epoch ms from the caller's clock (the instances' clocks are taken to agree
 * within a second or so). Redis errors are thrown as they come.
 */
export class LobbyStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: LobbyKeys,
  ) {
    registerLobbyCommands(redis);
  }

  /** Makes lobby `lobbyId` hosted by `steamId`, unless they are in a lobby already. */
  async create(lobby: {
    lobbyId: string;
    steamId: string;
    region: LobbyRegion;
    mmrMin: number | null;
    mmrMax: number | null;
    card: PlayerCard;
    nowMs: number;
  }): Promise<CreateOutcome> {
    const reply = await this.redis.lobbyCreate(
      this.keys.prefix,
      lobby.lobbyId,
      lobby.steamId,
      lobby.region,
      rangeField(lobby.mmrMin),
      rangeField(lobby.mmrMax),
      new Date(lobby.nowMs).toISOString(),
      String(lobby.nowMs),
      JSON.stringify(lobby.card),
    );
    return String(reply[0]) as CreateOutcome;
  }

  /**
   * Seats `steamId` in `lobbyId`, locking it with `password` when this seat fills it (`size`
   * seats); it then closes at `closesMs`. Checks, in one step: the player is in no lobby, the
   * lobby exists, has a free seat and is not locked. The rating is checked by the caller.
   */
  async join(join: {
    lobbyId: string;
    steamId: string;
    card: PlayerCard;
    size: number;
    password: string;
    nowMs: number;
    closesMs: number;
  }): Promise<JoinOutcome> {
    const reply = await this.redis.lobbyJoin(
      this.keys.prefix,
      join.lobbyId,
      join.steamId,
      JSON.stringify(join.card),
      String(join.size),
      join.password,
      new Date(join.nowMs).toISOString(),
      new Date(join.closesMs).toISOString(),
      String(join.closesMs),
    );
    const outcome = String(reply[0]);
    if (outcome === 'joined' || outcome === 'locked') return { outcome, players: Number(reply[1]) };
    return { outcome: outcome as 'already_in_lobby' | 'lobby_doesnt_exist' | 'lobby_full' | 'lobby_locked' };
  }

  /**
   * Takes `steamId` out of their lobby: the first remaining player hosts if they hosted; the
   * lobby is deleted when nobody remains; a locked lobby keeps them. Mode `absent` (the grace
   * period is over) does nothing to a player who has a live socket again, and forgets when they
   * were last seen otherwise.
   */
  async leave(steamId: string, mode: 'left' | 'absent', nowMs: number): Promise<LeaveOutcome> {
    const reply = await this.redis.lobbyLeave(this.keys.prefix, steamId, mode, String(nowMs));
    const outcome = String(reply[0]);
    switch (outcome) {
      case 'left':
        return {
          outcome,
          lobbyId: String(reply[1]),
          remaining: Number(reply[2]),
          newHost: typeof reply[3] === 'string' ? reply[3] : null,
        };
      case 'deleted':
      case 'lobby_locked':
        return { outcome, lobbyId: String(reply[1]) };
      default:
        return { outcome: outcome as 'not_in_lobby' | 'present' };
    }
  }

  /** Closes a locked lobby whose time is up (at `nowMs`), freeing its players; `not_due` before, `gone` when it no longer exists. */
  async close(lobbyId: string, nowMs: number): Promise<CloseOutcome> {
    const reply = await this.redis.lobbyClose(this.keys.prefix, lobbyId, String(nowMs));
    const outcome = String(reply[0]);
    if (outcome === 'closed') return { outcome, players: reply.slice(1).map(String) };
    return { outcome: outcome as 'not_due' | 'gone' };
  }

  /** The lobby `steamId` is in, and (when it exists) the range of `lobbyId`: what a join is checked against before its script. */
  async joinCheck(
    steamId: string,
    lobbyId: string,
  ): Promise<{ memberOf: string | null; range: { mmrMin: number | null; mmrMax: number | null } | null }> {
    const replies = await this.redis
      .multi()
      .get(this.keys.member(steamId))
      .hmget(this.keys.lobby(lobbyId), 'id', 'mmr_min', 'mmr_max')
      .exec();
    const memberOf = replies![0][1] as string | null;
    const [id, min, max] = replies![1][1] as (string | null)[];
    return { memberOf, range: id === null ? null : { mmrMin: rangeOf(min), mmrMax: rangeOf(max) } };
  }

  /** The id of the lobby `steamId` is in, or null. */
  lobbyOf(steamId: string): Promise<string | null> {
    return this.redis.get(this.keys.member(steamId));
  }

  /** One lobby, read atomically; null when it does not exist. */
  async read(lobbyId: string): Promise<LobbyRecord | null> {
    const replies = await this.redis
      .multi()
      .hgetall(this.keys.lobby(lobbyId))
      .lrange(this.keys.players(lobbyId), 0, -1)
      .hgetall(this.keys.cards(lobbyId))
      .exec();
    return recordOf(replies![0][1] as Record<string, string>, replies![1][1] as string[], replies![2][1] as Record<string, string>);
  }

  /** Up to `limit` lobbies, the newest first, in one round trip after the index. */
  async list(limit: number): Promise<LobbyRecord[]> {
    const ids = await this.redis.zrevrange(this.keys.all, 0, limit - 1);
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(this.keys.lobby(id)).lrange(this.keys.players(id), 0, -1).hgetall(this.keys.cards(id));
    const replies = (await pipeline.exec())!;
    const lobbies: LobbyRecord[] = [];
    for (let i = 0; i < ids.length; i++) {
      const record = recordOf(
        replies[i * 3][1] as Record<string, string>,
        replies[i * 3 + 1][1] as string[],
        replies[i * 3 + 2][1] as Record<string, string>,
      );
      // a lobby deleted between the index and the read is simply not listed
      if (record) lobbies.push(record);
    }
    return lobbies;
  }

  /** Which of `steamIds` have a live socket on some instance at `nowMs`. */
  async ready(steamIds: readonly string[], nowMs: number): Promise<Set<string>> {
    if (steamIds.length === 0) return new Set();
    const pipeline = this.redis.pipeline();
    for (const id of steamIds) pipeline.hvals(this.keys.presence(id));
    const replies = (await pipeline.exec())!;
    return new Set(steamIds.filter((_, i) => ((replies[i][1] as string[] | null) ?? []).some((expiry) => Number(expiry) > nowMs)));
  }

  /**
   * Records that instance `instanceId` holds sockets of `steamIds` for `ttlMs` from `nowMs`
   * (refreshed before then while they stay): they are `ready`, and their grace period starts no
   * earlier than that.
   */
  async markPresent(instanceId: string, steamIds: readonly string[], nowMs: number, ttlMs: number): Promise<void> {
    const until = String(nowMs + ttlMs);
    // in batches, so that one script never holds Redis (and every chat message waiting on it) for long
    for (let start = 0; start < steamIds.length; start += PRESENCE_BATCH) {
      await this.redis.lobbyMarkPresent(
        this.keys.prefix,
        instanceId,
        until,
        String(ttlMs),
        ...steamIds.slice(start, start + PRESENCE_BATCH),
      );
    }
  }

  /** Records that instance `instanceId` holds no socket of `steamIds` any more; their grace period counts from `nowMs`. */
  async markGone(instanceId: string, steamIds: readonly string[], nowMs: number): Promise<void> {
    if (steamIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of steamIds) pipeline.hdel(this.keys.presence(id), instanceId);
    // not GT: the last socket is gone now; a socket on another instance keeps them present anyway
    pipeline.zadd(this.keys.seen, ...steamIds.flatMap((id) => [String(nowMs), id]));
    await pipeline.exec();
  }

  /** Players last seen at or before `beforeMs`: candidates for removal after the grace period. */
  absentSince(beforeMs: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.keys.seen, '-inf', beforeMs, 'LIMIT', 0, limit);
  }

  /**
   * The players in a lobby whose presence ended (their last socket closed, or the instance holding
   * it died and its mark ran out) since any instance last asked, up to `nowMs`: they now show as
   * not `ready`. Each is returned to one caller only.
   */
  takeNewlyAbsent(nowMs: number): Promise<string[]> {
    return this.redis.lobbyTakeAbsent(this.keys.absenceAnnounced, this.keys.prefix, String(nowMs));
  }

  /** Locked lobbies whose closing time is at or before `nowMs`. */
  dueToClose(nowMs: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.keys.closing, '-inf', nowMs, 'LIMIT', 0, limit);
  }

  /**
   * Counts a chat message of `steamId` at `nowMs` unless `limit` were sent in the last
   * `windowMs`: `sent` with their lobby, its players and the sender's name; `not_in_lobby` (then
   * nothing is counted) or `rate_limited` otherwise. `unique` names the message in the window.
   */
  async chat(chat: { steamId: string; nowMs: number; windowMs: number; limit: number; unique: string }): Promise<ChatOutcome> {
    const reply = await this.redis.lobbyChat(
      this.keys.chat(chat.steamId),
      this.keys.prefix,
      chat.steamId,
      String(chat.nowMs),
      String(chat.windowMs),
      String(chat.limit),
      chat.unique,
    );
    const outcome = String(reply[0]);
    if (outcome === 'not_in_lobby' || outcome === 'rate_limited') return { outcome };
    const card = String(reply[2]);
    return {
      outcome: 'sent',
      lobbyId: String(reply[1]),
      players: (reply[3] as unknown[]).map(String),
      username: card ? cardOf(chat.steamId, card).username : chat.steamId,
    };
  }
}

function rangeField(value: number | null): string {
  return value === null ? '' : String(value);
}

function rangeOf(field: string | null | undefined): number | null {
  return field === null || field === undefined || field === '' ? null : Number(field);
}

function recordOf(hash: Record<string, string>, players: string[], cards: Record<string, string>): LobbyRecord | null {
  if (!hash.id) return null;
  const locked = hash.locked === '1';
  return {
    id: hash.id,
    region: hash.region as LobbyRegion,
    mmrMin: rangeOf(hash.mmr_min),
    mmrMax: rangeOf(hash.mmr_max),
    hostId: hash.host,
    createdAt: hash.created_at,
    locked,
    lockedAt: locked ? hash.locked_at : null,
    closesAt: locked ? hash.closes_at : null,
    password: locked ? hash.password : null,
    players,
    cards: new Map(Object.entries(cards).map(([steamId, json]) => [steamId, cardOf(steamId, json)])),
  };
}

/** A stored card; one that does not parse shows the Steam id (the service writes them, so only a hand edit gets here). */
function cardOf(steamId: string, json: string): PlayerCard {
  try {
    return JSON.parse(json) as PlayerCard;
  } catch {
    return { username: steamId, avatar: null, ladder_mmr: 0 };
  }
}
