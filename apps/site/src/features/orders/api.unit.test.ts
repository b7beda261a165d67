import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { startCheckout } from './api';

const STEAM_ID = '76561198000000000';
const REPLY = { order_id: 'ord_0123456789abcdef01234567', checkout_url: '/pay/local/cs_1', status: 'pending' };

const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key');

describe('POST /api/checkout', () => {
  it('sends the product, the method and the renewal with an Idempotency-Key', async () => {
    const calls = fakeFetch([json(200, REPLY)]);
    await expect(startCheckout(STEAM_ID, { item_id: 'plus_month', method: 'card', subscription: true })).resolves.toEqual(REPLY);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/checkout');
    expect(calls[0].method).toBe('POST');
    expect(JSON.parse(String(calls[0].body))).toEqual({ item_id: 'plus_month', method: 'card', subscription: true });
    expect(keyOf(calls[0])).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  });

  it('a retry of an attempt that got no answer sends the same key; the next attempt a fresh one', async () => {
    const calls = fakeFetch([new TypeError('offline'), new TypeError('offline'), json(200, REPLY), json(200, REPLY)]);
    const attempt = { item_id: 'gold_test', method: 'alipay' as const };
    // both tries of the first press fail without an answer
    await expect(startCheckout(STEAM_ID, attempt)).rejects.toMatchObject({ code: 'network_error' });
    // the player presses Pay again: the same attempt, the same key (the server finds the same order)
    await expect(startCheckout(STEAM_ID, attempt)).resolves.toEqual(REPLY);
    // a new purchase afterwards is a new attempt
    await startCheckout(STEAM_ID, attempt);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.slice(0, 3).map(keyOf)).size).toBe(1);
    expect(keyOf(calls[3])).not.toBe(keyOf(calls[0]));
  });

  it('an answered error ends the attempt; another method is another attempt', async () => {
    const calls = fakeFetch([
      json(400, { error: { code: 'not_for_sale', message: 'no' } }),
      json(200, REPLY),
      json(503, {}),
      json(200, REPLY),
    ]);
    await expect(startCheckout(STEAM_ID, { item_id: 'gold_test', method: 'card' })).rejects.toMatchObject({ code: 'not_for_sale' });
    await startCheckout(STEAM_ID, { item_id: 'gold_test', method: 'card' });
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
    // a 503 leaves the attempt open: it is tried again at once with its key
    await startCheckout(STEAM_ID, { item_id: 'gold_test', method: 'wechat_pay' });
    expect(keyOf(calls[3])).toBe(keyOf(calls[2]));
    expect([keyOf(calls[0]), keyOf(calls[1])]).not.toContain(keyOf(calls[2]));
  });
});
