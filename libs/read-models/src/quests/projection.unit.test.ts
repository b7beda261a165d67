import { dailyQuests, loginQuests, playerProfile, welcomeQuests } from '@arena/contract';
import type { PlayerResult } from '@arena/domain';
import { gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readDailyQuests, readLoginQuests, readWelcomeQuests } from './index';

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
    expect(view.quests).toEqual([
      {
        quest_id: 'first_place_2',
        stat: 'first_place',
        goal: 2,
        progress: 1,
        gold: 200,
        completed: false,
        assigned_at: iso(-30),
        reroll_at: iso(-7),
      },
      { quest_id: 'gabens_1', stat: 'gabens', goal: 5, progress: 1, gold: 200, completed: false, assigned_at: iso(-2), reroll_at: iso(21) },
    ]);

    const done = [...events, game(win)];
    expect((await dailyAfter(done)).quests[0]).toMatchObject({ progress: 2, completed: true });
    // the completed quest, and the login and welcome rewards a claim would give now
    expect(await badgeAfter(done)).toBe(3);
    // claimed or rerolled: no longer active
    const after = await dailyAfter([
      ...done,
      onPlayer('DailyQuestClaimed', { questId: 'first_place_2', gold: 200 }),
      onPlayer('DailyQuestRerolled', { questId: 'gabens_1' }),
    ]);
    expect(after.quests).toEqual([]);
  });

  test('chests opened count towards their stat', async () => {
    const view = await dailyAfter([
      assigned('chests_1', 'chests_opened', 2, 0, -5),
      onPlayer('ChestOpened', { chestId: 'chest_basic', seed: 1, openedAt: iso(-1), drops: [], unique: null }),
    ]);
    expect(view.quests[0].progress).toBe(1);
  });

  test("slots, today's earnings against the caps, the daily gold bonus: more with Plus", async () => {
    const reward = (day: string, gold: number, xp: number) => ({
      reward: { gold, xp, capped: false, bpLevel: 0, earnedToday: { day, gold, xp } },
    });
    const plain = await dailyAfter([game({ place: 1 }, reward(TODAY, 100, 100)), game({ place: 2 }, reward(TODAY, 60, 190))]);
    expect(plain).toMatchObject({
      slots: 2,
      earned_today: { gold: 60, gold_cap: 1000, xp: 190, xp_cap: 1500, resets_at: '2026-03-11T00:00:00.000Z' },
      daily_gold: { available: false, claimed_today: false, gold: 100 },
      doubledown: { armed: false, items: 0, plus_free_available: false },
    });
    // a new day: nothing earned yet
    expect((await dailyAfter([game({ place: 1 }, reward('2026-03-09', 100, 100))])).earned_today).toMatchObject({ gold: 0, xp: 0 });

    const withPlus = await dailyAfter([plusMonth, onPlayer('DailyGoldClaimed', { day: TODAY })]);
    expect(withPlus).toMatchObject({ slots: 3, earned_today: { gold_cap: 2000 }, daily_gold: { available: true, claimed_today: true } });
    expect((await dailyAfter([plusMonth, onPlayer('DailyGoldClaimed', { day: '2026-03-09' })])).daily_gold.claimed_today).toBe(false);
  });

  test("the double-down: items held, armed until a ranked result spends it, Plus's free one once a week", async () => {
    const armedFree = onPlayer('DoubledownArmed', { source: 'plus_weekly', week: MONDAY });
    expect(
      (
        await dailyAfter([
          plusMonth,
          onPlayer('ItemsGranted', { items: [{ itemId: 'doubledown', count: 2 }], reason: 'purchase', ref: 'doubledown' }),
        ])
      ).doubledown,
    ).toEqual({ armed: false, items: 2, plus_free_available: true });
    expect((await dailyAfter([plusMonth, armedFree])).doubledown).toEqual({ armed: true, items: 0, plus_free_available: false });
    expect((await dailyAfter([plusMonth, armedFree, game({ place: 2 }, { armedDoubledownUsed: true })])).doubledown).toMatchObject({
      armed: false,
    });
    // next week, the free one is back
    expect((await dailyAfter([plusMonth, armedFree], new Date('2026-03-16T00:00:00.000Z'))).doubledown.plus_free_available).toBe(true);
  });
});

describe('login rewards', () => {
  test("a claim completes today first: claimable while a day is left to claim; the week's days completed and claimed", async () => {
    expect(await loginAfter([])).toMatchObject({
      week: MONDAY,
      resets_at: '2026-03-16T00:00:00.000Z',
      today_completed: false,
      claimable: true,
    });
    const monday = [loginDay(MONDAY, MONDAY, 1), loginClaimed(MONDAY, 1)];
    expect((await loginAfter(monday)).claimable).toBe(true);
    const today = [...monday, loginDay(MONDAY, TODAY, 2)];
    const view = await loginAfter(today);
    expect(view).toMatchObject({ today_completed: true, claimable: true });
    expect(view.days.map(({ completed, claimed }) => [completed, claimed])).toEqual([
      [true, true],
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(view.days[0].reward).toEqual({ gold: 200, xp: 0, items: [] });
    const claimedAll = [...today, loginClaimed(MONDAY, 2)];
    expect((await loginAfter(claimedAll)).claimable).toBe(false);
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
    expect(await loginAfter(lastWeek)).toMatchObject({ week: MONDAY, today_completed: false, claimable: true });
    expect((await loginAfter(lastWeek)).days.filter((day) => day.completed || day.claimed)).toEqual([]);
    const view = await loginAfter([...lastWeek, loginDay(MONDAY, TODAY, 1)]);
    expect(view.days.map(({ completed, claimed }) => [completed, claimed]).slice(0, 2)).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(view.claimable).toBe(true);
  });
});

describe('welcome rewards', () => {
  test('claimed in order, the first from registration, each 24 hours after the previous one', async () => {
    expect(await welcomeAfter([])).toMatchObject({ next_index: 1, next_at: iso(-48), claimable: true });
    const one = [welcomeClaimed(1, -2)];
    const view = await welcomeAfter(one);
    expect(view).toMatchObject({ next_index: 2, next_at: iso(22), claimable: false });
    expect(view.rewards.map(({ claimed }) => claimed)).toEqual([true, false, false, false, false, false, false]);
    expect(view.rewards[0].reward).toEqual({ gold: 0, xp: 0, items: [{ item_id: 'chest_gold', count: 1 }] });
    expect(await badgeAfter(one)).toBe(1); // the login reward
    expect((await welcomeAfter(one, new Date(iso(22)))).claimable).toBe(true);
    const all = [1, 2, 3, 4, 5, 6, 7].map((index) => welcomeClaimed(index, -200 + index * 25));
    expect(await welcomeAfter(all)).toMatchObject({ next_index: null, next_at: null, claimable: false });
  });
});

test('an unknown player has no quests', async () => {
  const redis = readerOf([]);
  const nobody = '76561198000000009';
  expect(await readDailyQuests(redis, keys, nobody, NOW)).toBeNull();
  expect(await readLoginQuests(redis, keys, nobody, NOW)).toBeNull();
  expect(await readWelcomeQuests(redis, keys, nobody, NOW)).toBeNull();
});
