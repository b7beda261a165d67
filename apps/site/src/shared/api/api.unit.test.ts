import { api, apiUrl } from './api';
import { fakeFetch, jsonResponse as json } from './testing';

describe('api', () => {
  test('a GET fills the path parameters, percent-encoded, writes the query and sends X-Read-After', async () => {
    const calls = fakeFetch([json(200, { games: [] })]);
    await api.get('/api/players/{steam_id}/games', { params: { steam_id: 'a b/c' }, query: { page: 2, per_page: 20 }, readAfter: 7 });
    expect(calls[0]).toMatchObject({ url: '/api/players/a%20b%2Fc/games?page=2&per_page=20', method: 'GET' });
    expect(calls[0].headers.get('x-read-after')).toBe('7');
  });

  test('a plain POST sends its JSON body, no custom header and no idempotency key', async () => {
    const calls = fakeFetch([json(200, [])]);
    await api.post('/api/players/gaimin/check', { body: { steamIDs: ['76561198000000001'] } });
    expect(calls[0]).toMatchObject({ url: '/api/players/gaimin/check', method: 'POST', body: '{"steamIDs":["76561198000000001"]}' });
    expect([...calls[0].headers.keys()].sort()).toEqual(['accept', 'content-type']);
    expect(calls[0].headers.has('idempotency-key')).toBe(false);
  });

  test('an action sends an Idempotency-Key and answers the body', async () => {
    const calls = fakeFetch([json(200, { coins: 5 })]);
    const reply = await api.action('/api/players/{steam_id}/battle_pass/claim', {
      params: { steam_id: '76561198000000001' },
      query: { level: 3 },
      action: 'bp-claim:test:3',
    });
    expect(reply).toEqual({ coins: 5 });
    expect(calls[0].url).toBe('/api/players/76561198000000001/battle_pass/claim?level=3');
    expect(calls[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  });

  test('apiUrl gives a link to a route', () => {
    expect(apiUrl('/api/auth/steam')).toBe('/api/auth/steam');
  });
});
