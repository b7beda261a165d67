import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { derivedDocumentCommands } from './derived';

/**
 * Redis scripts the read models need beyond plain commands. Registered on a client with
 * `registerReadModelCommands`; they then work inside pipelines and MULTI too.
 */
declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** For each field/value pair, sets the numeric field only when the value is larger than the stored one. */
    hsetmax(key: string, ...fieldValues: string[]): Result<number, Context>;
    /** For each field/increment pair, HINCRBY key field increment; replies the number of fields. */
    hincrbymany(key: string, ...fieldIncrements: string[]): Result<number, Context>;
    /**
     * For each field/score/value triple, sets the field to `{score} {value}` unless its stored
     * score (the text before the first space) is equal or higher; replies the number of fields set.
     */
    hsetbest(key: string, ...fieldScoreValues: string[]): Result<number, Context>;
  }
}

/**
 * Registers the read models' scripts on a client: `hsetmax`, `hincrbymany`, `hsetbest`, and each
 * derived document's script under its `derivedDocumentCommand` name (its first argument is the
 * number of keys, as EVAL's).
 */
export function registerReadModelCommands(redis: Redis): void {
  for (const [lua, name] of derivedDocumentCommands()) redis.defineCommand(name, { lua });
  redis.defineCommand('hsetmax', {
    numberOfKeys: 1,
    lua: `local changed = 0
for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]))
  if current == nil or tonumber(ARGV[i + 1]) > current then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
    changed = changed + 1
  end
end
return changed`,
  });
  redis.defineCommand('hincrbymany', {
    numberOfKeys: 1,
    lua: `for i = 1, #ARGV, 2 do
  redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1])
end
return #ARGV / 2`,
  });
  redis.defineCommand('hsetbest', {
    numberOfKeys: 1,
    lua: `local changed = 0
for i = 1, #ARGV, 3 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if not current or tonumber(ARGV[i + 1]) > tonumber(string.match(current, '^%S+')) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1] .. ' ' .. ARGV[i + 2])
    changed = changed + 1
  end
end
return changed`,
  });
}
