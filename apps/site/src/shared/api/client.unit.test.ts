import { ApiError, newIdempotencyKey, onReadBehind, request, sendAction } from './client';
import { fakeFetch, jsonResponse as json } from './testing';

describe('request', () => {
  test('a GET with readAfter sends X-Read-After; without it, none', async () => {
    const calls = fakeFetch([json(200, { ok: 1 }), json(200, { ok: 2 })]);
    await request('/api/players/1/cosmetics', { readAfter: 42 });
    await request('/api/players/1/cosmetics');
    expect(calls[0].headers.get('x-read-after')).toBe('42');
    expect(calls[1].headers.has('x-read-after')).toBe(false);
  });
  test('a null or invalid position sends no X-Read-After', async () => {
    const calls = fakeFetch([json(200, {}), json(200, {})]);
    await request('/x', { readAfter: null });
    await request('/x', { readAfter: -1 });
    expect(calls.map((c) => c.headers.has('x-read-after'))).toEqual([false, false]);
  });
});

describe("a read after the player's change that the server answered before catching up", () => {
  const behind = () =>
    new Response('{"coins":1}', { status: 200, headers: { 'content-type': 'application/json', 'x-read-after-timeout': '41' } });

  test("is reported to onReadBehind's listeners (X-Read-After-Timeout); a read that caught up is not", async () => {
    const heard: number[] = [];
    const stop = onReadBehind(() => heard.push(heard.length));
    fakeFetch([json(200, { coins: 1 }), behind(), behind()]);
    await request('/api/players/1/wallet', { readAfter: 42 });
    expect(heard).toHaveLength(0);
    await expect(request('/api/players/1/wallet', { readAfter: 42 })).resolves.toEqual({ coins: 1 });
    expect(heard).toHaveLength(1);
    stop();
    await request('/api/players/1/wallet', { readAfter: 42 });
    expect(heard).toHaveLength(1);
  });

  test('a read sent without readAfter is not reported, whatever its headers', async () => {
    const heard: number[] = [];
    const stop = onReadBehind(() => heard.push(1));
    fakeFetch([behind()]);
    await request('/api/players/1/wallet');
    stop();
    expect(heard).toEqual([]);
  });
});

describe('sendAction', () => {
  test('sends a fresh Idempotency-Key per action, with the JSON body and no custom header', async () => {
    const calls = fakeFetch([json(200, { n: 1 }), json(200, { n: 2 })]);
    await sendAction('/api/players/1/buy_item/chest_basic', { action: 'buy:1:chest_basic' });
    await sendAction('/api/players/1/cosmetics/hat/equip', { action: 'equip:1:hat:on', body: { equip: true } });
    const [a, b] = calls.map((c) => c.headers.get('idempotency-key'));
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    expect(b).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    expect(a).not.toBe(b);
    expect(calls[1]).toMatchObject({ method: 'POST', body: '{"equip":true}' });
    expect([...calls[1].headers.keys()].sort()).toEqual(['accept', 'content-type', 'idempotency-key']);
    expect(calls[1].headers.get('content-type')).toBe('application/json');
  });
  test('the same action bought twice (both answered) gets two keys', async () => {
    const calls = fakeFetch([json(200, {}), json(200, {})]);
    await sendAction('/buy', { action: 'buy:1:chest_basic' });
    await sendAction('/buy', { action: 'buy:1:chest_basic' });
    expect(calls[0].headers.get('idempotency-key')).not.toBe(calls[1].headers.get('idempotency-key'));
  });
  test('a network error is retried with the same key', async () => {
    const calls = fakeFetch([new TypeError('Failed to fetch'), json(200, { coins: 10 })]);
    await expect(sendAction('/buy', { action: 'buy:2:x' })).resolves.toEqual({ coins: 10 });
    expect(calls).toHaveLength(2);
    expect(calls[0].headers.get('idempotency-key')).toBe(calls[1].headers.get('idempotency-key'));
  });
  test("after the tries run out, the player's next try of the same action reuses the key", async () => {
    const calls = fakeFetch([new TypeError('down'), new TypeError('down'), json(200, {})]);
    await expect(sendAction('/buy', { action: 'buy:3:x', attempts: 2 })).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await sendAction('/buy', { action: 'buy:3:x', attempts: 1 });
    const keys = calls.map((c) => c.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(1);
  });
  test('an answered error is not retried, and the next try is a new action', async () => {
    const calls = fakeFetch([json(409, { error: { code: 'insufficient_gold', message: 'no' } }), json(200, {})]);
    const error = await sendAction('/buy', { action: 'buy:4:x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'insufficient_gold' });
    await sendAction('/buy', { action: 'buy:4:x' });
    expect(calls).toHaveLength(2);
    expect(calls[0].headers.get('idempotency-key')).not.toBe(calls[1].headers.get('idempotency-key'));
  });
});

test('newIdempotencyKey gives distinct well-formed keys', () => {
  const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
});
