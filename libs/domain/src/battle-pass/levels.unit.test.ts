import { cosmeticById } from '../catalog';
import { publishedOdds } from '../chests';
import { automaticReward, battlePassLevel, freeReward, levelRequirements, upgradedReward } from './index';

describe('battle-pass levels (docs/game-rules.md "Battle-pass levels", "Battle-pass tracks")', () => {
  test.each([
    [0, 0],
    [254, 0],
    [255, 1],
    [20_399, 79],
    [20_400, 80],
    [20_655, 81],
    [255_000, 1000],
  ])('%i XP is level %i: 255 XP a level, without end', (xp, level) => {
    expect(battlePassLevel(xp)).toBe(level);
  });

  test('the requirements: where the level started and the XP a level takes', () => {
    expect(levelRequirements(20_500)).toEqual({ total_xp: 20_400, next_level_xp: 255 });
    expect(levelRequirements(0)).toEqual({ total_xp: 0, next_level_xp: 255 });
  });
});

describe('battle-pass rewards', () => {
  const levels = Array.from({ length: 1_000 }, (_, i) => i + 1);

  test('the free track rewards level 1 and every 5th level up to 80, nothing else', () => {
    expect(levels.filter((level) => freeReward(level) !== null)).toEqual([1, ...Array.from({ length: 16 }, (_, i) => 5 * (i + 1))]);
  });

  test('the upgraded track rewards every level 1..80, nothing past it', () => {
    expect(levels.filter((level) => upgradedReward(level) !== null)).toEqual(levels.slice(0, 80));
  });

  test('past 80: a double-down every 10th level, a basic chest every other 5th, the special terrains at 200 and 1000', () => {
    expect(automaticReward(80)).toBeNull();
    expect(automaticReward(85)).toEqual({ gold: 0, xp: 0, items: [{ itemId: 'chest_basic', count: 1 }] });
    expect(automaticReward(90)).toEqual({ gold: 0, xp: 0, items: [{ itemId: 'doubledown', count: 1 }] });
    expect(automaticReward(91)).toBeNull();
    expect(automaticReward(200)?.items).toEqual([
      { itemId: 'doubledown', count: 1 },
      { itemId: 'terrain_level_200', count: 1 },
    ]);
    expect(automaticReward(1000)?.items.map((i) => i.itemId)).toContain('terrain_level_1000');
  });

  test('the terrains of levels 200 and 1000 come from the battle pass only: no chest holds them', () => {
    const inChests = JSON.stringify(publishedOdds());
    expect(inChests).not.toContain('terrain_level_200');
    expect(inChests).not.toContain('terrain_level_1000');
  });

  test('every reward is gold or items of the catalog', () => {
    const rewards = levels
      .flatMap((level) => [freeReward(level), upgradedReward(level), automaticReward(level)])
      .filter((reward) => reward !== null);
    for (const reward of rewards) {
      expect(reward.gold > 0 || reward.items.length > 0).toBe(true);
      for (const { itemId } of reward.items) expect(cosmeticById(itemId)).toBeDefined();
    }
  });
});
