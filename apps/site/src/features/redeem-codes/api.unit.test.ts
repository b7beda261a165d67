import { redeemCode } from './api';
import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';

const REPLY = { code: 'WELCOME-2026', coins: 1500, gold: 500, items: [], already_owned: [], position: 42 };
const STEAM_ID = '76561198000000000';

describe('redeemCode', () => {
  test('POSTs the code with no body, an idempotency key and the CSRF header', async () => {
    const calls = fakeFetch([json(200, REPLY)]);
    await expect(redeemCode(STEAM_ID, 'WELCOME-2026')).resolves.toEqual(REPLY);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`/api/players/${STEAM_ID}/redeem_code/WELCOME-2026`);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  });

  test('a fresh key for each redemption; the same key when a try ended without an answer', async () => {
    const calls = fakeFetch([new TypeError('offline'), new TypeError('offline'), json(200, REPLY), json(200, REPLY)]);
    await expect(redeemCode(STEAM_ID, 'SPRING-01')).rejects.toMatchObject({ code: 'network_error' });
    await redeemCode(STEAM_ID, 'SPRING-01');
    await redeemCode(STEAM_ID, 'SPRING-01');
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  test('an API error is thrown with its code', async () => {
    fakeFetch([json(409, { error: { code: 'code_already_redeemed', message: 'You have already redeemed this code' } })]);
    await expect(redeemCode(STEAM_ID, 'WELCOME-2026')).rejects.toMatchObject({ status: 409, code: 'code_already_redeemed' });
  });
});
