import { randomBytes } from 'node:crypto';
import type { LobbyRegion } from '@arena/contract';
import { LOBBY_SHARD_NUMBERS, type LobbyKeys } from './keys';
import { cardOf, type LobbyRecord, lobbyOfMember, memberValue, type PlayerCard, rangeField, rangeOf, recordOf } from './lobby-record';
import { LobbyPresence } from './presence';
import type { LobbyRedis } from './redis-client';
import { registerLobbyCommands } from './scripts';

export type { LobbyRecord, PlayerCard } from './lobby-record';

/** How long a fenced claim is remembered, ms: far longer than a request that still carries it can take. */
const FENCE_TTL_MS = 600_000;

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
 * The lobbies' state in Redis (a single server or a cluster): reads, and changes through the
 * scripts of `scripts.ts`, each within one slot. Times come in as epoch ms from the caller's
 * clock (the instances' clocks are taken to agree within a second or so). Redis errors are
 * thrown as they come.
 *
 * A player is in at most one lobby, and a lobby's keys and a player's are in different slots, so
 * a seat is taken in two steps: a claim on the player's member key (`SET NX`, the value names the
 * lobby and a random claim id), then the seat in the lobby's script. A claim whose seat was
 * refused is released. A claim left behind (an instance died, or Redis failed, between the two
 * steps) is settled by the next request that meets it: the lobby's script either finds the
 * player seated (the claim stands) or fences the claim id, so that its seat can never be taken
 * later, and the claim is released. Every step checks what it undoes (a release deletes only the
 * claim it saw), and a step sent twice (a lost reply) answers as the first time.
 */
export class LobbyStore {
  /** The players' presence marks (who has a live socket on which instance). */
  readonly presence: LobbyPresence;

  constructor(
    private readonly redis: LobbyRedis,
    private readonly keys: LobbyKeys,
  ) {
    registerLobbyCommands(redis);
    this.presence = new LobbyPresence(redis, keys);
  }

  /**
   * Makes lobby `lobbyId` hosted by `steamId`, unless they are in a lobby already
   * (`already_in_lobby`; also when another request of theirs takes a seat at the same moment).
   */
  async create(lobby: {
    lobbyId: string;
    steamId: string;
    region: LobbyRegion;
    mmrMin: number | null;
    mmrMax: number | null;
    card: PlayerCard;
    nowMs: number;
  }): Promise<CreateOutcome> {
    const { keys } = this;
    const { lobbyId, steamId } = lobby;
    const claim = await this.claim(steamId, lobbyId);
    if (!claim) return 'already_in_lobby';
    const reply = await this.redis.lobbyCreate(
      ...this.lobbyAnd(lobbyId, keys.fenced(lobbyId), keys.all(keys.shardOf(lobbyId))),
      lobbyId,
      steamId,
      claim,
      lobby.region,
      rangeField(lobby.mmrMin),
      rangeField(lobby.mmrMax),
      new Date(lobby.nowMs).toISOString(),
      String(lobby.nowMs),
      JSON.stringify(lobby.card),
    );
    const outcome = String(reply[0]);
    if (outcome === 'created') return 'created';
    await this.release(steamId, claim);
    return outcome === 'fenced' ? 'already_in_lobby' : 'id_taken';
  }

