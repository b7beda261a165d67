import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import {
  armDoubledown,
  claimDailyGold,
  claimLoginReward,
  claimQuest,
  claimWelcomeReward,
  dailyQuestsQuery,
  fetchDailyQuests,
  fetchLoginQuests,
  fetchWelcomeQuests,
  loginQuestsQuery,
  rerollQuest,
  welcomeQuestsQuery,
} from './api';

const STEAM_ID = '76561198000000000';
const BASE = `/api/players/${STEAM_ID}`;

describe('reads', () => {
  test('GET the daily quests, login and welcome rewards; X-Read-After when given a position', async () => {
    const calls = fakeFetch([json(200, { quests: [] }), json(200, { days: [] }), json(200, { rewards: [] })]);
    await fetchDailyQuests(STEAM_ID, { readAfter: 9 });
    await fetchLoginQuests(STEAM_ID);
    await fetchWelcomeQuests(STEAM_ID);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/daily_quests`],
      ['GET', `${BASE}/login_quests`],
      ['GET', `${BASE}/welcome_quests`],
    ]);
    expect(calls[0].headers.get('x-read-after')).toBe('9');
    expect(calls[1].headers.has('x-read-after')).toBe(false);
  });
  test('an answer without its list reads as an empty one', async () => {
    fakeFetch([json(200, { slots: 2 })]);
    await expect(fetchDailyQuests(STEAM_ID)).resolves.toEqual({ slots: 2, quests: [] });
  });
  test("query keys sit under the player's, so a claim's refresh reads them again", () => {
    for (const query of [dailyQuestsQuery(STEAM_ID), loginQuestsQuery(STEAM_ID), welcomeQuestsQuery(STEAM_ID)]) {
      expect(query.queryKey[0]).toBe('players');
      expect(query.queryKey).toContain(STEAM_ID);
    }
  });
});

describe('claims', () => {
  test('each is a POST with no body, an idempotency key and the CSRF header', async () => {
    const reply = { claimed: 'x', coins: 1, position: 1 };
    const calls = fakeFetch(Array.from({ length: 6 }, () => json(200, reply)));
    await claimQuest(STEAM_ID, 'first_place_1');
    await rerollQuest(STEAM_ID, 'gabens_2');
    await claimLoginReward(STEAM_ID);
    await claimWelcomeReward(STEAM_ID);
    await claimDailyGold(STEAM_ID);
    await armDoubledown(STEAM_ID);
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/daily_quests/first_place_1/claim`,
      `${BASE}/daily_quests/gabens_2/reroll`,
      `${BASE}/login_quests/claim`,
      `${BASE}/welcome_quests/claim`,
      `${BASE}/claim_daily_gold`,
      `${BASE}/use_doubledown`,
    ]);
    for (const call of calls) {
      expect(call.method).toBe('POST');
      expect(call.body).toBeUndefined();
      expect(call.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    }
  });
  test('a claim that ended without an answer is retried with the same key', async () => {
    const calls = fakeFetch([new TypeError('offline'), json(200, { claimed: 'login:1', coins: 5, position: 3 })]);
    await expect(claimLoginReward(STEAM_ID)).resolves.toEqual({ claimed: 'login:1', coins: 5, position: 3 });
    expect(calls[0].headers.get('idempotency-key')).toBe(calls[1].headers.get('idempotency-key'));
  });
  test('an API error comes back with its code', async () => {
    fakeFetch([json(409, { error: { code: 'quest_not_complete', message: 'not yet' } })]);
    await expect(claimQuest(STEAM_ID, 'top_four_2')).rejects.toMatchObject({ status: 409, code: 'quest_not_complete' });
  });
});
