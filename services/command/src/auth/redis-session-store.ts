import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type Redis from 'ioredis';

/**
 * The `@fastify/session` store of the sessions (docs/architecture.md, "Identity and roles"): each session is
 * one JSON document in Redis under `{prefix}{sessionId}` that expires with its cookie.
 *
 * - `set` writes the document with `SET … EX {seconds}`, the seconds left until the cookie's
 *   `expires` (rounded up), or `fallbackTtlS` when the cookie has no expiry; a session whose
 *   cookie has already expired is deleted instead.
 * - `get` answers the parsed document, or null when there is none (expired, signed out, never
 *   saved); a document that is not JSON is an error.
 * - `destroy` deletes it.
 */
export class RedisSessionStore implements SessionStore {
  /**
   * @param redis the service's Redis client.
   * @param prefix the key prefix, e.g. `arena:sess:`.
   * @param fallbackTtlS how long a session without a cookie expiry lives, in seconds.
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly fallbackTtlS: number,
  ) {}

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    const key = this.prefix + sessionId;
    const ttlS = this.secondsLeft(session);
    const written = ttlS > 0 ? this.redis.set(key, JSON.stringify(session), 'EX', ttlS) : this.redis.del(key);
    written.then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.redis.get(this.prefix + sessionId).then(
      (document) => {
        let session: Session | null;
        try {
          session = document === null ? null : (JSON.parse(document) as Session);
        } catch (error) {
          callback(error);
          return;
        }
        callback(null, session);
      },
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.redis.del(this.prefix + sessionId).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  /** Seconds until the session's cookie expires (rounded up), or the fallback when it has no expiry. */
  private secondsLeft(session: Session): number {
    const expires = session.cookie?.expires;
    if (!expires) return this.fallbackTtlS;
    return Math.ceil((new Date(expires).getTime() - Date.now()) / 1000);
  }
}
