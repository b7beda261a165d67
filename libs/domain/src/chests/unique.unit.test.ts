import { deciderSpecification } from '../shared/testing';
import { chestDefinition, pityOneIn, rollChest, type ChestOpened, type OpenChestEvent, type Random, type UniqueChest } from './index';
import { chestsDecider, chestsGiven, openChest, type ChestsTestState } from './testing';

const spec = deciderSpecification(chestsDecider);
const unique = (chestId: string): UniqueChest => chestDefinition(chestId) as UniqueChest;

/** Opens `count` chests in a row (seeds 1, 2, ...), folding each opening's events. */
function openInARow(chestId: string, count: number): { history: OpenChestEvent[]; opened: ChestOpened[]; state: ChestsTestState } {
  const history = chestsGiven({ [chestId]: count });
  const opened: ChestOpened[] = [];
  let state = chestsDecider.initialState;
  for (let seed = 1; seed <= count; seed++) {
    const outcome = spec.given(history).when(openChest(chestId, seed)).outcome();
    history.push(...outcome.events);
    opened.push(outcome.events.find((event): event is ChestOpened => event.type === 'ChestOpened')!);
    state = outcome.state;
  }
  return { history, opened, state };
}

/** A `Random` giving these floats in turn. */
const sequence = (...values: number[]): Random => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('chests: unique chests', () => {
  test.each(['chest_avatar_unique', 'chest_arena_unique', 'chest_god_unique'])(
    '%s never gives a common twice until every common was drawn',
    (chestId) => {
      const { commons } = unique(chestId);
      const { opened, state } = openInARow(chestId, commons.length);
      const drawn = opened.flatMap((event) => event.data.unique!.drawn);
      expect(drawn).toHaveLength(commons.length);
      expect(new Set(drawn)).toEqual(new Set(commons));
      expect(opened.every((event) => !event.data.unique!.bagRefilled)).toBe(true);
      expect(state.uniqueChestBags.get(chestId)!.drawn).toEqual(new Set(commons));
      expect(state.chestsOpened.get(chestId)).toBe(commons.length);
    },
  );

  test('when every common was drawn, the next opening refills the bag', () => {
    const { commons } = unique('chest_avatar_unique');
    const { history } = openInARow('chest_avatar_unique', commons.length);
    const next = spec
      .given([...history, ...chestsGiven({ chest_avatar_unique: 1 })])
      .when(openChest('chest_avatar_unique', 1_000))
      .outcome();
    const draw = next.events.find((event): event is ChestOpened => event.type === 'ChestOpened')!.data.unique!;
    expect(draw.bagRefilled).toBe(true);
    expect(draw.drawn).toHaveLength(1);
    expect(next.state.uniqueChestBags.get('chest_avatar_unique')!.drawn).toEqual(new Set(draw.drawn));
    // the commons were all granted before: the refilled one is a duplicate, refunded 100 gold
    expect(next.answer.drops[0]).toEqual({ itemId: draw.drawn[0], count: 1, duplicate: true, refundGold: 100 });
  });

  test('misses count up opening after opening while a tier does not hit', () => {
    const { opened, state } = openInARow('chest_arena_unique', 3);
    const misses = opened.map((event) => event.data.unique!.misses);
    const hitIn = (i: number, tier: string): boolean =>
      opened[i].data.drops.some((drop) =>
        unique('chest_arena_unique')
          .tiers.find((t) => t.tier === tier)!
          .itemIds.includes(drop.itemId),
      );
    for (const { tier } of unique('chest_arena_unique').tiers) {
      misses.forEach((after, i) => expect(after[tier]).toBe(hitIn(i, tier) ? 0 : (i === 0 ? 0 : misses[i - 1][tier]) + 1));
      expect(state.uniqueChestBags.get('chest_arena_unique')!.misses.get(tier)).toBe(misses[2][tier]);
    }
  });

  test('the pity odds grow with misses, and a hit resets them', () => {
    const arena = unique('chest_arena_unique');
    const rare = arena.tiers.find((tier) => tier.tier === 'rare')!;
    const bag = (rareMisses: number) => ({ drawn: new Set<string>(), misses: new Map([['rare', rareMisses]]) });
    // draws: the common's index, then each tier's roll (rare first); 0.002 is above 1/1000, below 1/100
    const rolls = (rareMisses: number) => rollChest(arena, bag(rareMisses), sequence(0, 0.002, 0.999, 0.999));
    expect(pityOneIn(rare.oneIn, 0)).toBe(1000);
    expect(pityOneIn(rare.oneIn, 8)).toBe(100);
    expect(rolls(0).unique!.misses.rare).toBe(1);
    expect(rolls(0).items.map((item) => item.source)).toEqual(['common']);
    const hit = rollChest(arena, bag(8), sequence(0, 0.002, 0, 0.999, 0.999));
    expect(hit.items.map((item) => item.source)).toEqual(['common', 'rare']);
    expect(hit.unique!.misses.rare).toBe(0);
    // after 24 misses the rare tier is 1 in 1: it hits on any draw
    expect(rollChest(arena, bag(24), sequence(0, 0.999_999, 0, 0.999, 0.999)).items.map((item) => item.source)).toEqual(['common', 'rare']);
    expect(pityOneIn(rare.oneIn, 1_000)).toBe(1);
    for (let misses = 1; misses < rare.oneIn.length; misses++)
      expect(pityOneIn(rare.oneIn, misses)).toBeLessThanOrEqual(pityOneIn(rare.oneIn, misses - 1));
  });

  test('a rare the player owns is a duplicate', () => {
    const arena = unique('chest_arena_unique');
    const veryRare = arena.tiers.find((tier) => tier.tier === 'very_rare')!;
    // 36 misses: the very rare tier is 1 in 1, and the chest has one very rare terrain
    const history: OpenChestEvent[] = [
      ...chestsGiven({ chest_arena_unique: 1, [veryRare.itemIds[0]]: 1 }),
      {
        type: 'ChestOpened',
        data: {
          chestId: 'chest_arena_unique',
          seed: 0,
          openedAt: '2024-01-01T00:00:00.000Z',
          drops: [],
          unique: { drawn: [], misses: { very_rare: 36 }, bagRefilled: false },
        },
      },
    ];
    const outcome = spec.given(history).when(openChest('chest_arena_unique', 5)).outcome();
    expect(outcome.answer.drops).toContainEqual({ itemId: veryRare.itemIds[0], count: 1, duplicate: true, refundGold: 100 });
    expect(outcome.state.uniqueChestBags.get('chest_arena_unique')!.misses.get('very_rare')).toBe(0);
  });
});
