import type Redis from 'ioredis';
import { readModelKeys, type ProjectableEvent } from '@arena/read-models';
import type { RedisCommand } from '@arena/read-models';
import { applyBatch, CheckpointMovedError, commitRebuildBatch, prepareBatch, splitCommands } from './apply-batch';

const keys = readModelKeys('t', 'v1');
const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const registered = (steamId: string, position: number): ProjectableEvent => ({
  stream: `player-${steamId}`,
  type: 'PlayerRegistered',
  data: { steamId, displayName: `name ${steamId}`, via: 'game' },
  position,
  metadata: { decidedAt: at(position) },
});

describe('prepareBatch', () => {
  test("coalesces a batch's writes in memory and ends at its last event", () => {
    const batch = prepareBatch(keys, [
      registered('A', 3),
      // on no player's stream: no projection writes anything for it
      { stream: 'catalog', type: 'ChestOpened', data: {}, position: 5, metadata: { decidedAt: at(5) } },
      registered('B', 9),
    ]);
    expect(batch).toEqual({
      to: 9,
      count: 3,
      commands: [
        ['hsetnx', 't:v1:player:A', 'username', 'name A'],
        ['hsetnx', 't:v1:player:A', 'created_at', at(3)],
        ['hsetnx', 't:v1:player:B', 'username', 'name B'],
        ['hsetnx', 't:v1:player:B', 'created_at', at(9)],
        ['hset', 't:v1:player:A', 'steam_id', 'A'],
        // the username index (the partner feature's rating check), one HSET for the batch
        ['hset', 't:v1:usernames', 'name a', 'A', 'name b', 'B'],
        ['hset', 't:v1:player:B', 'steam_id', 'B'],
        // the console's index of every player, by the time they registered (one ZADD NX for the batch)
        ['zadd', 't:v1:admin:players', 'NX', String(Date.parse(at(3))), 'A', String(Date.parse(at(9))), 'B'],
      ],
    });
  });
});

describe('applyBatch', () => {
  test('refuses a batch, writing nothing, when the checkpoint is gone with the read models (a Redis flush)', async () => {
    const calls: string[] = [];
    const flushed = {
      watch: (key: string) => Promise.resolve(calls.push(`watch ${key}`)),
      get: () => Promise.resolve(null),
      unwatch: () => Promise.resolve(calls.push('unwatch')),
      multi: () => {
        throw new Error('a batch was written to a lost version');
      },
    } as unknown as Redis;
    await expect(applyBatch(flushed, keys, 0, [registered('A', 1)])).rejects.toThrow(CheckpointMovedError);
    expect(calls).toEqual(['watch t:v1:checkpoint', 'unwatch']);
  });

  test('an empty batch keeps the checkpoint and touches nothing', async () => {
    const untouchable = new Proxy({} as Redis, {
      get() {
        throw new Error('Redis touched');
      },
    });
    await expect(applyBatch(untouchable, keys, 42, [])).resolves.toBe(42);
  });
});

