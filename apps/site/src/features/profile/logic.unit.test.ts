import { ApiError } from '../../shared/api/client';
import type { PlayerProfile } from '../../shared/api/types';
import profileCn from '../../locales/cn/profile.json';
import profileEn from '../../locales/en/profile.json';
import { badgeCounts } from './badge-count';
import {
  dailyGoldState,
  doubledownState,
  fraction,
  hasPassed,
  loginDayState,
  patchProfile,
  plusStatus,
  PROGRESS_ERROR_CODES,
  progressErrorKey,
  questView,
  rewardParts,
  rewardText,
  welcomeRewardState,
  type RewardLabeller,
} from './logic';
import type { DailyQuest, Reward } from './types';

const NOW = Date.parse('2025-06-02T12:00:00Z');
const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const quest = (over: Partial<DailyQuest> = {}): DailyQuest => ({
  quest_id: 'first_place_1',
  stat: 'first_place',
  goal: 2,
  progress: 1,
  gold: 200,
  completed: false,
  assigned_at: iso(NOW - 2 * HOUR),
  reroll_at: iso(NOW + 21 * HOUR),
  ...over,
});

const PROFILE = {
  steam_id: '76561198000000000',
  coins: 1_000,
  bp_level: 3,
  unclaimed_quests: 2,
  unclaimed_bp_rewards: 4,
  achievements_to_claim: 1,
  unopened_chests: 3,
} as PlayerProfile;

describe('fraction: progress bars', () => {
  test('value over goal, clamped to 0..1', () => {
    expect(fraction(1, 4)).toBe(0.25);
    expect(fraction(6, 4)).toBe(1);
    expect(fraction(-1, 4)).toBe(0);
  });
  test('no goal (or not a number) reads as empty', () => {
    expect(fraction(3, 0)).toBe(0);
    expect(fraction(Number.NaN, 4)).toBe(0);
  });
});

describe('questView: Claim when complete, Reroll once reroll_at has passed', () => {
  test('a quest in progress before reroll_at: neither', () => {
    expect(questView(quest(), NOW)).toEqual({ fraction: 0.5, claimable: false, rerollable: false });
  });
  test('reroll_at passed: Reroll', () => {
    expect(questView(quest({ reroll_at: iso(NOW - 1) }), NOW).rerollable).toBe(true);
    expect(questView(quest({ reroll_at: iso(NOW) }), NOW).rerollable).toBe(true);
  });
  test('complete: Claim, a full bar, and no reroll (it would throw the reward away)', () => {
    expect(questView(quest({ progress: 2, completed: true, reroll_at: iso(NOW - HOUR) }), NOW)).toEqual({
      fraction: 1,
      claimable: true,
      rerollable: false,
    });
  });
  test('hasPassed: a text that is not a time never passes', () => {
    expect(hasPassed('soon', NOW)).toBe(false);
    expect(hasPassed(null, NOW)).toBe(false);
  });
});

describe('badgeCounts: the My Profile menu', () => {
  test('the button badge is quests + chests + battle-pass rewards; the Achievements entry has its own count', () => {
    expect(badgeCounts(PROFILE)).toEqual({ quests: 2, chests: 3, battlePass: 4, achievements: 1, total: 9 });
    expect(badgeCounts({ ...PROFILE, achievements_to_claim: 5 })).toMatchObject({ achievements: 5, total: 9 });
  });
  test("the wallet's chests win over the profile's (a chest opening refreshes it first)", () => {
    expect(badgeCounts(PROFILE, { unopened_chests: 0 })).toEqual({ quests: 2, chests: 0, battlePass: 4, achievements: 1, total: 6 });
  });
  test('nothing loaded yet, or odd numbers: zeros', () => {
    expect(badgeCounts(null)).toEqual({ quests: 0, chests: 0, battlePass: 0, achievements: 0, total: 0 });
    expect(badgeCounts({ unclaimed_quests: -1, unclaimed_bp_rewards: Number.NaN, unopened_chests: 1, achievements_to_claim: -2 })).toEqual({
      quests: 0,
      chests: 1,
      battlePass: 0,
      achievements: 0,
      total: 1,
    });
  });
});

