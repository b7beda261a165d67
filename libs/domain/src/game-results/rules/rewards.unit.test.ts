import { DAILY_CAPS, gameReward } from './rewards';

const DAY = '2026-11-22';
const ranked = (place: number, bonus?: 'gold' | 'exp' | 'doubledown') => ({ place, ranked: true, bonus });

describe('post-game rewards (docs/game-rules.md "Post-game rewards", "Daily reward caps")', () => {
  // the place table itself is asserted through the player decider, events and answer: ../rewards.unit.test.ts

  test('the gold bonus gives x1.5 gold, the exp bonus x1.5 XP, rounded down; the doubledown bonus neither', () => {
    expect(gameReward(ranked(6, 'gold'), false, null, DAY)).toEqual({ xp: 20, gold: 21, capped: false });
    expect(gameReward(ranked(4, 'exp'), false, null, DAY)).toEqual({ xp: 67, gold: 30, capped: false });
    expect(gameReward(ranked(1, 'doubledown'), false, null, DAY)).toEqual({ xp: 100, gold: 100, capped: false });
  });

  test('Plus doubles the gold, after the bonus', () => {
    expect(gameReward(ranked(1), true, null, DAY).gold).toBe(200);
    expect(gameReward(ranked(1, 'gold'), true, null, DAY).gold).toBe(300);
  });

  test('an unranked game, or a place outside 1..8, gives nothing', () => {
    expect(gameReward({ place: 1, ranked: false, bonus: undefined }, true, null, DAY)).toEqual({ xp: 0, gold: 0, capped: false });
    expect(gameReward(ranked(9), false, null, DAY)).toEqual({ xp: 0, gold: 0, capped: false });
  });

  test('the daily caps cut what is left of the day; Plus has the higher gold cap', () => {
    const nearlyFull = { day: DAY, gold: DAILY_CAPS.gold - 30, xp: DAILY_CAPS.xp - 50 };
    expect(gameReward(ranked(1), false, nearlyFull, DAY)).toEqual({ xp: 50, gold: 30, capped: true });
    expect(gameReward(ranked(1), true, nearlyFull, DAY)).toEqual({ xp: 50, gold: 200, capped: true });
    expect(gameReward(ranked(1), false, { day: DAY, gold: 5_000, xp: 5_000 }, DAY)).toEqual({ xp: 0, gold: 0, capped: true });
  });

  test("the caps reset at midnight UTC: yesterday's earnings do not count", () => {
    expect(gameReward(ranked(1), false, { day: '2026-11-21', gold: 5_000, xp: 5_000 }, DAY)).toEqual({ xp: 100, gold: 100, capped: false });
  });
});
