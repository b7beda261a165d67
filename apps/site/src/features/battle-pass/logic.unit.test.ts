import { claimableRewards, levelClaimable, levelProgress, trackState } from './logic';
import type { BattlePassLevel } from './types';

const GOLD = { gold: 250, xp: 0, items: [] };
const CHEST = { gold: 0, xp: 0, items: [{ item_id: 'chest_basic', count: 1 }] };

const level = (over: Partial<BattlePassLevel> = {}): BattlePassLevel => ({
  level: 5,
  reached: true,
  free: GOLD,
  free_claimed: false,
  upgraded: CHEST,
  upgraded_claimed: false,
  ...over,
});

describe('levelProgress: the bar and the tooltip', () => {
  test('progress = (total_xp - requirements.total_xp) / requirements.next_level_xp', () => {
    const p = levelProgress({ bp_level: 12, total_xp: 3_100, requirements: { total_xp: 3_060, next_level_xp: 255 } });
    expect(p.into).toBe(40);
    expect(p.next).toBe(255);
    expect(p.fraction).toBeCloseTo(40 / 255);
    expect(p.totalXp).toBe(3_100);
    expect(p.toNext).toBe(215);
  });
  test('at the start of a level the bar is empty; it never passes full', () => {
    expect(levelProgress({ bp_level: 1, total_xp: 255, requirements: { total_xp: 255, next_level_xp: 255 } })).toMatchObject({
      fraction: 0,
      toNext: 255,
    });
    expect(levelProgress({ bp_level: 1, total_xp: 900, requirements: { total_xp: 255, next_level_xp: 255 } })).toMatchObject({
      fraction: 1,
      toNext: 0,
    });
  });
  test('no XP figure for the next level: an empty bar', () => {
    expect(levelProgress({ bp_level: 0, total_xp: 0, requirements: { total_xp: 0, next_level_xp: 0 } }).fraction).toBe(0);
  });
});

describe('trackState: reached / claimed / locked', () => {
  test('a reached level: both tracks claimable when the upgrade is unlocked', () => {
    expect(trackState(level(), 'free', true)).toBe('claimable');
    expect(trackState(level(), 'upgraded', true)).toBe('claimable');
  });
  test('without the upgrade the upgraded track is locked, reached or not', () => {
    expect(trackState(level(), 'upgraded', false)).toBe('locked');
    expect(trackState(level({ reached: false }), 'upgraded', false)).toBe('locked');
    expect(trackState(level(), 'free', false)).toBe('claimable');
  });
  test('claimed stays claimed; not reached; no reward on that track', () => {
    expect(trackState(level({ free_claimed: true }), 'free', true)).toBe('claimed');
    expect(trackState(level({ upgraded_claimed: true }), 'upgraded', false)).toBe('claimed');
    expect(trackState(level({ reached: false }), 'free', true)).toBe('not_reached');
    expect(trackState(level({ free: null }), 'free', true)).toBe('none');
  });
});

describe('what Claim and Claim all give', () => {
  test('a level can be claimed while one of its tracks is claimable', () => {
    expect(levelClaimable(level({ free_claimed: true }), true)).toBe(true);
    expect(levelClaimable(level({ free_claimed: true }), false)).toBe(false);
    expect(levelClaimable(level({ reached: false }), true)).toBe(false);
  });
  test('the rewards to claim over the levels', () => {
    const levels = [
      level({ level: 1 }),
      level({ level: 2, free: null }),
      level({ level: 3, reached: false }),
      level({ level: 4, free_claimed: true, upgraded_claimed: true }),
    ];
    expect(claimableRewards(levels, true)).toBe(3);
    expect(claimableRewards(levels, false)).toBe(1);
  });
});
