import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { battlePassLevelsQuery, claimAllLevels, claimLevel, fetchBattlePassLevels } from './api';

const STEAM_ID = '76561198000000000';
const BASE = `/api/players/${STEAM_ID}/battle_pass`;
const REPLY = { success: true, claimed: [{ level: 5, track: 'free' }], balance: 1_250, bp_level: 6, total_xp: 1_600, position: 77 };
const SUMMARY = { bp_level: 5, total_xp: 1_300, unlocked: false, requirements: { next_level_xp: 255, total_xp: 1_275 } };
const reward = (gold: number) => ({ gold, xp: 0, items: [] });
/** A row of the live site's shape. */
const row = (bp_level: number, track: 'free' | 'upgraded' | 'automatic', gold: number, claimed: boolean, can_claim: boolean) => ({
  bp_level,
  total_xp: bp_level * 255,
  next_level_xp: 255,
  free: track !== 'upgraded',
  coins_reward: gold,
  cosmetic_id: null,
  cosmetic_name: null,
  amount: null,
  claimed,
  can_claim,
  track,
  reached: bp_level <= 5,
  reward: reward(gold),
});

test("GETs the summary and the live site's rows (X-Read-After when given a position), and groups the rows by level", async () => {
  const rows = [
    row(1, 'free', 100, true, false),
    row(1, 'upgraded', 250, false, false),
    row(2, 'upgraded', 500, false, false),
    row(85, 'automatic', 0, true, false),
  ];
  const calls = fakeFetch([json(200, SUMMARY), json(200, rows), json(200, SUMMARY), json(200, [row(5, 'free', 250, false, true)])]);
  await expect(fetchBattlePassLevels(STEAM_ID)).resolves.toEqual({
    ...SUMMARY,
    unclaimed_rewards: 0,
    levels: [
      { level: 1, reached: true, free: reward(100), free_claimed: true, upgraded: reward(250), upgraded_claimed: false },
      { level: 2, reached: true, free: null, free_claimed: false, upgraded: reward(500), upgraded_claimed: false },
    ],
    automatic: [{ level: 85, reward: reward(0), granted: true }],
  });
  await expect(fetchBattlePassLevels(STEAM_ID, { readAfter: 77 })).resolves.toMatchObject({ unclaimed_rewards: 1 });
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ['GET', BASE],
    ['GET', `${BASE}/levels`],
    ['GET', BASE],
    ['GET', `${BASE}/levels`],
  ]);
  expect(calls[3].headers.get('x-read-after')).toBe('77');
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
