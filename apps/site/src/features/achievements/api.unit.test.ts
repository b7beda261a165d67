import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { achievementsQuery, claimAchievement, fetchAchievements } from './api';

const STEAM_ID = '76561198000000000';

const tier = (n: number, goal: number, reached: boolean, claimed: boolean) => ({
  tier: n,
  goal,
  reward: { gold: 30, xp: 500, items: [] },
  reached,
  claimed,
});
/** A row of the live site's shape (its current tier's fields), and ours. */
const ROW = {
  quest_id: 'first_place:2',
  quest_name: 'First places, tier 2',
  quest_description: 'Finish first in 10 games',
  questTier: 2,
  required_amount: 10,
  quest_progress: 12,
  capped_quest_progress: 10,
  quest_completed: true,
  claimed: false,
  coin_reward: 60,
  xp_reward: 1_000,
  achievement_id: 'first_place',
  stat: 'first_place',
  tiers: [tier(1, 1, true, true), tier(2, 10, true, false), tier(3, 100, false, false)],
  claimable: true,
};

test("GETs the live site's bare list: the value is the row's progress, the tiers to claim are counted; a missing list reads as empty", async () => {
  const calls = fakeFetch([json(200, [ROW]), json(200, { to_claim: 0 })]);
  await expect(fetchAchievements(STEAM_ID)).resolves.toEqual({ achievements: [{ ...ROW, value: 12 }], to_claim: 1 });
  await expect(fetchAchievements(STEAM_ID)).resolves.toEqual({ achievements: [], to_claim: 0 });
  expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/players/${STEAM_ID}/achievements` });
});

test('claims the tier the row names with a POST on the shared path (?questID=), an idempotency key and no body', async () => {
  const reply = { success: true, coins: 60, xp: 1_000, achievement_id: 'first_place', tier: 2, balance: 900, position: 5 };
  const calls = fakeFetch([json(200, reply)]);
  await expect(claimAchievement(STEAM_ID, 'first_place:2')).resolves.toEqual(reply);
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: `/api/players/${STEAM_ID}/achievements/claim?questID=first_place%3A2`,
    body: undefined,
  });
  expect(calls[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
});

test('a tier not reached is the API’s 409', async () => {
  fakeFetch([json(409, { error: { code: 'achievement_not_complete', message: 'no' } })]);
  await expect(claimAchievement(STEAM_ID, 'gabens:1')).rejects.toMatchObject({ code: 'achievement_not_complete' });
});

test("the key sits under the player's", () => {
  expect(achievementsQuery(STEAM_ID).queryKey).toEqual(['players', 'achievements', STEAM_ID]);
});
