import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/**
 * The Lua scripts that change lobbies. Every change of a lobby is one script, so Redis runs it
 * alone: two instances racing for the last seat, or a join racing the lock, are serialised and
 * a lobby never holds more than its size. The scripts build keys from the `prefix` argument the
 * way `lobbyKeys` does (a lobby's players are only known inside the script), which suits a
 * single Redis server, as the rest of the read side uses (not Redis Cluster).
 *
 * Replies are arrays whose first element is the outcome; the wrappers in `lobby-store.ts` type them.
 */
declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** ARGV: prefix, lobbyId, steamId, region, mmrMin, mmrMax, createdAt, createdMs, card → ['created'] | ['already_in_lobby'] | ['id_taken']. */
    lobbyCreate(...args: string[]): Result<unknown[], Context>;
    /**
     * ARGV: prefix, lobbyId, steamId, card, size, password, lockedAt, closesAt, closesMs →
     * ['joined', players] | ['locked', players] | [error code].
     */
    lobbyJoin(...args: string[]): Result<unknown[], Context>;
    /**
     * ARGV: prefix, steamId, mode ('left' | 'absent'), nowMs → ['left', lobbyId, remaining, newHost?] |
     * ['deleted', lobbyId, 0] | ['lobby_locked', lobbyId] | ['not_in_lobby'] | ['present'] (absent mode only).
     */
    lobbyLeave(...args: string[]): Result<unknown[], Context>;
    /** ARGV: prefix, lobbyId, nowMs → ['closed', ...players] | ['not_due'] | ['gone']. */
    lobbyClose(...args: string[]): Result<unknown[], Context>;
    /**
     * KEYS: the sender's chat key; ARGV: prefix, steamId, nowMs, windowMs, limit, unique member →
     * ['sent', lobbyId, the sender's card ('' when missing), [players...]] | ['not_in_lobby'] | ['rate_limited'].
     */
    lobbyChat(chatKey: string, ...args: string[]): Result<unknown[], Context>;
    /**
     * KEYS: the absence mark; ARGV: prefix, nowMs → the players in a lobby whose presence ended (on
     * every instance) since the last call, on any instance; each such moment is taken by one call only.
     */
    lobbyTakeAbsent(markKey: string, ...args: string[]): Result<string[], Context>;
    /** ARGV: prefix, instanceId, untilMs, ttlMs, steamId... → the number of players marked. */
    lobbyMarkPresent(...args: string[]): Result<number, Context>;
  }
}

const CREATE = `
local p, id, sid = ARGV[1], ARGV[2], ARGV[3]
local member = p .. 'member:' .. sid
if redis.call('EXISTS', member) == 1 then return {'already_in_lobby'} end
local lobby = p .. 'l:' .. id
if redis.call('EXISTS', lobby) == 1 then return {'id_taken'} end
redis.call('HSET', lobby, 'id', id, 'region', ARGV[4], 'mmr_min', ARGV[5], 'mmr_max', ARGV[6], 'host', sid, 'created_at', ARGV[7], 'locked', '0')
redis.call('RPUSH', lobby .. ':players', sid)
redis.call('HSET', lobby .. ':cards', sid, ARGV[9])
redis.call('SET', member, id)
redis.call('ZADD', p .. 'all', ARGV[8], id)
return {'created'}`;

// The lock is decided here, with the seat that fills the lobby: no join can slip in between.
const JOIN = `
local p, id, sid = ARGV[1], ARGV[2], ARGV[3]
local size = tonumber(ARGV[5])
local member = p .. 'member:' .. sid
if redis.call('EXISTS', member) == 1 then return {'already_in_lobby'} end
local lobby = p .. 'l:' .. id
if redis.call('EXISTS', lobby) == 0 then return {'lobby_doesnt_exist'} end
local players = lobby .. ':players'
local count = redis.call('LLEN', players)
if count >= size then return {'lobby_full'} end
if redis.call('HGET', lobby, 'locked') == '1' then return {'lobby_locked'} end
redis.call('RPUSH', players, sid)
redis.call('HSET', lobby .. ':cards', sid, ARGV[4])
redis.call('SET', member, id)
count = count + 1
if count == size then
  redis.call('HSET', lobby, 'locked', '1', 'password', ARGV[6], 'locked_at', ARGV[7], 'closes_at', ARGV[8], 'closes_ms', ARGV[9])
  redis.call('ZADD', p .. 'closing', ARGV[9], id)
  return {'locked', count}
end
return {'joined', count}`;

