import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { achievementsQuery, claimAchievement, fetchAchievements } from './api';

const STEAM_ID = '76561198000000000';

test('GETs the achievements; a missing list reads as empty', async () => {
  const calls = fakeFetch([json(200, { to_claim: 0 })]);
  await expect(fetchAchievements(STEAM_ID)).resolves.toEqual({ to_claim: 0, achievements: [] });
  expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/players/${STEAM_ID}/achievements` });
});

test('claims the next tier with a POST, an idempotency key and no body', async () => {
  const reply = { achievement_id: 'first_place', tier: 2, coins: 900, position: 5 };
  const calls = fakeFetch([json(200, reply)]);
  await expect(claimAchievement(STEAM_ID, 'first_place')).resolves.toEqual(reply);
  expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/players/${STEAM_ID}/achievements/first_place/claim`, body: undefined });
  expect(calls[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
});

test('a tier not reached is the API’s 409', async () => {
  fakeFetch([json(409, { error: { code: 'achievement_not_complete', message: 'no' } })]);
  await expect(claimAchievement(STEAM_ID, 'gabens')).rejects.toMatchObject({ code: 'achievement_not_complete' });
});

test("the key sits under the player's", () => {
  expect(achievementsQuery(STEAM_ID).queryKey).toEqual(['players', 'achievements', STEAM_ID]);
});
