import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** How long the relay's lease outlives a holder that stopped renewing it, ms: a crashed relay is replaced within it. */
export const RELAY_LEASE_MS = 5_000;

/** The holder renews every this share of the lease (1.5 s of 5 s): two renewals may fail before it must stop. */
const RENEW_SHARE = 0.3;
/**
 * The holder stops publishing this share of the lease before Redis would let it lapse (4 s after
 * the last renewal was sent, of 5 s): room for clocks running at slightly different rates and for
 * Redis's expiry to fire late, never early.
 */
const SAFETY_SHARE = 0.2;

/** The relay's Redis keys in a namespace, per topic: its lease and its checkpoint (the last position the broker acknowledged). */
export function relayKeys(namespace: string, topic: string): { lease: string; checkpoint: string } {
  return { lease: `${namespace}:bus:relay:${topic}:lease`, checkpoint: `${namespace}:bus:relay:${topic}:checkpoint` };
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** Moves the checkpoint forward, only while the lease holds this holder's token. */
const WRITE_CHECKPOINT = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(redis.call('GET', KEYS[2]) or '0') < tonumber(ARGV[2]) then redis.call('SET', KEYS[2], ARGV[2]) end
return 1`;

/**
 * The lease that keeps one relay active per namespace and topic: `SET NX PX` of a random token,
 * renewed every `ttlMs * 0.3` by a compare-and-expire script. The holder counts its lease valid
 * until `ttlMs * 0.8` after the last renewal it sent, so it stops publishing before any other
 * relay can take the key over; a crashed holder's key lapses within `ttlMs`. The checkpoint is
 * written by a script that checks the token (`writeCheckpoint`): a relay that lost the lease, and
 * did not notice yet, cannot move it. Talks to Redis on a connection of its own (a renewal queued
 * behind other commands could arrive late).
 */
export class RelayLease {
  private readonly token = randomUUID();
  private validUntil = 0;
  private holding = false;

  constructor(
    private readonly redis: Redis,
    private readonly keys: { lease: string; checkpoint: string },
    readonly ttlMs = RELAY_LEASE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Time between two renewals, ms. */
  get renewEveryMs(): number {
    return Math.max(1, Math.floor(this.ttlMs * RENEW_SHARE));
  }

  /** Whether this holder may publish now: it holds the lease and its local validity has not run out. */
  get valid(): boolean {
    return this.holding && this.now() < this.validUntil;
  }

  /** How long this holder may still publish without a renewal, ms (0 when not valid). */
  get remainingMs(): number {
    return this.valid ? this.validUntil - this.now() : 0;
  }

  /**
   * Takes the lease when nobody holds it, or renews it when this holder does.
   * @returns whether this holder holds it now; false also when Redis did not answer (a holder then
   *   stays valid until its validity runs out, a crashed one's key lapses).
   */
  async hold(): Promise<boolean> {
    const sent = this.now();
    try {
      const held = this.holding
        ? (await this.redis.eval(RENEW, 1, this.keys.lease, this.token, this.ttlMs)) === 1
        : (await this.redis.set(this.keys.lease, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
      this.holding = held;
      if (held) this.validUntil = sent + Math.floor(this.ttlMs * (1 - SAFETY_SHARE));
      return held;
    } catch {
      return this.valid;
    }
  }

  /** The relay's checkpoint: the last position the broker acknowledged (0 when none). */
  async checkpoint(): Promise<number> {
    return Number((await this.redis.get(this.keys.checkpoint)) ?? 0);
  }

  /**
   * Moves the checkpoint to `position` (never backwards) if this holder still holds the lease in Redis.
   * @returns false when the lease is another's or gone: nothing written, this holder must stop.
   */
  async writeCheckpoint(position: number): Promise<boolean> {
    const written = (await this.redis.eval(WRITE_CHECKPOINT, 2, this.keys.lease, this.keys.checkpoint, this.token, position)) === 1;
    if (!written) this.holding = false;
    return written;
  }

  /** Gives the lease up if still held, so another relay takes over at once. Never rejects. */
  async release(): Promise<void> {
    const held = this.holding;
    this.holding = false;
    if (held) await this.redis.eval(RELEASE, 1, this.keys.lease, this.token).catch(() => undefined);
  }
}
