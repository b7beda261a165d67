import { dailyQuests, dailyQuestsOverview, loginQuests, playerProfile, welcomeQuests } from '@arena/contract';
import type { PlayerResult } from '@arena/domain';
import { gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readDailyQuests, readDailyQuestsOverview, readLoginQuests, readWelcomeQuests } from './index';

const A = '76561198000000001';
/** A Tuesday. */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const TODAY = '2026-03-10';
const MONDAY = '2026-03-09';
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const keys = readModelKeys('test', 'v1');
const onPlayer = (type: string, data: object, decidedAt = iso(-1)): GivenEvent => ({ stream: `player-${A}`, type, data, decidedAt });
const registered = playerRegistered(A, 'Ann', iso(-48), 'sign_in');
const plusMonth = onPlayer('PlusDaysGranted', { days: 30, expiresAt: iso(24 * 30), reason: 'purchase', ref: 'plus_month' }, iso(-3));

let match = 0;
/** A recorded game of A; `reward` (what it gave, and today's earnings after it) when given. */
function game(result: Partial<PlayerResult>, extra: object = {}, decidedAt = iso(-1)): GivenEvent {
  const event = gameResultRecorded({ steamID: A, matchID: `m${++match}`, ...result }, {}, decidedAt);
  return { ...event, data: { ...(event.data as object), ...extra } };
}
const assigned = (questId: string, stat: string, goal: number, baseline: number, hoursFromNow: number) =>
  onPlayer('DailyQuestAssigned', { questId, stat, goal, gold: 200, baseline, assignedAt: iso(hoursFromNow) }, iso(hoursFromNow));
const loginDay = (week: string, day: string, index: number) => onPlayer('LoginDayCompleted', { week, day, index });
const loginClaimed = (week: string, index: number) => onPlayer('LoginRewardClaimed', { week, index });
const welcomeClaimed = (index: number, hoursFromNow: number) =>
  onPlayer('WelcomeRewardClaimed', { index, claimedAt: iso(hoursFromNow) }, iso(hoursFromNow));

const readerOf = (events: GivenEvent[]) =>
  projectionTest(projectEvent, keys)
    .givenEvents([registered, ...events])
    .reader();
const dailyAfter = async (events: GivenEvent[], now = NOW) => dailyQuests.parse(await readDailyQuests(readerOf(events), keys, A, now));
const overviewAfter = async (events: GivenEvent[], now = NOW) =>
  dailyQuestsOverview.parse(await readDailyQuestsOverview(readerOf(events), keys, A, now));
const loginAfter = async (events: GivenEvent[], now = NOW) => loginQuests.parse(await readLoginQuests(readerOf(events), keys, A, now));
const welcomeAfter = async (events: GivenEvent[], now = NOW) =>
  welcomeQuests.parse(await readWelcomeQuests(readerOf(events), keys, A, now));
const badgeAfter = async (events: GivenEvent[], now = NOW) =>
  playerProfile.parse(await readPlayerProfile(readerOf(events), keys, A, now)).unclaimed_quests;

