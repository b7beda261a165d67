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
  const reward = { gold: 200, xp: 0, items: [] };
  const OVERVIEW = {
    slots: 2,
    earned_today: { gold: 0, gold_cap: 1000, xp: 0, xp_cap: 1500, resets_at: '2026-03-11T00:00:00.000Z' },
    daily_gold: { available: false, claimed_today: false, gold: 100 },
    doubledown: { armed: false, items: 0, plus_free_available: false },
  };
  const QUEST = {
    quest_id: 'first_place_2',
    quest_name: 'Finish first in 2 games',
    required_amount: 2,
    quest_progress: 1,
    capped_quest_progress: 1,
    quest_completed: false,
    claimed: false,
    coin_reward: 400,
    xp_reward: 0,
    cosmetic_id: null,
    cosmetic_name: null,
    can_reroll: false,
    created: '2026-03-10T10:00:00.000Z',
    stat: 'first_place',
    reroll_at: '2026-03-11T09:00:00.000Z',
  };
  const day = (n: number, completed: boolean, claimed: boolean, claimable: boolean) => ({
    login_quest_id: n,
    day: n,
    completed,
    claimed,
    coin_reward: 200,
    xp_reward: 0,
    cosmetic_id: null,
    cosmetic_name: null,
    reward,
    claimable,
    resets_at: '2026-03-16T00:00:00.000Z',
  });
  const welcome = (n: number, claimed: boolean, can_claim: boolean, claimable_at: string | null) => ({
    welcome_quest_id: n,
    day: n,
    claimed,
    can_claim,
    coin_reward: 0,
    xp_reward: 0,
    cosmetic_id: 'chest_gold',
    cosmetic_name: 'chest_gold',
    reward,
    claimable_at,
  });

  test("GET the live site's lists (and our overview) and read them as the profile's sections; X-Read-After when given a position", async () => {
    const calls = fakeFetch([
      json(200, [QUEST]),
      json(200, OVERVIEW),
      json(200, [day(1, true, true, false), day(2, true, false, true), day(3, false, false, false)]),
      json(200, [welcome(1, true, false, null), welcome(2, false, false, '2026-03-11T00:00:00.000Z')]),
    ]);
    await expect(fetchDailyQuests(STEAM_ID, { readAfter: 9 })).resolves.toEqual({
      ...OVERVIEW,
      quests: [
        {
          quest_id: 'first_place_2',
          stat: 'first_place',
          goal: 2,
          progress: 1,
          gold: 400,
          completed: false,
          assigned_at: QUEST.created,
          reroll_at: QUEST.reroll_at,
        },
      ],
    });
    await expect(fetchLoginQuests(STEAM_ID)).resolves.toEqual({
      resets_at: '2026-03-16T00:00:00.000Z',
      days: [
        { index: 1, reward, completed: true, claimed: true },
        { index: 2, reward, completed: true, claimed: false },
        { index: 3, reward, completed: false, claimed: false },
      ],
      claimable: true,
      next_day: 2,
    });
    await expect(fetchWelcomeQuests(STEAM_ID)).resolves.toEqual({
      rewards: [
        { index: 1, reward, claimed: true },
        { index: 2, reward, claimed: false },
      ],
      next_index: 2,
      next_at: '2026-03-11T00:00:00.000Z',
      claimable: false,
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/daily_quests`],
      ['GET', `${BASE}/daily_quests/overview`],
      ['GET', `${BASE}/login_quests`],
      ['GET', `${BASE}/welcome_quests`],
    ]);
    expect(calls[0].headers.get('x-read-after')).toBe('9');
    expect(calls[2].headers.has('x-read-after')).toBe(false);
  });
  test('an answer that is not a list reads as an empty one; every welcome reward claimed: none next', async () => {
    fakeFetch([json(200, { slots: 2 }), json(200, OVERVIEW), json(200, [welcome(1, true, false, null)])]);
    await expect(fetchDailyQuests(STEAM_ID)).resolves.toEqual({ ...OVERVIEW, quests: [] });
    await expect(fetchWelcomeQuests(STEAM_ID)).resolves.toMatchObject({ next_index: null, next_at: null, claimable: false });
  });
  test("query keys sit under the player's, so a claim's refresh reads them again", () => {
    for (const query of [dailyQuestsQuery(STEAM_ID), loginQuestsQuery(STEAM_ID), welcomeQuestsQuery(STEAM_ID)]) {
      expect(query.queryKey[0]).toBe('players');
      expect(query.queryKey).toContain(STEAM_ID);
    }
  });
});

describe('claims', () => {
  test("each is a POST on the live site's path and query, with no body and an idempotency key", async () => {
    const reply = { success: true, coins: 1, xp: 0, claimed: 'x', balance: 1, position: 1 };
    const calls = fakeFetch(Array.from({ length: 6 }, () => json(200, reply)));
    await claimQuest(STEAM_ID, 'first_place_1');
    await rerollQuest(STEAM_ID, 'gabens_2');
    await claimLoginReward(STEAM_ID, 2);
    await claimWelcomeReward(STEAM_ID, 1);
    await claimDailyGold(STEAM_ID);
    await armDoubledown(STEAM_ID);
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/daily_quests/claim?questID=first_place_1`,
      `${BASE}/daily_quests/reroll?questID=gabens_2`,
      `${BASE}/login_quests/claim?questID=2`,
      `${BASE}/welcome_quests/claim?questID=1`,
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
    const reply = { success: true, coins: 200, xp: 0, claimed: 'login:1', balance: 205, position: 3 };
    const calls = fakeFetch([new TypeError('offline'), json(200, reply)]);
    await expect(claimLoginReward(STEAM_ID, 1)).resolves.toEqual(reply);
    expect(calls[0].headers.get('idempotency-key')).toBe(calls[1].headers.get('idempotency-key'));
  });
  test('an API error comes back with its code', async () => {
    fakeFetch([json(409, { error: { code: 'quest_not_complete', message: 'not yet' } })]);
    await expect(claimQuest(STEAM_ID, 'top_four_2')).rejects.toMatchObject({ status: 409, code: 'quest_not_complete' });
  });
});
