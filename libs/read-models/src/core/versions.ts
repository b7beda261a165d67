import type Redis from 'ioredis';
import { currentVersionKey, versionChannel, VersionKeys } from './keys';

/**
 * Which read-model version is live. The projector creates the first version; a rebuild
 * switches to a new one and announces it on a pub/sub channel.
 */

export const FIRST_VERSION = 'v1';

/** The live version, creating `v1` when there is none yet. */
export async function ensureCurrentVersion(redis: Redis, namespace: string): Promise<string> {
  await redis.set(currentVersionKey(namespace), FIRST_VERSION, 'NX');
  return (await redis.get(currentVersionKey(namespace)))!;
}

/** Makes `version` the live one and tells every reader. */
export async function switchVersion(redis: Redis, namespace: string, version: string): Promise<void> {
  await redis.set(currentVersionKey(namespace), version);
  await redis.publish(versionChannel(namespace), version);
}

/** The keys of a version, from its namespace and name: `readModelKeys` for the whole read side. */
export type KeysOfVersion<K extends VersionKeys> = (namespace: string, version: string) => K;

/**
 * The read side's view of the live version, kept in memory so a query costs no extra round
 * trip. It follows switches through pub/sub, and re-reads the pointer every few seconds in case
 * a message was missed while the subscriber reconnected. `K` is the keys of a version (the
 * package's `LiveReadModels` is this with every feature's keys).
 */
export class LiveVersion<K extends VersionKeys> {
  private current: K;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly namespace: string,
    private readonly keysOf: KeysOfVersion<K>,
    version: string,
  ) {
    this.current = keysOf(namespace, version);
    this.timer = setInterval(() => void this.refresh(), 5000);
    this.timer.unref();
  }

  /**
   * Starts following the live version of `namespace` (creating `v1` when there is none);
   * `redis` is duplicated for the subscription.
   */
  static async open<K extends VersionKeys>(redis: Redis, namespace: string, keysOf: KeysOfVersion<K>): Promise<LiveVersion<K>> {
    const subscriber = redis.duplicate();
    const live = new LiveVersion(redis, subscriber, namespace, keysOf, await ensureCurrentVersion(redis, namespace));
    subscriber.on('message', (_channel, version: string) => live.use(version));
    await subscriber.subscribe(versionChannel(namespace));
    return live;
  }

  /** The keys of the live version as last heard of. */
  get keys(): K {
    return this.current;
  }

  /** Stops following: ends the refresh timer and the pub/sub connection. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.subscriber.disconnect();
  }

  private use(version: string) {
    if (`${this.namespace}:${version}:` !== this.current.prefix) this.current = this.keysOf(this.namespace, version);
  }

  private async refresh() {
    const version = await this.redis.get(currentVersionKey(this.namespace)).catch(() => null);
    if (version) this.use(version);
  }
}

/** Deletes every key that starts with `prefix` (an old version, or a test's namespace). */
export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (found.length) await redis.unlink(...found);
    cursor = next;
  } while (cursor !== '0');
}
