import { LOBBY_SHARD_NUMBERS, type LobbyKeys } from './keys';
import type { LobbyRedis } from './redis-client';

/** Players whose presence one script call refreshes. */
const PRESENCE_BATCH = 500;

/**
 * Which players have a live socket, on which instance: a presence hash per player (instance ->
 * until when) and, per shard, the players seen and until when (the grace period counts from it).
 * A player's keys and their shard's `seen` set share a slot, so each call works within one slot
 * and calls about many players are made per shard, at once. The scripts are those of
 * `registerLobbyCommands` (defined by `LobbyStore`).
 */
export class LobbyPresence {
  constructor(
    private readonly redis: LobbyRedis,
    private readonly keys: LobbyKeys,
  ) {}

  /** Which of `steamIds` have a live socket on some instance at `nowMs`. */
  async ready(steamIds: readonly string[], nowMs: number): Promise<Set<string>> {
    const marks = await Promise.all(steamIds.map((id) => this.redis.hvals(this.keys.presence(id))));
    return new Set(steamIds.filter((_, i) => marks[i].some((expiry) => Number(expiry) > nowMs)));
  }

  /**
   * Records that instance `instanceId` holds sockets of `steamIds` for `ttlMs` from `nowMs`
   * (refreshed before then while they stay): they are `ready`, and their grace period starts no
   * earlier than that.
   */
  async markPresent(instanceId: string, steamIds: readonly string[], nowMs: number, ttlMs: number): Promise<void> {
    const until = String(nowMs + ttlMs);
    // in batches, so that one script never holds a Redis node (and every chat message waiting on it) for long
    const calls: Promise<number>[] = [];
    for (const [shard, players] of this.byShard(steamIds)) {
      for (let start = 0; start < players.length; start += PRESENCE_BATCH) {
        const batch = players.slice(start, start + PRESENCE_BATCH);
        calls.push(
          this.redis.lobbyMarkPresent(
            String(batch.length + 1),
            this.keys.seen(shard),
            ...batch.map((id) => this.keys.presence(id)),
            instanceId,
            until,
            String(ttlMs),
            ...batch,
          ),
        );
      }
    }
    await Promise.all(calls);
  }

  /** Records that instance `instanceId` holds no socket of `steamIds` any more; their grace period counts from `nowMs`. */
  async markGone(instanceId: string, steamIds: readonly string[], nowMs: number): Promise<void> {
    const calls: Promise<number>[] = steamIds.map((id) => this.redis.hdel(this.keys.presence(id), instanceId));
    // not GT: the last socket is gone now; a socket on another instance keeps them present anyway
    for (const [shard, players] of this.byShard(steamIds))
      calls.push(this.redis.zadd(this.keys.seen(shard), ...players.flatMap((id) => [String(nowMs), id])));
    await Promise.all(calls);
  }

  /**
   * For the sweeper once a player's grace period is over: `present` when a socket of theirs is
   * live again (nothing changes), otherwise `absent`, and they are no longer among those seen.
   */
  async checkAbsent(steamId: string, nowMs: number): Promise<'present' | 'absent'> {
    const outcome = await this.redis.lobbyCheckAbsent(
      this.keys.presence(steamId),
      this.keys.seen(this.keys.shardOf(steamId)),
      steamId,
      String(nowMs),
    );
    return outcome === 'present' ? 'present' : 'absent';
  }

  /** Players last seen at or before `beforeMs`, up to `limit` from each shard: candidates for removal after the grace period. */
  async absentSince(beforeMs: number, limit: number): Promise<string[]> {
    const found = await Promise.all(
      LOBBY_SHARD_NUMBERS.map((shard) => this.redis.zrangebyscore(this.keys.seen(shard), '-inf', beforeMs, 'LIMIT', 0, limit)),
    );
    return found.flat();
  }

  /**
   * The players in a lobby whose presence ended (their last socket closed, or the instance holding
   * it died and its mark ran out) since any instance last asked, up to `nowMs`: they now show as
   * not `ready`. Each moment is taken by one caller only.
   */
  async takeNewlyAbsent(nowMs: number): Promise<string[]> {
    const { keys, redis } = this;
    const taken = await Promise.all(
      LOBBY_SHARD_NUMBERS.map((shard) => redis.lobbyTakeSeen(keys.absenceAnnounced(shard), keys.seen(shard), String(nowMs))),
    );
    const candidates = taken.flat();
    const [members, marks] = await Promise.all([
      Promise.all(candidates.map((id) => redis.exists(keys.member(id)))),
      Promise.all(candidates.map((id) => redis.hvals(keys.presence(id)))),
    ]);
    return candidates.filter((_, i) => members[i] === 1 && !marks[i].some((expiry) => Number(expiry) > nowMs));
  }

  /** `steamIds` grouped by shard. */
  private byShard(steamIds: readonly string[]): Map<number, string[]> {
    const shards = new Map<number, string[]>();
    for (const id of steamIds) {
      const shard = this.keys.shardOf(id);
      const players = shards.get(shard);
      if (players) players.push(id);
      else shards.set(shard, [id]);
    }
    return shards;
  }
}
