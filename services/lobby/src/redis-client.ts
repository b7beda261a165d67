import { Cluster, type Redis } from 'ioredis';
import { type HostPort, openRedis, type RedisSentinel } from '@arena/read-models';

/** The lobby state's Redis: the read models' single server, or a Redis Cluster. */
export type LobbyRedis = Redis | Cluster;

/**
 * A Redis Cluster client for the lobby state: sharded pub/sub (`SSUBSCRIBE` on the master of each
 * channel's slot, resubscribed when slots move: the slot map is read every second, so a
 * subscription left on a demoted master moves within about a second of a failover), each command retried on the new master through a
 * failover (MOVED, TRYAGAIN, CLUSTERDOWN) and failed after two reconnections of its node. Not
 * auto-pipelining: a pipeline of commands of several slots that all meet MOVED is failed rather
 * than redirected (ioredis retries a pipeline only when every error is the same), while commands
 * sent one by one are each redirected; sent at once, they still share the connection's writes.
 */
export function openLobbyCluster(nodes: readonly HostPort[]): Cluster {
  return new Cluster([...nodes], {
    shardedSubscribers: true,
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    retryDelayOnTryAgain: 100,
    // the slot map is read again every second: a client that sends nothing (the sharded
    // subscriber) learns of a failover no later, and moves its subscriptions to the new master
    slotsRefreshInterval: 1000,
    redisOptions: { maxRetriesPerRequest: 2 },
  });
}

/** The lobby service's Redis clients. */
export interface LobbyClients {
  /** The read models' server: profiles, socket tickets, the site's sessions. */
  redis: Redis;
  /** The lobby state's: `redis` itself, or a Redis Cluster. */
  lobbyRedis: LobbyRedis;
  /** Closes both at once. */
  disconnect: () => void;
  /** Closes both once their commands are answered. */
  quit: () => Promise<void>;
}

/**
 * The read models' client (`url`, or the primary `sentinel` names; commands fail after two
 * reconnections) and the lobby state's: a cluster client when `clusterNodes` are given, otherwise
 * the same client. `onError` hears their connection errors (they reconnect by themselves).
 */
export function openLobbyClients(
  url: string,
  sentinel: RedisSentinel | undefined,
  clusterNodes: readonly HostPort[] | undefined,
  onError: (error: Error, of: 'read models' | 'cluster') => void,
): LobbyClients {
  const redis = openRedis(url, sentinel, { maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => onError(error, 'read models'));
  const cluster = clusterNodes?.length ? openLobbyCluster(clusterNodes) : null;
  cluster?.on('error', (error: Error) => onError(error, 'cluster'));
  return {
    redis,
    lobbyRedis: cluster ?? redis,
    disconnect: () => {
      redis.disconnect();
      cluster?.disconnect();
    },
    quit: async () => {
      await redis.quit().catch(() => redis.disconnect());
      await cluster?.quit().catch(() => cluster.disconnect());
    },
  };
}

/** A new client to the same server or cluster, with the same options (for a subscriber). */
export function duplicateOf(redis: LobbyRedis): LobbyRedis {
  return redis instanceof Cluster ? redis.duplicate() : redis.duplicate();
}

/** The nodes whose keys a scan must cover: every master of a cluster, or the single server. */
function scanned(redis: LobbyRedis): Redis[] {
  return redis instanceof Cluster ? redis.nodes('master') : [redis];
}

/**
 * Every key starting with `prefix`, from every master (SCAN; for tests and tools, not for
 * requests: it reads each master's whole key space).
 */
export async function keysUnder(redis: LobbyRedis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (const node of scanned(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  return found;
}

/** Deletes every key starting with `prefix` on every master (see `keysUnder`). */
export async function deleteKeysUnderEverywhere(redis: LobbyRedis, prefix: string): Promise<void> {
  // one UNLINK per key: on a cluster the keys of one call must share a slot
  await Promise.all((await keysUnder(redis, prefix)).map((key) => redis.unlink(key)));
}
