import type { ReadSide } from '../read-side';
import { ApiError } from './api-error';
import { READ_AFTER_TIMEOUT_MS, readAfterPosition, waitForCheckpoint } from './read-after';

/** A read side whose checkpoint is whatever the test sets. */
function readSide(checkpoint: { value: number }): ReadSide {
  return {
    redis: { get: () => Promise.resolve(String(checkpoint.value)) },
    live: { keys: { checkpoint: 'ns:v1:checkpoint' } },
  } as unknown as ReadSide;
}

const head = (position: number) => () => Promise.resolve(position);

describe('X-Read-After: reading your own writes (docs/architecture.md "Read side")', () => {
  test('a read waits until the checkpoint reaches the position', async () => {
    const checkpoint = { value: 10 };
    const started = Date.now();
    setTimeout(() => (checkpoint.value = 12), 150);
    expect(await waitForCheckpoint(readSide(checkpoint), 12, head(12))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(checkpoint.value).toBe(12);
  });

  test('a projector that stays behind delays the read by the timeout at most, and the wait says where it stopped', async () => {
    const started = Date.now();
    expect(await waitForCheckpoint(readSide({ value: 3 }), 5, head(5))).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(READ_AFTER_TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(READ_AFTER_TIMEOUT_MS + 500);
  });

  test('a checkpoint already past the position does not wait', async () => {
    const started = Date.now();
    await waitForCheckpoint(readSide({ value: 99 }), 5, head(99));
    expect(Date.now() - started).toBeLessThan(100);
  });

  test('a position the event store never gave out does not wait: no write is behind it', async () => {
    const started = Date.now();
    await waitForCheckpoint(readSide({ value: 10 }), 99_999_999_999, head(12));
    expect(Date.now() - started).toBeLessThan(100);
  });

  test('the header is a position; anything else is refused', () => {
    expect(readAfterPosition(undefined)).toBeNull();
    expect(readAfterPosition('42')).toBe(42);
    for (const bad of ['-1', '1e9', '', 'abc', ['1', '2']]) expect(() => readAfterPosition(bad)).toThrow(ApiError);
  });
});