describe('patchProfile: what a claim shows at once', () => {
  test('a quest claim: the balance of the answer and one quest less', () => {
    const next = patchProfile(PROFILE, { position: 10, coins: 1_200, quests: 1 });
    expect(next).toMatchObject({ coins: 1_200, unclaimed_quests: 1, unclaimed_bp_rewards: 4, achievements_to_claim: 1, bp_level: 3 });
    expect(badgeCounts(next).total).toBe(8);
  });
  test('a battle-pass claim-all: the rewards claimed and the level after', () => {
    expect(patchProfile(PROFILE, { position: 11, coins: 2_000, battlePassRewards: 4, bpLevel: 5 })).toMatchObject({
      unclaimed_bp_rewards: 0,
      bp_level: 5,
      coins: 2_000,
    });
  });
  test('counts never go below zero; a reroll changes nothing', () => {
    expect(patchProfile(PROFILE, { position: 12, achievements: 3 }).achievements_to_claim).toBe(0);
    expect(patchProfile(PROFILE, { position: 13 })).toEqual(PROFILE);
  });
});

/** A labeller with the real English or Chinese texts, interpolated the way i18next does. */
function labeller(texts: typeof profileEn, names: Record<string, string> = {}): RewardLabeller {
  const table = texts.progress.reward as Record<string, string>;
  return {
    t: (key, options = {}) =>
      table[key.slice('progress.reward.'.length)].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name])),
    nameOf: (id) => names[id] ?? id,
    number: (n) => n.toLocaleString('en'),
  };
}

describe('reward labels', () => {
  const reward: Reward = {
    gold: 100,
    xp: 500,
    items: [
      { item_id: 'chest_basic', count: 1 },
      { item_id: 'doubledown', count: 2 },
    ],
  };
  test('parts: gold, XP, then the items in order; empty parts left out', () => {
    expect(rewardParts(reward)).toEqual([
      { kind: 'gold', amount: 100 },
      { kind: 'xp', amount: 500 },
      { kind: 'item', itemId: 'chest_basic', count: 1 },
      { kind: 'item', itemId: 'doubledown', count: 2 },
    ]);
    expect(rewardParts({ gold: 0, xp: 200, items: [] })).toEqual([{ kind: 'xp', amount: 200 }]);
    expect(rewardParts(null)).toEqual([]);
  });
  test('one line in English, item names from the catalog, counts above one', () => {
    expect(rewardText(reward, labeller(profileEn, { chest_basic: 'Basic Chest', doubledown: 'Double-down' }))).toBe(
      '100 gold · 500 XP · Basic Chest · Double-down ×2',
    );
    expect(rewardText({ gold: 1_000, xp: 0, items: [] }, labeller(profileEn))).toBe('1,000 gold');
  });
  test('in Chinese', () => {
    expect(rewardText({ gold: 200, xp: 300, items: [] }, labeller(profileCn))).toBe('200 金币 · 300 经验');
  });
  test('a reward that gives nothing says so', () => {
    expect(rewardText({ gold: 0, xp: 0, items: [] }, labeller(profileEn))).toBe('No reward');
  });
});

describe('progressErrorKey: the translated message of an API error', () => {
  test('each new code has its own text, in both languages', () => {
    for (const code of PROGRESS_ERROR_CODES) {
      expect(progressErrorKey(new ApiError(409, code, 'x'))).toBe(`progress.errors.${code}`);
      expect((profileEn.progress.errors as Record<string, string>)[code]).toBeTruthy();
      expect((profileCn.progress.errors as Record<string, string>)[code]).toBeTruthy();
    }
  });
  test("other errors are left to the store's texts", () => {
    expect(progressErrorKey(new ApiError(503, 'busy', 'x'))).toBeNull();
    expect(progressErrorKey(new Error('x'))).toBeNull();
  });
});