// 'absent': the sweeper removes a player whose sockets are gone; the presence check is in the
// same script, so a player who reconnects meanwhile keeps their seat.
const LEAVE = `
local p, sid, mode = ARGV[1], ARGV[2], ARGV[3]
if mode == 'absent' then
  local now = tonumber(ARGV[4])
  for _, expiry in ipairs(redis.call('HVALS', p .. 'presence:' .. sid)) do
    if tonumber(expiry) > now then return {'present'} end
  end
  redis.call('ZREM', p .. 'seen', sid)
end
local member = p .. 'member:' .. sid
local id = redis.call('GET', member)
if not id then return {'not_in_lobby'} end
local lobby = p .. 'l:' .. id
if redis.call('HGET', lobby, 'locked') == '1' then return {'lobby_locked', id} end
local players = lobby .. ':players'
redis.call('LREM', players, 0, sid)
redis.call('HDEL', lobby .. ':cards', sid)
redis.call('DEL', member)
local remaining = redis.call('LLEN', players)
if remaining == 0 then
  redis.call('DEL', lobby, players, lobby .. ':cards')
  redis.call('ZREM', p .. 'all', id)
  redis.call('ZREM', p .. 'closing', id)
  return {'deleted', id, 0}
end
if redis.call('HGET', lobby, 'host') == sid then
  local host = redis.call('LINDEX', players, 0)
  redis.call('HSET', lobby, 'host', host)
  return {'left', id, remaining, host}
end
return {'left', id, remaining}`;

const CLOSE = `
local p, id = ARGV[1], ARGV[2]
local lobby = p .. 'l:' .. id
local closes = tonumber(redis.call('HGET', lobby, 'closes_ms'))
if not closes then
  redis.call('ZREM', p .. 'closing', id)
  return {'gone'}
end
if closes > tonumber(ARGV[3]) then return {'not_due'} end
local players = redis.call('LRANGE', lobby .. ':players', 0, -1)
local reply = {'closed'}
for _, sid in ipairs(players) do
  local member = p .. 'member:' .. sid
  if redis.call('GET', member) == id then redis.call('DEL', member) end
  reply[#reply + 1] = sid
end
redis.call('DEL', lobby, lobby .. ':players', lobby .. ':cards')
redis.call('ZREM', p .. 'all', id)
redis.call('ZREM', p .. 'closing', id)
return reply`;

// One round trip for a chat message: the sender's lobby, the rate limit (a sliding window: the
// messages of the last windowMs count, wherever the player sent them from) and who hears it.
const CHAT = `
local p, sid = ARGV[1], ARGV[2]
local id = redis.call('GET', p .. 'member:' .. sid)
if not id then return {'not_in_lobby'} end
local players = redis.call('LRANGE', p .. 'l:' .. id .. ':players', 0, -1)
if #players == 0 then return {'not_in_lobby'} end
local key = KEYS[1]
local now, window = tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= tonumber(ARGV[5]) then return {'rate_limited'} end
redis.call('ZADD', key, now, ARGV[6])
redis.call('PEXPIRE', key, window)
local card = redis.call('HGET', p .. 'l:' .. id .. ':cards', sid)
return {'sent', id, card or '', players}`;

// One call for a batch of players instead of three commands each: building thousands of
// commands was most of an instance's work when it refreshed its players' presence.
const MARK_PRESENT = `
local p, instance, untilMs, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
for i = 5, #ARGV do
  local key = p .. 'presence:' .. ARGV[i]
  redis.call('HSET', key, instance, untilMs)
  redis.call('PEXPIRE', key, ttl)
  redis.call('ZADD', p .. 'seen', 'GT', untilMs, ARGV[i])
end
return #ARGV - 4`;

// A player's presence ends when their last socket closes (the score is then that moment) or when
// an instance that held it stops refreshing it (a crash: the score is when its mark ran out).
// Scores up to now that were not announced yet are taken here, once, whichever instance sweeps.
const TAKE_ABSENT = `
local p, now = ARGV[1], tonumber(ARGV[2])
local mark = KEYS[1]
-- none yet (a new deployment): every presence that ended so far is taken
local last = tonumber(redis.call('GET', mark)) or 0
if now <= last then return {} end
redis.call('SET', mark, now)
local absent = {}
for _, sid in ipairs(redis.call('ZRANGEBYSCORE', p .. 'seen', '(' .. last, now)) do
  if redis.call('EXISTS', p .. 'member:' .. sid) == 1 then
    local present = false
    for _, expiry in ipairs(redis.call('HVALS', p .. 'presence:' .. sid)) do
      if tonumber(expiry) > now then present = true end
    end
    if not present then absent[#absent + 1] = sid end
  end
end
return absent`;

/** Defines the lobby scripts on a client (EVALSHA, loaded on first use). */
export function registerLobbyCommands(redis: Redis): void {
  redis.defineCommand('lobbyCreate', { numberOfKeys: 0, lua: CREATE });
  redis.defineCommand('lobbyJoin', { numberOfKeys: 0, lua: JOIN });
  redis.defineCommand('lobbyLeave', { numberOfKeys: 0, lua: LEAVE });
  redis.defineCommand('lobbyClose', { numberOfKeys: 0, lua: CLOSE });
  redis.defineCommand('lobbyChat', { numberOfKeys: 1, lua: CHAT });
  redis.defineCommand('lobbyTakeAbsent', { numberOfKeys: 1, lua: TAKE_ABSENT });
  redis.defineCommand('lobbyMarkPresent', { numberOfKeys: 0, lua: MARK_PRESENT });
}
