import { RelayLease } from './relay-lease';

type LeaseRedis = ConstructorParameters<typeof RelayLease>[0];

/** The part of Redis the lease uses, in memory, with expiries on the test's clock. */
class FakeRedis {
  value: string | null = null;
  expiresAt = 0;
  down = false;
  constructor(private readonly clock: { now: number }) {}

  private current(): string | null {
    if (this.value !== null && this.clock.now >= this.expiresAt) this.value = null;
    return this.value;
  }

  set(_key: string, value: string, _px: 'PX', ttl: number, _nx: 'NX'): Promise<'OK' | null> {
    if (this.down) return Promise.reject(new Error('Connection is closed.'));
    if (this.current() !== null) return Promise.resolve(null);
    [this.value, this.expiresAt] = [value, this.clock.now + ttl];
    return Promise.resolve('OK');
  }

  eval(script: string, _keys: number, _lease: string, ...args: (string | number)[]): Promise<number> {
    if (this.down) return Promise.reject(new Error('Connection is closed.'));
    const held = this.current() === args[0];
    if (script.includes('PEXPIRE') && held) this.expiresAt = this.clock.now + Number(args[1]);
    return Promise.resolve(held ? 1 : 0);
  }
}

describe('RelayLease', () => {
  const keys = { lease: 'lease', checkpoint: 'checkpoint' };

  function leases() {
    const clock = { now: 0 };
    const redis = new FakeRedis(clock);
    const lease = (ttl: number) => new RelayLease(redis as unknown as LeaseRedis, keys, ttl, () => clock.now);
    return { clock, redis, lease };
  }

  it('is held by one holder at a time; another gets it only once it lapsed', async () => {
    const { clock, lease } = leases();
    const first = lease(1_000);
    const second = lease(1_000);
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    clock.now = 999;
    expect(await second.hold()).toBe(false);
    clock.now = 1_000;
    expect(await second.hold()).toBe(true);
    expect(await first.hold()).toBe(false);
    expect(first.valid).toBe(false);
  });

  it('stops counting itself valid before Redis would let another holder in, when renewals fail', async () => {
    const { clock, redis, lease } = leases();
    const holder = lease(1_000);
    const other = lease(1_000);
    clock.now = 100;
    expect(await holder.hold()).toBe(true);
    expect(holder.renewEveryMs).toBe(300);
    redis.down = true;
    clock.now = 400;
    // a failed renewal: still valid, until 80% of the lease after the last renewal sent
    expect(await holder.hold()).toBe(true);
    clock.now = 899;
    expect(holder.valid).toBe(true);
    expect(holder.remainingMs).toBe(1);
    clock.now = 900;
    expect(holder.valid).toBe(false);
    expect(holder.remainingMs).toBe(0);
    expect(await holder.hold()).toBe(false);
    redis.down = false;
    // the key lapses only at 1,100: the holder had stopped 200 ms before
    clock.now = 1_099;
    expect(await other.hold()).toBe(false);
    clock.now = 1_100;
    expect(await other.hold()).toBe(true);
  });

  it('stays valid while renewals succeed, each from the time it was sent', async () => {
    const { clock, lease } = leases();
    const holder = lease(1_000);
    for (let at = 0; at <= 3_000; at += 300) {
      clock.now = at;
      expect(await holder.hold()).toBe(true);
      expect(holder.remainingMs).toBe(800);
    }
  });
});
