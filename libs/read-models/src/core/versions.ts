import type Redis from 'ioredis';
import { currentVersionKey, rebuildLockKey, versionChannel, VersionKeys, versionKeys } from './keys';

/**
 * Which read-model version is live. The projector creates the first version; a rebuild
 * switches to a new one and announces it on a pub/sub channel.
 */

export const FIRST_VERSION = 'v1';

/**
 * The live version, creating `v1` when there is none yet (and telling every reader, as a switch
 * does). Creating the pointer does not create the version's checkpoint: only the projector does
 * that (`initCheckpoint`), so a reader recreating the pointer after a flush does not make lost
 * read models look intact.
 */
export async function ensureCurrentVersion(redis: Redis, namespace: string): Promise<string> {
  if ((await redis.set(currentVersionKey(namespace), FIRST_VERSION, 'NX')) === 'OK') {
    await redis.publish(versionChannel(namespace), FIRST_VERSION);
  }
  return (await redis.get(currentVersionKey(namespace)))!;
}

/**
 * Writes a new version's checkpoint ("0") unless it has one: the mark that the version exists
 * (see `VersionKeys.checkpoint`). Done by whoever creates the version's read models.
 */
export async function initCheckpoint(redis: Redis, keys: VersionKeys): Promise<void> {
  await redis.set(keys.checkpoint, 0, 'NX');
}

/**
 * Whether the read models can be served: `ok` when the live version's pointer and checkpoint
 * exist; otherwise `rebuilding` while a process holds the rebuild lock, `missing` when none does
 * (their keys were lost and nobody is rebuilding them yet).
 */
export type ReadModelStatus = 'ok' | 'missing' | 'rebuilding';

/**
 * The read models' status in Redis (two round trips of O(1) commands, cheap enough for every
 * `/healthz`), and the live version's name (null when the pointer is missing).
 */
export async function readModelStatus(redis: Redis, namespace: string): Promise<{ status: ReadModelStatus; version: string | null }> {
  const [version, lock] = await redis.mget(currentVersionKey(namespace), rebuildLockKey(namespace));
  if (version !== null && (await redis.exists(versionKeys(namespace, version).checkpoint)) === 1) return { status: 'ok', version };
  return { status: lock === null ? 'missing' : 'rebuilding', version };
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

  /**
   * The read models' status (see `readModelStatus`). Follows the live version as read, so once
   * this says `ok`, queries read that version even if its switch message has not arrived yet.
   */
  async status(): Promise<ReadModelStatus> {
    const { status, version } = await readModelStatus(this.redis, this.namespace);
    if (version) this.use(version);
    return status;
  }

  /** Stops following: ends the refresh timer and the pub/sub connection. */
  close(): Promise<void> {
    clearInterval(this.timer);
    this.subscriber.disconnect();
    return Promise.resolve();
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
