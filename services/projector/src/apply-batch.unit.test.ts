import type Redis from 'ioredis';
import { readModelKeys, type ProjectableEvent } from '@arena/read-models';
import { applyBatch, CheckpointMovedError, prepareBatch } from './apply-batch';

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
