import type { PlayerGods } from '@arena/contract';
import { fetchPlayerGods, godsKeys, playerGodsQuery, setGodBanned } from './api';
import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';

const STEAM_ID = '76561198000000000';
const REPLY: PlayerGods = [
  {
    god_name: 'pudge',
    owned: true,
    reasons: ['free'],
    free: true,
    plus_exclusive: false,
    god_enabled: true,
    banned: false,
    gold: false,
    has_plus: false,
    progress: 0,
    amount_required: 100,
  },
];

describe('fetchPlayerGods', () => {
  test('GETs the player’s gods, with X-Read-After when given a position', async () => {
    const calls = fakeFetch([json(200, REPLY), json(200, REPLY)]);
    await expect(fetchPlayerGods(STEAM_ID)).resolves.toEqual(REPLY);
    await fetchPlayerGods(STEAM_ID, { readAfter: 42 });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `/api/players/${STEAM_ID}/gods`],
      ['GET', `/api/players/${STEAM_ID}/gods`],
    ]);
    expect(calls[0].headers.has('x-read-after')).toBe(false);
    expect(calls[1].headers.get('x-read-after')).toBe('42');
  });

  test('an answer that is not a list reads as no gods', async () => {
    fakeFetch([json(200, { gods: REPLY })]);
    await expect(fetchPlayerGods(STEAM_ID)).resolves.toEqual([]);
  });

  test('an unknown player is the API’s 404', async () => {
    fakeFetch([json(404, { error: { code: 'player_not_found', message: 'Player not found' } })]);
    await expect(fetchPlayerGods(STEAM_ID)).rejects.toMatchObject({ status: 404, code: 'player_not_found' });
  });

  test('the query key is under the player’s, so a change of their wallet reads the gods again', () => {
    expect(playerGodsQuery(STEAM_ID).queryKey).toEqual(['players', 'gods', STEAM_ID]);
    expect(godsKeys.player(STEAM_ID)).toContain(STEAM_ID);
  });
});

describe('setGodBanned', () => {
  test('POSTs the live path with ?banned=, no body, and an Idempotency-Key', async () => {
    const calls = fakeFetch([
      json(200, { god_name: 'pudge', steam_id: STEAM_ID, banned: true, position: 7 }),
      json(200, { god_name: 'pudge', steam_id: STEAM_ID, banned: false, position: 8 }),
    ]);
    await expect(setGodBanned(STEAM_ID, 'pudge', true)).resolves.toMatchObject({ banned: true });
    await expect(setGodBanned(STEAM_ID, 'pudge', false)).resolves.toMatchObject({ banned: false });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', `/api/players/${STEAM_ID}/gods/pudge/ban?banned=true`],
      ['POST', `/api/players/${STEAM_ID}/gods/pudge/ban?banned=false`],
    ]);
    expect(calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
