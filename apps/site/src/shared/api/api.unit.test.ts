import { api, apiUrl, getList } from './api';
import { fakeFetch, jsonResponse as json } from './testing';

describe('api', () => {
  test('a GET fills the path parameters, percent-encoded, writes the query and sends X-Read-After', async () => {
    const calls = fakeFetch([json(200, [])]);
    await api.get('/api/players/{steam_id}/games', { params: { steam_id: 'a b/c' }, query: { limit: 20, offset: 20 }, readAfter: 7 });
    expect(calls[0]).toMatchObject({ url: '/api/players/a%20b%2Fc/games?limit=20&offset=20', method: 'GET' });
    expect(calls[0].headers.get('x-read-after')).toBe('7');
  });

  test('a bare list reads the size of the whole list from Content-Range (null without one)', async () => {
    const page = (range: string | null) =>
      new Response('[{"game_id":"1"}]', { status: 200, headers: range ? { 'content-range': range } : {} });
    fakeFetch([page('games 20-20/21'), page('games */21'), page(null)]);
    expect(await getList('/api/games', { query: { limit: 20, offset: 20 } })).toEqual({ items: [{ game_id: '1' }], total: 21 });
    expect((await getList('/api/games')).total).toBe(21);
    expect((await getList('/api/games')).total).toBeNull();
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