test('every stat a quest counts has a goal text and a name', () => {
  const stats = ['games_played', 'first_place', 'top_four', 'rounds_won', 'gabens', 'supers', 'chests_opened'];
  const goals = profileEn.quests.goal as Record<string, string>;
  for (const stat of stats) {
    expect(goals[`${stat}_one`]).toContain('{{count}}');
    expect(goals[`${stat}_other`]).toContain('{{count}}');
    expect((profileEn.progress.stats as Record<string, string>)[stat]).toBeTruthy();
  }
});

describe('login and welcome rewards', () => {
  const reward: Reward = { gold: 200, xp: 0, items: [] };
  test('a login day is claimed, ready once completed, or upcoming', () => {
    expect(loginDayState({ index: 1, reward, completed: true, claimed: true })).toBe('claimed');
    expect(loginDayState({ index: 2, reward, completed: true, claimed: false })).toBe('claimable');
    expect(loginDayState({ index: 3, reward, completed: false, claimed: false })).toBe('upcoming');
  });
  test('welcome rewards go in order: only the next one is ready, once its time has come', () => {
    const waiting = { next_index: 2, next_at: iso(NOW + HOUR), claimable: false };
    expect(welcomeRewardState(waiting, { index: 1, claimed: true }, NOW)).toBe('claimed');
    expect(welcomeRewardState(waiting, { index: 2, claimed: false }, NOW)).toBe('waiting');
    expect(welcomeRewardState(waiting, { index: 2, claimed: false }, NOW + HOUR)).toBe('ready');
    expect(welcomeRewardState(waiting, { index: 3, claimed: false }, NOW + HOUR)).toBe('later');
    expect(welcomeRewardState({ ...waiting, claimable: true }, { index: 2, claimed: false }, NOW)).toBe('ready');
  });
});

describe('Plus daily gold and the double-down', () => {
  test('daily gold: Claim when available and not claimed today', () => {
    expect(dailyGoldState({ available: true, claimed_today: false, gold: 100 })).toBe('claimable');
    expect(dailyGoldState({ available: true, claimed_today: true, gold: 100 })).toBe('claimed');
    expect(dailyGoldState({ available: false, claimed_today: false, gold: 100 })).toBe('plus_required');
  });
  test("double-down: armed, else Plus's free one first, else an item, else none", () => {
    expect(doubledownState({ armed: true, items: 2, plus_free_available: true })).toBe('armed');
    expect(doubledownState({ armed: false, items: 2, plus_free_available: true })).toBe('plus_free');
    expect(doubledownState({ armed: false, items: 2, plus_free_available: false })).toBe('item');
    expect(doubledownState({ armed: false, items: 0, plus_free_available: false })).toBe('none');
  });
});

describe('plusStatus: the subscriptions card', () => {
  test('bought Plus runs until its expiry', () => {
    expect(plusStatus({ has_plus: true, plus_expiration: iso(NOW + HOUR), gaimin_connected: false }, NOW)).toEqual({
      kind: 'until',
      until: iso(NOW + HOUR),
    });
  });
  test('Plus from Gaimin has no end', () => {
    expect(plusStatus({ has_plus: true, plus_expiration: null, gaimin_connected: true }, NOW)).toEqual({ kind: 'gaimin' });
    expect(plusStatus({ has_plus: true, plus_expiration: iso(NOW - HOUR), gaimin_connected: true }, NOW)).toEqual({ kind: 'gaimin' });
  });
  test('ended, or never had', () => {
    expect(plusStatus({ has_plus: false, plus_expiration: iso(NOW - HOUR), gaimin_connected: false }, NOW)).toEqual({
      kind: 'expired',
      ended: iso(NOW - HOUR),
    });
    expect(plusStatus({ has_plus: false, plus_expiration: null, gaimin_connected: false }, NOW)).toEqual({ kind: 'none' });
  });
});
