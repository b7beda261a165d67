import Redis from 'ioredis';
import { chestOpened } from '../chests/testing';
import {
  goldChanged,
  itemEquipped,
  itemsConsumed,
  itemsGranted,
  itemUnequipped,
  plusDaysGranted,
  saleChanged,
  saleEnded,
  saleScheduled,
} from './testing/events';
import { deleteKeysUnder, registerReadModelCommands } from '../core';
import { applyToRedis, GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readCosmeticsList, readSales, readWallet } from './queries';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keys = readModelKeys(`store-int-${process.pid}-${Date.now()}`, 'v1');
const A = '76561198000000001';
const NOW = new Date('2025-03-10T12:00:00.000Z');
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const sale = (saleId: string, percentOff: number, startsIn: number, endsIn: number) => ({
  saleId,
  percentOff,
  itemIds: ['chest_basic'],
  startsAt: iso(startsIn),
  endsAt: iso(endsIn),
});

/** Every store event kind, with deletes (an unequip, an early end undone) and a history longer than its cap. */
const EVENTS: GivenEvent[] = [
  playerRegistered(A, 'Ann', iso(-100), 'sign_in'),
  goldChanged(A, 5000, 5000, iso(-90)),
  itemsGranted(A, { avatar_default: 1, chest_basic: 3, hat_straw: 1 }, iso(-90)),
  itemEquipped(A, 'avatar_default', 'avatar_frame', null, iso(-89)),
  itemEquipped(A, 'hat_straw', 'avatar_hat', null, iso(-89)),
  itemUnequipped(A, 'hat_straw', 'avatar_hat', iso(-88)),
  plusDaysGranted(A, 30, iso(24), iso(-80)),
  ...Array.from({ length: 55 }, (_, i) => [
    itemsConsumed(A, { chest_basic: 1 }, iso(-70 + i)),
    chestOpened(A, 'chest_basic', [{ itemId: 'avatar_bronze', count: 1, duplicate: i > 0, refundGold: i > 0 ? 500 : 0 }], iso(-70 + i)),
    itemsGranted(A, { chest_basic: 1 }, iso(-70 + i)),
  ]).flat(),
  saleScheduled(sale('running', 20, -5, 5), iso(-6)),
  saleScheduled(sale('bigger', 40, -5, 5), iso(-6)),
  saleEnded('bigger', iso(-1)),
  saleScheduled(sale('over', 50, -10, -2), iso(-11)),
  saleScheduled(sale('later', 10, 10, 20), iso(-6)),
  saleEnded('later', iso(-1)),
  saleChanged(sale('later', 15, 10, 30), iso(-1)),
];

describe('the store read models in Redis', () => {
  let redis: Redis;
  const outcome = projectionTest(projectEvent, keys).givenEvents(EVENTS, { eventsPerBatch: 7 });

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    registerReadModelCommands(redis);
    await applyToRedis(redis, outcome);
  });
  afterAll(async () => {
    await deleteKeysUnder(redis, keys.prefix);
    redis.disconnect();
  });

  test('HDEL, LPUSH and LTRIM leave in Redis what the in-memory Redis folds them into', async () => {
    expect(await redis.hgetall(keys.equipped(A))).toEqual(outcome.readModel()[keys.equipped(A)]);
    expect(await redis.lrange(keys.chestHistory(A), 0, -1)).toEqual(outcome.readModel()[keys.chestHistory(A)]);
    expect(await redis.llen(keys.chestHistory(A))).toBe(50);
    expect(await redis.hgetall(keys.salesEnded)).toEqual(outcome.readModel()[keys.salesEnded]);
  });

  test('the queries read the same from Redis as from the in-memory Redis', async () => {
    const reader = outcome.reader();
    expect(await readWallet(redis, keys, A, NOW)).toEqual(await readWallet(reader, keys, A, NOW));
    expect(await readPlayerProfile(redis, keys, A, NOW)).toEqual(await readPlayerProfile(reader, keys, A, NOW));
    expect(await readSales(redis, keys, NOW)).toEqual(await readSales(reader, keys, NOW));
    expect(await readCosmeticsList(redis, keys, NOW)).toEqual(await readCosmeticsList(reader, keys, NOW));
  });

  test('what they read', async () => {
    expect(await readWallet(redis, keys, A, NOW)).toMatchObject({
      coins: 5000,
      has_plus: true,
      unopened_chests: 3,
      items: [
        { item_id: 'avatar_default', count: 1, equipped: true },
        { item_id: 'chest_basic', count: 3, equipped: false },
        { item_id: 'hat_straw', count: 1, equipped: false },
      ],
    });
    expect((await readSales(redis, keys, NOW)).sales.map((s) => [s.id, s.percent_off, s.active])).toEqual([
      ['running', 20, true],
      ['later', 15, false],
    ]);
    const chest = (await readCosmeticsList(redis, keys, NOW)).find((item) => item.id === 'chest_basic');
    expect(chest!.sale).toEqual({ sale_id: 'running', percent_off: 20, gold_price: 1600, ends_at: iso(5) });
  });
});
