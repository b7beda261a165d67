import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/**
 * Redis scripts the read models need beyond plain commands. Registered on a client with
 * `registerReadModelCommands`; they then work inside pipelines and MULTI too.
 */
declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** For each field/value pair, sets the numeric field only when the value is larger than the stored one. */
    hsetmax(key: string, ...fieldValues: string[]): Result<number, Context>;
  }
}

export function registerReadModelCommands(redis: Redis): void {
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
}