describe('daily quests', () => {
  test('progress counts the games after a quest was given (its baseline), up to the goal', async () => {
    const win = { place: 1, wins: 5 };
    const events = [
      game(win),
      assigned('first_place_2', 'first_place', 2, 1, -30),
      assigned('gabens_1', 'gabens', 5, 0, -2),
      game(win),
      game({ place: 3, heroes: [hero('npc_dota_hero_axe', 3)] }),
    ];
    const view = await dailyAfter(events);
    // the live site's row, and ours (stat, reroll_at)
    const row = { claimed: false, coin_reward: 200, xp_reward: 0, cosmetic_id: null, cosmetic_name: null };
    expect(view).toEqual([
      {
        ...row,
        quest_id: 'first_place_2',
        quest_name: 'Finish first in 2 games',
        required_amount: 2,
        quest_progress: 1,
        capped_quest_progress: 1,
        quest_completed: false,
        can_reroll: true,
        created: iso(-30),
        stat: 'first_place',
        reroll_at: iso(-7),
      },
      {
        ...row,
        quest_id: 'gabens_1',
        quest_name: 'Bring 5 abilities to Gaben level',
        required_amount: 5,
        quest_progress: 1,
        capped_quest_progress: 1,
        quest_completed: false,
        can_reroll: false,
        created: iso(-2),
        stat: 'gabens',
        reroll_at: iso(21),
      },
    ]);

    const done = [...events, game(win)];
    expect((await dailyAfter(done))[0]).toMatchObject({ quest_progress: 2, capped_quest_progress: 2, quest_completed: true });
    // the completed quest, and the login and welcome rewards a claim would give now
    expect(await badgeAfter(done)).toBe(3);
    // claimed or rerolled: no longer active
    const after = await dailyAfter([
      ...done,
      onPlayer('DailyQuestClaimed', { questId: 'first_place_2', gold: 200 }),
      onPlayer('DailyQuestRerolled', { questId: 'gabens_1' }),
    ]);
    expect(after).toEqual([]);
  });

  test('chests opened count towards their stat', async () => {
    const view = await dailyAfter([
      assigned('chests_1', 'chests_opened', 2, 0, -5),
      onPlayer('ChestOpened', { chestId: 'chest_basic', seed: 1, openedAt: iso(-1), drops: [], unique: null }),
    ]);
    expect(view[0].quest_progress).toBe(1);
  });

  test("slots, today's earnings against the caps, the daily gold bonus: more with Plus", async () => {
    const reward = (day: string, gold: number, xp: number) => ({
      reward: { gold, xp, capped: false, bpLevel: 0, earnedToday: { day, gold, xp } },
    });
    const plain = await overviewAfter([game({ place: 1 }, reward(TODAY, 100, 100)), game({ place: 2 }, reward(TODAY, 60, 190))]);
    expect(plain).toMatchObject({
      slots: 2,
      earned_today: { gold: 60, gold_cap: 1000, xp: 190, xp_cap: 1500, resets_at: '2026-03-11T00:00:00.000Z' },
      daily_gold: { available: false, claimed_today: false, gold: 100 },
      doubledown: { armed: false, items: 0, plus_free_available: false },
    });
    // a new day: nothing earned yet
    expect((await overviewAfter([game({ place: 1 }, reward('2026-03-09', 100, 100))])).earned_today).toMatchObject({ gold: 0, xp: 0 });

    const withPlus = await overviewAfter([plusMonth, onPlayer('DailyGoldClaimed', { day: TODAY })]);
    expect(withPlus).toMatchObject({ slots: 3, earned_today: { gold_cap: 2000 }, daily_gold: { available: true, claimed_today: true } });
    expect((await overviewAfter([plusMonth, onPlayer('DailyGoldClaimed', { day: '2026-03-09' })])).daily_gold.claimed_today).toBe(false);
  });

  test("the double-down: items held, armed until a ranked result spends it, Plus's free one once a week", async () => {
    const armedFree = onPlayer('DoubledownArmed', { source: 'plus_weekly', week: MONDAY });
    expect(
      (
        await overviewAfter([
          plusMonth,
          onPlayer('ItemsGranted', { items: [{ itemId: 'doubledown', count: 2 }], reason: 'purchase', ref: 'doubledown' }),
        ])
      ).doubledown,
    ).toEqual({ armed: false, items: 2, plus_free_available: true });
    expect((await overviewAfter([plusMonth, armedFree])).doubledown).toEqual({ armed: true, items: 0, plus_free_available: false });
    expect((await overviewAfter([plusMonth, armedFree, game({ place: 2 }, { armedDoubledownUsed: true })])).doubledown).toMatchObject({
      armed: false,
    });
    // next week, the free one is back
    expect((await overviewAfter([plusMonth, armedFree], new Date('2026-03-16T00:00:00.000Z'))).doubledown.plus_free_available).toBe(true);
  });
});

/** Which days a login claim now gives: the live site's `login_quest_id`s of the rows marked `claimable`. */
const claimableDays = (rows: { login_quest_id: number; claimable: boolean }[]) =>
  rows.filter((row) => row.claimable).map((row) => row.login_quest_id);

