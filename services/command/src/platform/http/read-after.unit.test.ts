import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import type { ReadSide } from '../read-side';
import { ApiError } from './api-error';
import { READ_AFTER_TIMEOUT_MS, ReadAfterInterceptor } from './read-after';

/** A read side whose checkpoint is whatever the test sets. */
function readSide(checkpoint: { value: number }): ReadSide {
  return { redis: { get: async () => String(checkpoint.value) }, live: { keys: { checkpoint: 'ns:v1:checkpoint' } } } as unknown as ReadSide;
}

function http(method: string, headers: Record<string, string>): ExecutionContext {
  return { switchToHttp: () => ({ getRequest: () => ({ method, headers }) }) } as unknown as ExecutionContext;
}

const handler: CallHandler = { handle: () => of('served') };

describe('X-Read-After: reading your own writes (DESIGN.md "Read side")', () => {
  test('a read waits until the checkpoint passes the position, then is served', async () => {
    const checkpoint = { value: 10 };
    const interceptor = new ReadAfterInterceptor(readSide(checkpoint));
    const started = Date.now();
    setTimeout(() => (checkpoint.value = 12), 150);
    await expect(lastValueFrom(interceptor.intercept(http('GET', { 'x-read-after': '12' }), handler))).resolves.toBe('served');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('a projector that stays behind delays the read by the timeout at most; it is still served', async () => {
    const interceptor = new ReadAfterInterceptor(readSide({ value: 0 }));
    const started = Date.now();
    await expect(lastValueFrom(interceptor.intercept(http('GET', { 'x-read-after': '5' }), handler))).resolves.toBe('served');
    expect(Date.now() - started).toBeGreaterThanOrEqual(READ_AFTER_TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(READ_AFTER_TIMEOUT_MS + 500);
  });

  test('without the header, or on a write, nothing waits; a header that is not a position is refused', async () => {
    const interceptor = new ReadAfterInterceptor(readSide({ value: 0 }));
    await expect(lastValueFrom(interceptor.intercept(http('GET', {}), handler))).resolves.toBe('served');
    await expect(lastValueFrom(interceptor.intercept(http('POST', { 'x-read-after': '99' }), handler))).resolves.toBe('served');
    expect(() => interceptor.intercept(http('GET', { 'x-read-after': '-1' }), handler)).toThrow(ApiError);
    expect(() => interceptor.intercept(http('GET', { 'x-read-after': '1e9' }), handler)).toThrow(ApiError);
  });
});
