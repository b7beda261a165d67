import type { Result } from 'ioredis';
import type { LobbyRedis } from './redis-client';

/**
 * The Lua scripts that change lobbies. Each works in one slot: every key it touches is given in
 * KEYS (never built inside), all of one lobby's shard or all of one player's (see `lobbyKeys`), so
 * they run on Redis Cluster as on a single Redis. Redis runs a script alone: two instances racing
 * for the last seat, or a join racing the lock, are serialised and a lobby never holds more than
 * its size. What spans a player and a lobby (a player is in at most one lobby) is a claim on the
 * player's `member` key first, then the seat, with fencing for claims left behind (`LobbyStore`).
 *
 * Replies are arrays whose first element is the outcome; the wrappers in `lobby-store.ts` type them.
 */
declare module 'ioredis' {
  interface RedisCommander<Context> {
    /**
     * KEYS: lobby, players, cards, fenced, all; ARGV: lobbyId, steamId, claim, region, mmrMin, mmrMax,
     * createdAt, createdMs, card → ['created'] | ['id_taken'] | ['fenced'].
     */
    lobbyCreate(...args: string[]): Result<unknown[], Context>;
    /**
     * KEYS: lobby, players, cards, fenced, closing; ARGV: lobbyId, steamId, claim, card, size, password,
     * lockedAt, closesAt, closesMs → ['joined', players] | ['locked', players] | [error code] | ['fenced'].
     */
    lobbySeat(...args: string[]): Result<unknown[], Context>;
    /** KEYS: players, fenced; ARGV: steamId, claim, ttlMs → ['seated'] | ['fenced']. */
    lobbyFence(...args: string[]): Result<unknown[], Context>;
    /**
     * KEYS: lobby, players, cards, all, closing; ARGV: lobbyId, steamId → ['left', remaining, newHost?] |
     * ['deleted'] | ['lobby_locked'] | ['not_in_lobby'].
     */
    lobbyUnseat(...args: string[]): Result<unknown[], Context>;
    /** KEYS: lobby, players, cards, all, closing; ARGV: lobbyId, nowMs → ['closed', ...players] | ['not_due'] | ['gone']. */
    lobbyClose(...args: string[]): Result<unknown[], Context>;
    /** KEYS: member; ARGV: 'claim' | 'lobby', the claim or the lobby id it must hold → 1 when deleted, else 0. */
    lobbyRelease(...args: string[]): Result<number, Context>;
    /** KEYS: presence, seen; ARGV: steamId, nowMs → 'present' (a live socket somewhere) | 'absent' (and no longer seen). */
    lobbyCheckAbsent(...args: string[]): Result<string, Context>;
    /**
     * KEYS: member, chat; ARGV: nowMs, windowMs, limit, unique member → ['counted', member value] |
     * ['not_in_lobby'] | ['rate_limited'].
     */
    lobbyChatCount(...args: string[]): Result<unknown[], Context>;
    /**
     * KEYS: absence mark, seen; ARGV: nowMs → the shard's players whose `seen` time passed since
     * the last call, on any instance; each such moment is taken by one call only.
     */
    lobbyTakeSeen(...args: string[]): Result<string[], Context>;
    /** KEYS: seen, then one presence key per player; ARGV: instanceId, untilMs, ttlMs, then the players → how many were marked. */
    lobbyMarkPresent(...args: string[]): Result<number, Context>;
  }
}

// A retry of the same claim (the reply was lost, the client sent it again) finds its own lobby.
const CREATE = `
local lobby, players, cards, fenced, all = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local id, sid = ARGV[1], ARGV[2]
if redis.call('SISMEMBER', fenced, ARGV[3]) == 1 then return {'fenced'} end
if redis.call('EXISTS', lobby) == 1 then
  if redis.call('HGET', lobby, 'host') == sid and redis.call('LPOS', players, sid) then return {'created'} end
  return {'id_taken'}
end
redis.call('HSET', lobby, 'id', id, 'region', ARGV[4], 'mmr_min', ARGV[5], 'mmr_max', ARGV[6], 'host', sid, 'created_at', ARGV[7], 'locked', '0')
redis.call('RPUSH', players, sid)
redis.call('HSET', cards, sid, ARGV[9])
redis.call('ZADD', all, ARGV[8], id)
return {'created'}`;

// The lock is decided here, with the seat that fills the lobby: no join can slip in between.
const SEAT = `
local lobby, players, cards, fenced, closing = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local id, sid = ARGV[1], ARGV[2]
local size = tonumber(ARGV[5])
if redis.call('SISMEMBER', fenced, ARGV[3]) == 1 then return {'fenced'} end
if redis.call('EXISTS', lobby) == 0 then return {'lobby_doesnt_exist'} end
local count = redis.call('LLEN', players)
-- seated already: only this claim can have seated them (a retry); answer as the first time
if redis.call('LPOS', players, sid) then
  if redis.call('HGET', lobby, 'locked') == '1' then return {'locked', count} end
  return {'joined', count}
end
if count >= size then return {'lobby_full'} end
if redis.call('HGET', lobby, 'locked') == '1' then return {'lobby_locked'} end
redis.call('RPUSH', players, sid)
redis.call('HSET', cards, sid, ARGV[4])
count = count + 1
if count == size then
  redis.call('HSET', lobby, 'locked', '1', 'password', ARGV[6], 'locked_at', ARGV[7], 'closes_at', ARGV[8], 'closes_ms', ARGV[9])
  redis.call('ZADD', closing, ARGV[9], id)
  return {'locked', count}
end
return {'joined', count}`;