  /**
   * Seats `steamId` in `lobbyId`, locking it with `password` when this seat fills it (`size`
   * seats); it then closes at `closesMs`. Checks, in the lobby's script: it exists, has a free seat
   * and is not locked; the claim first makes sure the player is in no lobby. The rating is
   * checked by the caller.
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
    const { keys } = this;
    const { lobbyId, steamId } = join;
    const claim = await this.claim(steamId, lobbyId);
    if (!claim) return { outcome: 'already_in_lobby' };
    const reply = await this.redis.lobbySeat(
      ...this.lobbyAnd(lobbyId, keys.fenced(lobbyId), keys.closing(keys.shardOf(lobbyId))),
      lobbyId,
      steamId,
      claim,
      JSON.stringify(join.card),
      String(join.size),
      join.password,
      new Date(join.nowMs).toISOString(),
      new Date(join.closesMs).toISOString(),
      String(join.closesMs),
    );
    const outcome = String(reply[0]);
    if (outcome === 'joined' || outcome === 'locked') return { outcome, players: Number(reply[1]) };
    await this.release(steamId, claim);
    if (outcome === 'fenced') return { outcome: 'already_in_lobby' };
    return { outcome: outcome as 'lobby_doesnt_exist' | 'lobby_full' | 'lobby_locked' };
  }

  /**
   * Takes `steamId` out of their lobby: the first remaining player hosts if they hosted; the
   * lobby is deleted when nobody remains; a locked lobby keeps them. Mode `absent` (the grace
   * period is over) does nothing to a player who has a live socket again, and forgets when they
   * were last seen otherwise.
   */
  async leave(steamId: string, mode: 'left' | 'absent', nowMs: number): Promise<LeaveOutcome> {
    const { keys } = this;
    if (mode === 'absent' && (await this.presence.checkAbsent(steamId, nowMs)) === 'present') return { outcome: 'present' };
    const claim = await this.redis.get(keys.member(steamId));
    const lobbyId = lobbyOfMember(claim);
    if (!claim || !lobbyId) return { outcome: 'not_in_lobby' };
    const shard = keys.shardOf(lobbyId);
    const reply = await this.redis.lobbyUnseat(...this.lobbyAnd(lobbyId, keys.all(shard), keys.closing(shard)), lobbyId, steamId);
    const outcome = String(reply[0]);
    switch (outcome) {
      case 'left':
        await this.release(steamId, claim);
        return { outcome, lobbyId, remaining: Number(reply[1]), newHost: typeof reply[2] === 'string' ? reply[2] : null };
      case 'deleted':
        await this.release(steamId, claim);
        return { outcome, lobbyId };
      case 'lobby_locked':
        return { outcome, lobbyId };
      default:
        // a claim whose seat is not (or not yet) taken: settled, so it never takes one
        await this.settle(steamId, claim);
        return { outcome: 'not_in_lobby' };
    }
  }

  /** Closes a locked lobby whose time is up (at `nowMs`), freeing its players; `not_due` before, `gone` when it no longer exists. */
  async close(lobbyId: string, nowMs: number): Promise<CloseOutcome> {
    const { keys } = this;
    const shard = keys.shardOf(lobbyId);
    const reply = await this.redis.lobbyClose(...this.lobbyAnd(lobbyId, keys.all(shard), keys.closing(shard)), lobbyId, String(nowMs));
    const outcome = String(reply[0]);
    if (outcome !== 'closed') return { outcome: outcome as 'not_due' | 'gone' };
    const players = reply.slice(1).map(String);
    // the lobby is gone; a member key still naming it is stale whenever this step is cut short
    await Promise.all(players.map((steamId) => this.redis.lobbyRelease(keys.member(steamId), 'lobby', lobbyId)));
    return { outcome, players };
  }

  /**
   * Whether `steamId` is in a lobby (seated: a claim left behind is settled here), and the range
   * of `lobbyId` when it exists: what a join is checked against before its seat is claimed.
   */
  async joinCheck(
    steamId: string,
    lobbyId: string,
  ): Promise<{ inLobby: boolean; range: { mmrMin: number | null; mmrMax: number | null } | null }> {
    const [inLobby, [id, min, max]] = await Promise.all([
      this.seatedIn(steamId),
      this.redis.hmget(this.keys.lobby(lobbyId), 'id', 'mmr_min', 'mmr_max'),
    ]);
    return { inLobby: inLobby !== null, range: id === null ? null : { mmrMin: rangeOf(min), mmrMax: rangeOf(max) } };
  }

  /** The lobby `steamId` is seated in, or null; a claim left behind by a request that never finished is settled. */
  async seatedIn(steamId: string): Promise<string | null> {
    const claim = await this.redis.get(this.keys.member(steamId));
    if (!claim) return null;
    return (await this.settle(steamId, claim)) ? null : lobbyOfMember(claim);
  }

