import { rankOf, rankView } from './ranks';

describe('rank, pips and badge by ladder rating (docs/game-rules.md, "Ranks and pips")', () => {
  test.each([
    [0, 'Herald', 1, 11],
    [99, 'Herald', 1, 11],
    [100, 'Herald', 2, 12],
    [499, 'Herald', 5, 15],
    [500, 'Guardian', 1, 21],
    [999, 'Guardian', 5, 25],
    [1000, 'Crusader', 1, 31],
    [1250, 'Crusader', 3, 33],
    [1500, 'Archon', 1, 41],
    [2000, 'Legend', 1, 51],
    [2499, 'Legend', 5, 55],
    [2500, 'Ancient', 1, 61],
    [2699, 'Ancient', 1, 61],
    [2700, 'Ancient', 2, 62],
    [3499, 'Ancient', 5, 65],
    [3500, 'Divine', 1, 71],
    [4499, 'Divine', 5, 75],
  ])('ladder %i is %s with %i pips (badge %i)', (ladder, rank, pips, badge) => {
    expect(rankView(ladder)).toEqual({ rank, rank_tier: Math.floor(badge / 10), pips, badge });
  });

  test.each([4500, 5200, 9000])('ladder %i is Immortal without pips (badge 80)', (ladder) => {
    expect(rankView(ladder)).toEqual({ rank: 'Immortal', rank_tier: 8, pips: null, badge: 80 });
  });

  test.each([
    [0, 0],
    [499, 0],
    [500, 500],
    [1499, 1000],
    [1500, 1500],
    [2000, 2000],
    [3499, 2500],
    [3500, 3500],
    [4500, 4500],
  ])('the floor of the rank at ladder %i is %i', (ladder, floor) => {
    expect(rankOf(ladder).floor).toBe(floor);
  });
});
