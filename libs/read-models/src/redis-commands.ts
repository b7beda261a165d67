import type Redis from 'ioredis';
import type { Result } from 'ioredis';

/**
 * Redis scripts the read models need beyond plain commands. Registered on a client with
 * `registerReadModelCommands`; they then work inside pipelines and MULTI too.
 */
declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Sets a hash field to a number only when it is larger than the stored one. */
    hsetmax(key: string, field: string, value: number): Result<number, Context>;
  }
}

export function registerReadModelCommands(redis: Redis): void {
  redis.defineCommand('hsetmax', {
    numberOfKeys: 1,
    lua: `local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]))
if current == nil or tonumber(ARGV[2]) > current then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
  return 1
end
return 0`,
  });
}
