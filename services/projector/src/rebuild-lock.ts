import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { rebuildLockKey } from '@arena/read-models';

/**
 * How long the lock outlives a holder that stopped renewing it (killed, cut off), ms: short, so a
 * projector killed mid-rebuild holds up the next one for a few seconds only.
 */
export const REBUILD_LOCK_TTL_MS = 5_000;

/** The holder renews the lock every this share of its expiry (1.5 s of 5 s): three renewals may fail before it lapses. */
const RENEW_SHARE = 0.3;

/** Another process holds the rebuild lock of the namespace. */
export class RebuildUnderWayError extends Error {
  override readonly name = 'RebuildUnderWayError';
}

/** Sets the key's expiry only while it still holds this holder's token. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
/** Deletes the key only while it still holds this holder's token. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * The one-rebuild-at-a-time lock of a namespace (`{namespace}:rebuilding`): SET NX with an
 * expiry (`REBUILD_LOCK_TTL_MS`, 5 s), holding a random token, renewed every 30% of its expiry
 * (1.5 s) while held, so a holder that dies frees it within `ttlMs` and a live one keeps it
 * however long the rebuild takes. A flush
 * deletes it like any key: `held()` then answers false and the holder must not switch versions.
 * The lock talks to Redis on a connection of its own: on the caller's, a renewal would wait behind
 * whatever the caller has queued there (a rebuild's writes), and could reach Redis after the expiry
 * although it was sent in time.
 */
export class RebuildLock {
  private readonly timer: NodeJS.Timeout;
  private released = false;

  private constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly token: string,
    private readonly ttlMs: number,
  ) {
    this.timer = setInterval(() => void this.renew(), Math.max(1, Math.floor(ttlMs * RENEW_SHARE)));
    this.timer.unref();
  }

  /**
   * Takes the lock of `namespace` on `redis`; renews it on a connection of its own to the same server.
   * @param ttlMs expiry of the lock, ms (renewed while held).
   * @returns the lock, or null when another process holds it.
   */
  static async acquire(redis: Redis, namespace: string, ttlMs = REBUILD_LOCK_TTL_MS): Promise<RebuildLock | null> {
    const key = rebuildLockKey(namespace);
    const token = randomUUID();
    // taken on the caller's connection, at once; held on a connection of its own from then on
    const taken = await redis.set(key, token, 'PX', ttlMs, 'NX');
    return taken === 'OK' ? new RebuildLock(redis.duplicate(), key, token, ttlMs) : null;
  }

  /** Whether this holder still holds the lock (false once expired, taken over or flushed). */
  async held(): Promise<boolean> {
    return !this.released && (await this.redis.get(this.key)) === this.token;
  }

  /** Frees the lock if still held by this holder; stops renewing it either way. Idempotent. */
  async release(): Promise<void> {
    clearInterval(this.timer);
    if (this.released) return;
    this.released = true;
    try {
      await this.redis.eval(RELEASE, 1, this.key, this.token);
    } finally {
      this.redis.disconnect();
    }
  }

  private async renew(): Promise<void> {
    // a failed renewal (Redis away for a moment) is retried at the next tick; `held()` tells the truth
    await this.redis.eval(RENEW, 1, this.key, this.token, this.ttlMs).catch(() => undefined);
  }
}