  /** The id of the lobby `steamId` is in or taking a seat in, or null (a read: nothing is settled). */
  async lobbyOf(steamId: string): Promise<string | null> {
    return lobbyOfMember(await this.redis.get(this.keys.member(steamId)));
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

  /** Up to `limit` lobbies, the newest first: the newest of every shard's index, merged, then read at once. */
  async list(limit: number): Promise<LobbyRecord[]> {
    const { keys, redis } = this;
    const indexes = await Promise.all(LOBBY_SHARD_NUMBERS.map((shard) => redis.zrevrange(keys.all(shard), 0, limit - 1, 'WITHSCORES')));
    const newest = indexes
      .flatMap((pairs) => Array.from({ length: pairs.length / 2 }, (_, i) => ({ id: pairs[2 * i], created: Number(pairs[2 * i + 1]) })))
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
    const records = await Promise.all(
      newest.map(async ({ id }) => {
        const [hash, players, cards] = await Promise.all([
          redis.hgetall(keys.lobby(id)),
          redis.lrange(keys.players(id), 0, -1),
          redis.hgetall(keys.cards(id)),
        ]);
        return recordOf(hash, players, cards);
      }),
    );
    // a lobby deleted between the index and the read is simply not listed
    return records.filter((record): record is LobbyRecord => record !== null);
  }

  /** Locked lobbies whose closing time is at or before `nowMs`, up to `limit` from each shard. */
  async dueToClose(nowMs: number, limit: number): Promise<string[]> {
    const due = await Promise.all(
      LOBBY_SHARD_NUMBERS.map((shard) => this.redis.zrangebyscore(this.keys.closing(shard), '-inf', nowMs, 'LIMIT', 0, limit)),
    );
    return due.flat();
  }

  /**
   * Counts a chat message of `steamId` at `nowMs` unless `limit` were sent in the last
   * `windowMs`: `sent` with their lobby, its players and the sender's name; `not_in_lobby` (then
   * nothing is counted, unless a claim of theirs is still being settled) or `rate_limited` otherwise.
   * `unique` names the message in the window.
   */
  async chat(chat: { steamId: string; nowMs: number; windowMs: number; limit: number; unique: string }): Promise<ChatOutcome> {
    const { keys } = this;
    const { steamId } = chat;
    const counted = await this.redis.lobbyChatCount(
      keys.member(steamId),
      keys.chat(steamId),
      String(chat.nowMs),
      String(chat.windowMs),
      String(chat.limit),
      chat.unique,
    );
    const outcome = String(counted[0]);
    if (outcome === 'not_in_lobby' || outcome === 'rate_limited') return { outcome };
    const lobbyId = lobbyOfMember(String(counted[1]))!;
    const [players, card] = await Promise.all([
      this.redis.lrange(keys.players(lobbyId), 0, -1),
      this.redis.hget(keys.cards(lobbyId), steamId),
    ]);
    if (!players.includes(steamId)) return { outcome: 'not_in_lobby' };
    return { outcome: 'sent', lobbyId, players, username: card ? cardOf(steamId, card).username : steamId };
  }

  /** The keys of a lobby's scripts: its hash, players and cards, then `more` (its fence set, its shard's indexes). */
  private lobbyAnd(lobbyId: string, ...more: string[]): string[] {
    return [this.keys.lobby(lobbyId), this.keys.players(lobbyId), this.keys.cards(lobbyId), ...more];
  }

  /**
   * Claims a seat of `lobbyId` for `steamId` on their member key: the claim (to pass to the seat's
   * script and to `release`), or null when they are seated in a lobby (or another request of
   * theirs holds a claim it takes a seat with meanwhile). A claim left behind is settled first.
   */
  private async claim(steamId: string, lobbyId: string): Promise<string | null> {
    const claim = memberValue(lobbyId, randomBytes(9).toString('base64url'));
    const member = this.keys.member(steamId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await this.redis.set(member, claim, 'NX', 'GET');
      // null: set now; the claim itself: set by this call sent twice (its first reply was lost)
      if (found === null || found === claim) return claim;
      if (!(await this.settle(steamId, found))) return null;
    }
    return null;
  }

  /**
   * Settles the claim `claim` found on `steamId`'s member key: false when it holds a seat (it
   * stands); otherwise it is fenced in its lobby (its seat can never be taken) and released: true.
   */
  private async settle(steamId: string, claim: string): Promise<boolean> {
    const lobbyId = lobbyOfMember(claim)!;
    const [outcome] = await this.redis.lobbyFence(
      this.keys.players(lobbyId),
      this.keys.fenced(lobbyId),
      steamId,
      claim,
      String(FENCE_TTL_MS),
    );
    if (outcome === 'seated') return false;
    await this.release(steamId, claim);
    return true;
  }

  /** Deletes `steamId`'s member key while it still holds `claim`. */
  private async release(steamId: string, claim: string): Promise<void> {
    await this.redis.lobbyRelease(this.keys.member(steamId), 'claim', claim);
  }
}