describe('login rewards', () => {
  test("a claim completes today first: the next day is claimable while one is left; the week's days completed and claimed", async () => {
    const none = await loginAfter([]);
    expect(none).toHaveLength(7);
    expect(none[0]).toEqual({
      login_quest_id: 1,
      day: 1,
      completed: false,
      claimed: false,
      coin_reward: 200,
      xp_reward: 0,
      cosmetic_id: null,
      cosmetic_name: null,
      reward: { gold: 200, xp: 0, items: [] },
      claimable: true,
      resets_at: '2026-03-16T00:00:00.000Z',
    });
    expect(none[3]).toMatchObject({ cosmetic_id: 'chest_basic', cosmetic_name: 'chest_basic' });
    const monday = [loginDay(MONDAY, MONDAY, 1), loginClaimed(MONDAY, 1)];
    expect(claimableDays(await loginAfter(monday))).toEqual([2]);
    const today = [...monday, loginDay(MONDAY, TODAY, 2)];
    const view = await loginAfter(today);
    expect(claimableDays(view)).toEqual([2]);
    expect(view.map(({ completed, claimed }) => [completed, claimed])).toEqual([
      [true, true],
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    const claimedAll = [...today, loginClaimed(MONDAY, 2)];
    expect(claimableDays(await loginAfter(claimedAll))).toEqual([]);
    expect(await badgeAfter([...claimedAll, welcomeClaimed(1, -2)])).toBe(0);
  });

  test('a new week starts over: day 1 of it resets the claims', async () => {
    const lastWeek = [
      loginDay('2026-03-02', '2026-03-02', 1),
      loginClaimed('2026-03-02', 1),
      loginDay('2026-03-02', '2026-03-03', 2),
      loginClaimed('2026-03-02', 2),
    ];
    // before this week's first day: nothing of last week counts
    const before = await loginAfter(lastWeek);
    expect(before.filter((day) => day.completed || day.claimed)).toEqual([]);
    expect(claimableDays(before)).toEqual([1]);
    const view = await loginAfter([...lastWeek, loginDay(MONDAY, TODAY, 1)]);
    expect(view.map(({ completed, claimed }) => [completed, claimed]).slice(0, 2)).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(claimableDays(view)).toEqual([1]);
  });
});

describe('welcome rewards', () => {
  test('claimed in order, the first from registration, each 24 hours after the previous one', async () => {
    const first = await welcomeAfter([]);
    expect(first[0]).toEqual({
      welcome_quest_id: 1,
      day: 1,
      claimed: false,
      can_claim: true,
      coin_reward: 0,
      xp_reward: 0,
      cosmetic_id: 'chest_gold',
      cosmetic_name: 'chest_gold',
      reward: { gold: 0, xp: 0, items: [{ item_id: 'chest_gold', count: 1 }] },
      claimable_at: iso(-48),
    });
    expect(first.slice(1).every((row) => !row.can_claim && row.claimable_at === null)).toBe(true);
    const one = [welcomeClaimed(1, -2)];
    const view = await welcomeAfter(one);
    expect(view[1]).toMatchObject({ welcome_quest_id: 2, can_claim: false, claimable_at: iso(22) });
    expect(view.map(({ claimed }) => claimed)).toEqual([true, false, false, false, false, false, false]);
    expect(await badgeAfter(one)).toBe(1); // the login reward
    expect((await welcomeAfter(one, new Date(iso(22))))[1].can_claim).toBe(true);
    const all = [1, 2, 3, 4, 5, 6, 7].map((index) => welcomeClaimed(index, -200 + index * 25));
    // every one claimed: the live site answers an empty list; we keep the rows, all claimed
    const done = await welcomeAfter(all);
    expect(done.every((row) => row.claimed && !row.can_claim && row.claimable_at === null)).toBe(true);
  });
});

test('an unknown player has no quests', async () => {
  const redis = readerOf([]);
  const nobody = '76561198000000009';
  expect(await readDailyQuests(redis, keys, nobody, NOW)).toBeNull();
  expect(await readDailyQuestsOverview(redis, keys, nobody, NOW)).toBeNull();
  expect(await readLoginQuests(redis, keys, nobody, NOW)).toBeNull();
  expect(await readWelcomeQuests(redis, keys, nobody, NOW)).toBeNull();
});
