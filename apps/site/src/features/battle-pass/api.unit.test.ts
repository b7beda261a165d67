import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { battlePassLevelsQuery, claimAllLevels, claimLevel, fetchBattlePassLevels } from './api';

const STEAM_ID = '76561198000000000';
const BASE = `/api/players/${STEAM_ID}/battle_pass`;
const REPLY = { claimed: [{ level: 5, track: 'free' }], coins: 1_250, bp_level: 6, total_xp: 1_600, position: 77 };

test('GETs the levels (X-Read-After when given a position); missing lists read as empty', async () => {
  const calls = fakeFetch([json(200, { bp_level: 3 }), json(200, { levels: [], automatic: [] })]);
  await expect(fetchBattlePassLevels(STEAM_ID)).resolves.toEqual({ bp_level: 3, levels: [], automatic: [] });
  await fetchBattlePassLevels(STEAM_ID, { readAfter: 77 });
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ['GET', `${BASE}/levels`],
    ['GET', `${BASE}/levels`],
  ]);
  expect(calls[1].headers.get('x-read-after')).toBe('77');
});

test('Claim one level: POST claim?level=N; Claim all: POST claim_all; each with its own idempotency key', async () => {
  const calls = fakeFetch([json(200, REPLY), json(200, REPLY)]);
  await expect(claimLevel(STEAM_ID, 5)).resolves.toEqual(REPLY);
  await claimAllLevels(STEAM_ID);
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ['POST', `${BASE}/claim?level=5`],
    ['POST', `${BASE}/claim_all`],
  ]);
  expect(calls[0].body).toBeUndefined();
  expect(calls[0].headers.get('idempotency-key')).not.toBe(calls[1].headers.get('idempotency-key'));
});

test('a level not reached is the API’s 409', async () => {
  fakeFetch([json(409, { error: { code: 'level_not_reached', message: 'no' } })]);
  await expect(claimLevel(STEAM_ID, 80)).rejects.toMatchObject({ status: 409, code: 'level_not_reached' });
});

test("the levels' key sits under the player's", () => {
  expect(battlePassLevelsQuery(STEAM_ID).queryKey).toEqual(['players', 'battle-pass-levels', STEAM_ID]);
});
