import { Redis, type RedisOptions } from 'ioredis';
import { z } from 'zod';

/** A server's address. */
export interface HostPort {
  host: string;
  port: number;
}

/**
 * `host:port,host:port` (an IPv6 host in brackets) as addresses.
 * @throws Error naming the first entry that is not `host:port` with a port in 1..65535.
 */
export function parseHostPorts(list: string): HostPort[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):(\d{1,5})$/.exec(entry);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65535) throw new Error(`"${entry}" is not host:port`);
      return { host: match[1].replace(/^\[|\]$/g, ''), port };
    });
}

/** A comma list of `host:port` in an environment variable; empty (the default) for none. */
export const hostPortList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    try {
      return parseHostPorts(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `a comma list of host:port: ${(error as Error).message}` });
      return z.NEVER;
    }
  });

/**
 * Environment variables locating the read models: the Redis server (or the Sentinels that know
 * which server is the primary) and the key namespace.
 */
export const readModelEnv = z.object({
  /** The server; with REDIS_SENTINELS, only its password, database and TLS settings count. */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Sentinels to ask for the primary (`host:port,...`); empty: REDIS_URL is the server. */
  REDIS_SENTINELS: hostPortList,
  /** The name the Sentinels monitor the primary under. */
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only')
    .default('arena'),
  READ_MODEL_NAMESPACE: z
    .string()
    .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only')
    .default('arena'),
});

export type ReadModelEnv = z.infer<typeof readModelEnv>;

/** Sentinels and the name they know the read models' primary by. */
export interface RedisSentinel {
  sentinels: HostPort[];
  name: string;
}

/** The Sentinel setting of a parsed environment: undefined when REDIS_SENTINELS is empty. */
export function redisSentinelFrom(env: Pick<ReadModelEnv, 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME'>): RedisSentinel | undefined {
  return env.REDIS_SENTINELS.length ? { sentinels: env.REDIS_SENTINELS, name: env.REDIS_SENTINEL_NAME } : undefined;
}

/**
 * A connection to the read models' Redis: the server at `url`, or, with `sentinel`, the primary
 * its Sentinels name (the password, database and TLS settings still come from `url`). Through
 * Sentinel the client listens for the Sentinels' `+switch-master` and moves to the new primary as
 * soon as they announce it (the old one, still up after a forced failover, keeps taking writes
 * until Sentinel turns it into a replica, seconds later, and those writes are lost); a
 * connection that drops asks the Sentinels again. Commands sent meanwhile wait in the offline
 * queue, up to the retries that `options` allows.
 */
export function openRedis(url: string, sentinel: RedisSentinel | undefined, options: RedisOptions = {}): Redis {
  if (!sentinel) return new Redis(url, options);
  return new Redis(url, { ...options, sentinels: sentinel.sentinels, name: sentinel.name, role: 'master', failoverDetector: true });
}
