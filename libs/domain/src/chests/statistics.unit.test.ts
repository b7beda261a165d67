/**
 * The published odds' statistical check ("Published odds"): 100,000 seeded openings of each chest match its published odds
 * (Pearson's chi-square at p = 0.001, fixed seeds, so the test is deterministic). Openings are
 * drawn by `rollChest` from the chest definitions, as `decideOpenChest` draws them, with each
 * opening's seed from a fixed sfc32 sequence, as the command service's seeds would vary.
 */
import { chestDefinition, publishedOdds, rollChest, sfc32, type ChestOdds, type ChestRoll, type UniqueChestBag } from './index';
import { chiSquare, chiSquareCritical } from './testing';

const OPENINGS = 100_000;
const MASTER_SEED = 0x5eed_c4e5;

/** `OPENINGS` rolls of a chest from a fresh bag (or `bag`), each from its own seed. */
function openings(chestId: string, bag?: UniqueChestBag): ChestRoll[] {
  const definition = chestDefinition(chestId)!;
  const seeds = sfc32(MASTER_SEED);
  return Array.from({ length: OPENINGS }, () => rollChest(definition, bag, sfc32(Math.floor(seeds() * 2 ** 32))));
}

/** Asserts the counts fit the probabilities (each expected count at least 5). */
function expectFit(what: string, observed: number[], probabilities: number[]): void {
  const { statistic, degrees, minExpected } = chiSquare(observed, probabilities);
  expect({ what, enoughExpected: minExpected >= 5 }).toEqual({ what, enoughExpected: true });
  expect({ what, statistic, below: statistic < chiSquareCritical(degrees) }).toMatchObject({ what, below: true });
}

const countBy = <T>(values: readonly T[], keys: readonly T[]): number[] =>
  keys.map((key) => values.filter((value) => value === key).length);
const oddsOf = (chestId: string): ChestOdds => publishedOdds().find((odds) => odds.chestId === chestId)!;

describe('chests: 100,000 seeded openings match the published odds (chi-square, p = 0.001)', () => {
  test.each(['chest_basic', 'chest_gold', 'chest_god'])(
    '%s: the first roll by category and by item, and the number of extra items',
    (chestId) => {
      const odds = oddsOf(chestId);
      const rolls = openings(chestId);
      if (odds.entries.length > 1) {
        expectFit(
          `${chestId} categories`,
          countBy(
            rolls.map((roll) => roll.items[0].source),
            odds.entries.map((entry) => entry.id),
          ),
          odds.entries.map((entry) => entry.probability),
        );
      }
      const items = odds.entries.flatMap((entry) =>
        entry.itemIds.map((itemId) => ({ itemId, probability: entry.probability / entry.itemIds.length })),
      );
      expectFit(
        `${chestId} items`,
        countBy(
          rolls.map((roll) => roll.items[0].itemId),
          items.map((item) => item.itemId),
        ),
        items.map((item) => item.probability),
      );
      if (odds.extraRolls.length > 1) {
        expectFit(
          `${chestId} extra items`,
          countBy(
            rolls.map((roll) => roll.items.length - 1),
            odds.extraRolls.map((roll) => roll.extraItems),
          ),
          odds.extraRolls.map((roll) => roll.probability),
        );
      } else {
        expect(rolls.every((roll) => roll.items.length === 1)).toBe(true);
      }
    },
  );

  test.each(['chest_god_unique', 'chest_arena_unique', 'chest_avatar_unique'])(
    '%s: a first opening draws commons uniformly and each tier at 1 in oneIn[0]',
    (chestId) => {
      const unique = oddsOf(chestId).unique!;
      const rolls = openings(chestId);
      expect(rolls.every((roll) => roll.items[0].source === 'common' && !roll.unique!.bagRefilled)).toBe(true);
      expectFit(
        `${chestId} commons`,
        countBy(
          rolls.map((roll) => roll.items[0].itemId),
          unique.commons,
        ),
        unique.commons.map(() => 1 / unique.commons.length),
      );
      for (const { tier, oneIn } of unique.tiers) {
        const hits = rolls.filter((roll) => roll.items.some((item) => item.source === tier)).length;
        expectFit(`${chestId} ${tier} at 0 misses`, [hits, OPENINGS - hits], [1 / oneIn[0], 1 - 1 / oneIn[0]]);
      }
    },
  );

  test.each(['chest_god_unique', 'chest_arena_unique', 'chest_avatar_unique'])(
    '%s: after 12 misses each tier hits at 1 in oneIn[12], its items uniformly',
    (chestId) => {
      const { commons, tiers } = oddsOf(chestId).unique!;
      const misses = 12;
      // half the commons drawn already: the next one comes from the other half, uniformly
      const drawn = commons.slice(0, Math.floor(commons.length / 2));
      const left = commons.slice(drawn.length);
      const rolls = openings(chestId, { drawn: new Set(drawn), misses: new Map(tiers.map(({ tier }) => [tier, misses])) });
      expectFit(
        `${chestId} commons left`,
        countBy(
          rolls.map((roll) => roll.items[0].itemId),
          left,
        ),
        left.map(() => 1 / left.length),
      );
      for (const { tier, oneIn, itemIds } of tiers) {
        const hits = rolls.flatMap((roll) => roll.items.filter((item) => item.source === tier).map((item) => item.itemId));
        expectFit(
          `${chestId} ${tier} at ${misses} misses`,
          [hits.length, OPENINGS - hits.length],
          [1 / oneIn[misses], 1 - 1 / oneIn[misses]],
        );
        if (itemIds.length > 1)
          expectFit(
            `${chestId} ${tier} items`,
            countBy(hits, itemIds),
            itemIds.map(() => 1 / itemIds.length),
          );
      }
    },
  );
});