describe('a rebuild batch in transactions of bounded size', () => {
  const counters = (n: number) => Array.from({ length: n }, (_, i) => [`f${i}`, String(i + 1)]).flat();
  const commands: RedisCommand[] = [
    ['hsetnx', 't:v1:a', 'x', '1'],
    ['hincrbymany', 't:v1:stats:abilities', ...counters(25)],
    ['zadd', 't:v1:board', 'NX', ...counters(7)],
    ['lpush', 't:v1:list', 'a', 'b', 'c', 'd', 'e'],
    ['ltrim', 't:v1:list', '0', '3'],
  ];

  test('no transaction passes the bound; long commands are cut into parts of the same key, in order', () => {
    const chunks = splitCommands(commands, 10);
    for (const chunk of chunks) expect(chunk.reduce((sum, command) => sum + command.length, 0)).toBeLessThanOrEqual(10);
    const parts = chunks.flat();
    // every field of the long HINCRBY list exactly once, with its increment
    const increments = parts.filter(([name]) => name === 'hincrbymany');
    expect(increments.length).toBeGreaterThan(1);
    expect(increments.every(([, key, ...pairs]) => key === 't:v1:stats:abilities' && pairs.length % 2 === 0)).toBe(true);
    expect(increments.flatMap(([, , ...pairs]) => pairs)).toEqual(counters(25));
    // ZADD keeps its NX on every part; pushes keep their order before the trim
    const adds = parts.filter(([name]) => name === 'zadd');
    expect(adds.every(([, , nx]) => nx === 'NX')).toBe(true);
    expect(adds.flatMap(([, , , ...pairs]) => pairs)).toEqual(counters(7));
    expect(parts.filter(([name]) => name === 'lpush').flatMap(([, , ...values]) => values)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parts[parts.length - 1]).toEqual(['ltrim', 't:v1:list', '0', '3']);
  });

  test('commands under the bound are left whole, in one transaction', () => {
    expect(splitCommands(commands, 1_000)).toEqual([commands]);
  });

  test('each transaction checks the checkpoint; only the last moves it', async () => {
    const transactions: string[][] = [];
    const redis = {
      watch: () => Promise.resolve('OK'),
      get: () => Promise.resolve('7'),
      multi: () => {
        const queued: string[] = [];
        transactions.push(queued);
        const tx = {
          call: (name: string) => queued.push(name),
          hincrbymany: () => queued.push('hincrbymany'),
          set: (_key: string, to: number) => queued.push(`set checkpoint ${to}`),
          exec: () => Promise.resolve(queued.map(() => [null, 1])),
        };
        return tx;
      },
    } as unknown as Redis;
    await expect(commitRebuildBatch(redis, keys, 7, { commands, to: 40, count: 3 }, 10)).resolves.toBe(40);
    expect(transactions.length).toBeGreaterThan(2);
    expect(transactions.flat().filter((name) => name.startsWith('set checkpoint'))).toEqual(['set checkpoint 40']);
    expect(transactions[transactions.length - 1].at(-1)).toBe('set checkpoint 40');
  });

  /** A client whose checkpoint reads `stored`, and whose transactions are answered only when the test says so. */
  const heldClient = (stored: string | null) => {
    const held: (() => void)[] = [];
    const redis = {
      watch: () => Promise.resolve('OK'),
      get: () => Promise.resolve(stored),
      multi: () => {
        const queued: string[] = [];
        return {
          call: (name: string) => queued.push(name),
          hincrbymany: () => queued.push('hincrbymany'),
          set: () => queued.push('set'),
          exec: () => new Promise((resolve) => held.push(() => resolve(queued.map(() => [null, 1])))),
        };
      },
    } as unknown as Redis;
    return { redis, held };
  };

  test('the next transaction is written while Redis runs the one before, never more than two at once', async () => {
    const { redis, held } = heldClient('7');
    let done = false;
    const committed = commitRebuildBatch(redis, keys, 7, { commands, to: 40, count: 3 }, 10).finally(() => (done = true));
    const waiting: number[] = [];
    let answered = 0;
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      waiting.push(held.length - answered);
      if (answered < held.length) held[answered++]();
    }
    await expect(committed).resolves.toBe(40);
    expect(held.length).toBeGreaterThan(2);
    expect(Math.max(...waiting)).toBe(2);
  });

  test("a dropped connection fails the batch with the connection's error", async () => {
    const dropped = () => Promise.reject(new Error('Connection is closed.'));
    const redis = {
      watch: dropped,
      get: dropped,
      multi: () => ({ call: () => undefined, hincrbymany: () => undefined, set: () => undefined, exec: dropped }),
    } as unknown as Redis;
    await expect(commitRebuildBatch(redis, keys, 7, { commands, to: 40, count: 3 }, 10)).rejects.toThrow('Connection is closed.');
  });

  test('a checkpoint moved by another writer fails the batch', async () => {
    const { redis, held } = heldClient('8');
    const committed = commitRebuildBatch(redis, keys, 7, { commands, to: 40, count: 3 }, 10);
    const answerAll = setInterval(() => held.splice(0).forEach((answer) => answer()), 1);
    await expect(committed).rejects.toThrow(CheckpointMovedError);
    clearInterval(answerAll);
  });
});
