import { CHEST_HISTORY_LIMIT } from '@arena/contract';
import { projectionTest } from '../core/testing';
import { encodeChestOpening } from './chest-history-codec';
import { chestKeys } from './keys';
import { chestsProjection } from './projection';
import { chestOpened } from './testing';

const keys = chestKeys('t:v1:');
const projected = projectionTest(chestsProjection, keys);
const A = '76561198000000001';
const AT = '2025-03-01T10:00:00.000Z';
const minute = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();

describe('chests projection', () => {
  test('handles the chest openings', () => {
    expect(chestsProjection.canHandle).toEqual(['ChestOpened']);
  });

  test(`a chest opening is pushed on the history, which keeps the ${CHEST_HISTORY_LIMIT} newest, newest first`, () => {
    const openings = Array.from({ length: CHEST_HISTORY_LIMIT + 5 }, (_, i) =>
      chestOpened(
        A,
        'chest_basic',
        [{ itemId: 'avatar_bronze', count: 1, duplicate: i % 2 === 1, refundGold: i % 2 === 1 ? 500 : 0 }],
        minute(i),
      ),
    );
    const newestFirst = openings
      .slice(5)
      .reverse()
      .map((event) => encodeChestOpening(event.data as Parameters<typeof encodeChestOpening>[0]));
    projected.givenEvents(openings).thenReadModel({ [keys.chestHistory(A)]: newestFirst });
    projected.givenEvents(openings, { eventsPerBatch: 7 }).thenReadModel({ [keys.chestHistory(A)]: newestFirst });
    expect(newestFirst[0]).toBe(`["chest_basic","${minute(CHEST_HISTORY_LIMIT + 4)}",[["avatar_bronze",1,0,0]]]`);
  });

  test('an opening off a player stream is skipped', () => {
    projected.givenEvents([{ ...chestOpened(A, 'chest_basic', [], AT), stream: 'catalog' }]).thenReadModel({});
  });
});
