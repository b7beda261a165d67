import { ApiError } from '../../shared/api/client';
import { connectErrorCode, connectGaimin, normalizeToken } from './connect';
import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';

const STEAM_ID = '76561198000000000';
const REPLY = {
  partner: 'gaimin',
  account_id: 'abc',
  username: 'gamer-abc',
  bundle_granted: true,
  coins: 75_000,
  has_plus: true,
  already_owned: [],
  position: 7,
};

describe('connectGaimin', () => {
  test('POSTs the token as JSON with an idempotency key and the CSRF header', async () => {
    const calls = fakeFetch([json(200, REPLY)]);
    await expect(connectGaimin(STEAM_ID, 'gaimin-demo-abc')).resolves.toEqual(REPLY);
    expect(calls[0]).toMatchObject({
      url: `/api/players/${STEAM_ID}/connect_gaimin`,
      method: 'POST',
      body: JSON.stringify({ playerToken: 'gaimin-demo-abc' }),
    });
    expect(calls[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    expect(calls[0].headers.get('content-type')).toBe('application/json');
  });

  test('the same key when a try ended without an answer; a fresh one afterwards', async () => {
    const calls = fakeFetch([new TypeError('offline'), new TypeError('offline'), json(200, REPLY), json(200, REPLY)]);
    await expect(connectGaimin(STEAM_ID, 'gaimin-demo-k')).rejects.toMatchObject({ code: 'network_error' });
    await connectGaimin(STEAM_ID, 'gaimin-demo-k');
    await connectGaimin(STEAM_ID, 'gaimin-demo-k');
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  test('an API error is thrown with its code', async () => {
    fakeFetch([json(409, { error: { code: 'partner_account_taken', message: 'taken' } })]);
    await expect(connectGaimin(STEAM_ID, 'gaimin-demo-x')).rejects.toMatchObject({ status: 409, code: 'partner_account_taken' });
  });
});

describe('connectErrorCode and normalizeToken', () => {
  test.each(['invalid_partner_token', 'partner_account_taken', 'partner_already_linked', 'partner_unavailable', 'invalid_payload'])(
    '%s is the page’s own',
    (code) => {
      expect(connectErrorCode(new ApiError(409, code, 'x'))).toBe(code);
    },
  );

  test('other failures are left to the store’s texts', () => {
    expect(connectErrorCode(new ApiError(401, 'sign_in_required', 'x'))).toBeNull();
    expect(connectErrorCode(new ApiError(0, 'network_error', 'x'))).toBeNull();
    expect(connectErrorCode(new Error('boom'))).toBeNull();
  });

  test('a pasted token loses the spaces and invisible characters around it', () => {
    expect(normalizeToken('  gaimin-demo-abc\u200b\n')).toBe('gaimin-demo-abc');
    expect(normalizeToken('\ufeff  ')).toBe('');
  });
});