// Settles a claim found on a player's member key: seated (it stands), or never to be seated.
const FENCE = `
if redis.call('LPOS', KEYS[1], ARGV[1]) then return {'seated'} end
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {'fenced'}`;

const UNSEAT = `
local lobby, players, cards, all, closing = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local id, sid = ARGV[1], ARGV[2]
if not redis.call('LPOS', players, sid) then return {'not_in_lobby'} end
if redis.call('HGET', lobby, 'locked') == '1' then return {'lobby_locked'} end
redis.call('LREM', players, 0, sid)
redis.call('HDEL', cards, sid)
local remaining = redis.call('LLEN', players)
if remaining == 0 then
  redis.call('DEL', lobby, players, cards)
  redis.call('ZREM', all, id)
  redis.call('ZREM', closing, id)
  return {'deleted'}
end
if redis.call('HGET', lobby, 'host') == sid then
  local host = redis.call('LINDEX', players, 0)
  redis.call('HSET', lobby, 'host', host)
  return {'left', remaining, host}
end
return {'left', remaining}`;

const CLOSE = `
local lobby, players, cards, all, closing = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local id = ARGV[1]
local closes = tonumber(redis.call('HGET', lobby, 'closes_ms'))
if not closes then
  redis.call('ZREM', closing, id)
  return {'gone'}
end
if closes > tonumber(ARGV[2]) then return {'not_due'} end
local reply = {'closed'}
for _, sid in ipairs(redis.call('LRANGE', players, 0, -1)) do reply[#reply + 1] = sid end
redis.call('DEL', lobby, players, cards)
redis.call('ZREM', all, id)
redis.call('ZREM', closing, id)
return reply`;

// Deletes a member key only while it holds what the caller saw: another claim is never undone.
const RELEASE = `
local value = redis.call('GET', KEYS[1])
if not value then return 0 end
if ARGV[1] == 'claim' and value ~= ARGV[2] then return 0 end
if ARGV[1] == 'lobby' and string.sub(value, 1, #ARGV[2] + 1) ~= ARGV[2] .. ' ' then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

// The sweeper's check that a player's sockets are all gone, and the end of their grace period.
const CHECK_ABSENT = `
local now = tonumber(ARGV[2])
for _, expiry in ipairs(redis.call('HVALS', KEYS[1])) do
  if tonumber(expiry) > now then return 'present' end
end
redis.call('ZREM', KEYS[2], ARGV[1])
return 'absent'`;

// The rate limit is a sliding window: the messages of the last windowMs count, wherever sent from.
const CHAT_COUNT = `
local value = redis.call('GET', KEYS[1])
if not value then return {'not_in_lobby'} end
local key = KEYS[2]
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= tonumber(ARGV[3]) then return {'rate_limited'} end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {'counted', value}`;

// One call for a batch of players instead of three commands each: building thousands of
// commands was most of an instance's work when it refreshed its players' presence.
const MARK_PRESENT = `
local instance, untilMs, ttl = ARGV[1], ARGV[2], ARGV[3]
for i = 2, #KEYS do
  redis.call('HSET', KEYS[i], instance, untilMs)
  redis.call('PEXPIRE', KEYS[i], ttl)
  redis.call('ZADD', KEYS[1], 'GT', untilMs, ARGV[i + 2])
end
return #KEYS - 1`;

// A player's presence ends when their last socket closes (the score is then that moment) or when
// an instance that held it stops refreshing it (a crash: the score is when its mark ran out).
// Scores up to now that were not taken yet are taken here, once, whichever instance sweeps.
const TAKE_SEEN = `
local now = tonumber(ARGV[1])
-- none yet (a new deployment): every presence that ended so far is taken
local last = tonumber(redis.call('GET', KEYS[1])) or 0
if now <= last then return {} end
redis.call('SET', KEYS[1], now)
return redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. last, now)`;

const SCRIPTS: Array<[name: string, keys: number, lua: string]> = [
  ['lobbyCreate', 5, CREATE],
  ['lobbySeat', 5, SEAT],
  ['lobbyFence', 2, FENCE],
  ['lobbyUnseat', 5, UNSEAT],
  ['lobbyClose', 5, CLOSE],
  ['lobbyRelease', 1, RELEASE],
  ['lobbyCheckAbsent', 2, CHECK_ABSENT],
  ['lobbyChatCount', 2, CHAT_COUNT],
  ['lobbyTakeSeen', 2, TAKE_SEEN],
];

/** Defines the lobby scripts on a client (EVALSHA, loaded on each node on first use). */
export function registerLobbyCommands(redis: LobbyRedis): void {
  for (const [name, numberOfKeys, lua] of SCRIPTS) redis.defineCommand(name, { numberOfKeys, lua });
  // as many keys as the call gives: the first argument says how many
  redis.defineCommand('lobbyMarkPresent', { lua: MARK_PRESENT });
}
