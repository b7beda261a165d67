import { achievementProgress, canClaim, nextTier, tierState } from './logic';
import type { Achievement } from './types';

const reward = { gold: 30, xp: 500, items: [] };
const firstPlace = (value: number, claimed: number): Pick<Achievement, 'achievement_id' | 'stat' | 'value' | 'tiers' | 'claimable'> => {
  const goals = [1, 10, 100];
  return {
    achievement_id: 'first_place',
    stat: 'first_place',
    value,
    tiers: goals.map((goal, i) => ({ tier: i + 1, goal, reward, reached: value >= goal, claimed: i < claimed })),
    claimable: goals.some((goal, i) => i === claimed && value >= goal),
  };
};

describe('achievements: tiers claimed one at a time', () => {
  test('the next tier is the lowest not claimed', () => {
    expect(nextTier(firstPlace(12, 0))?.tier).toBe(1);
    expect(nextTier(firstPlace(12, 1))?.tier).toBe(2);
    expect(nextTier(firstPlace(120, 3))).toBeNull();
  });
  test("each tier's state: claimed, claimable (the next, reached), reached (after the next), not reached", () => {
    const a = firstPlace(12, 0);
    expect(a.tiers.map((tier) => tierState(a, tier))).toEqual(['claimable', 'reached', 'not_reached']);
    const b = firstPlace(12, 2);
    expect(b.tiers.map((tier) => tierState(b, tier))).toEqual(['claimed', 'claimed', 'not_reached']);
  });
  test('Claim shows while the next tier is reached', () => {
    expect(canClaim(firstPlace(12, 1))).toBe(true);
    expect(canClaim(firstPlace(12, 2))).toBe(false);
    expect(canClaim(firstPlace(120, 3))).toBe(false);
  });
  test("progress towards the next tier's goal; full once every tier is claimed", () => {
    expect(achievementProgress(firstPlace(12, 2))).toEqual({ value: 12, goal: 100, fraction: 0.12 });
    expect(achievementProgress(firstPlace(12, 0))).toEqual({ value: 12, goal: 1, fraction: 1 });
    expect(achievementProgress(firstPlace(150, 3))).toEqual({ value: 150, goal: null, fraction: 1 });
  });
});
