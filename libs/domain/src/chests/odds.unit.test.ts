import { COSMETICS, cosmeticById, GODS } from '../catalog';
import { CHEST_DEFINITIONS, PITY_TABLES, publishedOdds, UNIQUE_TIERS } from './index';

const CATALOG_CHESTS = COSMETICS.filter((item) => item.type === 'chest').map((item) => item.id);

describe('chests: definitions and published odds', () => {
  test('every chest of the catalog has a definition, and nothing else has one', () => {
    expect([...CHEST_DEFINITIONS.keys()].sort()).toEqual([...CATALOG_CHESTS].sort());
    expect(publishedOdds().map((odds) => odds.chestId)).toEqual([...CHEST_DEFINITIONS.keys()]);
  });

  test('every item id published exists in the catalog, and no pool is empty', () => {
    for (const odds of publishedOdds()) {
      const ids = [
        ...odds.entries.flatMap((entry) => entry.itemIds),
        ...(odds.unique?.commons ?? []),
        ...(odds.unique?.tiers.flatMap((tier) => tier.itemIds) ?? []),
      ];
      expect(ids.filter((id) => !cosmeticById(id))).toEqual([]);
      for (const entry of odds.entries) expect(entry.itemIds.length).toBeGreaterThan(0);
      for (const tier of odds.unique?.tiers ?? []) expect(tier.itemIds.length).toBeGreaterThan(0);
    }
  });

  test("a weighted chest's entries and extra rolls each sum to 1", () => {
    for (const odds of publishedOdds().filter((o) => o.kind === 'weighted')) {
      expect(odds.entries.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 12);
      expect(odds.extraRolls.reduce((sum, roll) => sum + roll.probability, 0)).toBeCloseTo(1, 12);
      expect(odds.unique).toBeNull();
    }
  });

  test("chest_basic publishes the specification's odds and extra rolls", () => {
    const basic = publishedOdds().find((odds) => odds.chestId === 'chest_basic')!;
    expect(Object.fromEntries(basic.entries.map((entry) => [entry.id, entry.probability]))).toEqual({
      xp: 0.25,
      avatar_frame: 0.19,
      avatar_hat: 0.18,
      plus: 0.15,
      finisher: 0.1,
      arena: 0.08,
      god_chest: 0.05,
    });
    // P(at least 2 items) = 1/4, P(at least 3) = 1/16, ... (docs/game-rules.md "Basic chest")
    const atLeast = (extra: number): number =>
      basic.extraRolls.filter((roll) => roll.extraItems >= extra).reduce((sum, roll) => sum + roll.probability, 0);
    expect([1, 2, 3, 4].map(atLeast)).toEqual([1 / 4, 1 / 16, 1 / 64, 1 / 256]);
    expect(basic.extraRolls.map((roll) => roll.extraItems)).toEqual([0, 1, 2, 3, 4]);
    expect(basic.duplicateRefundGold).toBe(500);
    expect(basic.entries.find((entry) => entry.id === 'arena')!.itemIds.every((id) => cosmeticById(id)!.goldPrice !== null)).toBe(true);
  });

  test('the War Chest, a chest of its own, publishes the other reading of the basic odds: 20 / 27.5 / 27.5 / 15 / 10', () => {
    const war = publishedOdds().find((odds) => odds.chestId === 'chest_war')!;
    const basic = publishedOdds().find((odds) => odds.chestId === 'chest_basic')!;
    expect(Object.fromEntries(war.entries.map((entry) => [entry.id, entry.probability]))).toEqual({
      xp: 0.2,
      avatar_frame: 0.275,
      avatar_hat: 0.275,
      finisher: 0.15,
      arena: 0.1,
    });
    // the same chest read otherwise: the basic chest's pools and extra rolls; no price, so a duplicate refunds 100 gold
    for (const entry of war.entries) expect(entry.itemIds).toEqual(basic.entries.find((b) => b.id === entry.id)!.itemIds);
    expect(war.extraRolls).toEqual(basic.extraRolls);
    expect(cosmeticById('chest_war')).toMatchObject({ type: 'chest', goldPrice: null, usdCents: null });
    expect(war.duplicateRefundGold).toBe(100);
  });

  test("chest_gold publishes the specification's gold drops", () => {
    const gold = publishedOdds().find((odds) => odds.chestId === 'chest_gold')!;
    expect(gold.entries.map((entry) => [entry.itemIds, entry.probability])).toEqual([
      [['drop_gold_50'], 0.5425],
      [['drop_gold_100'], 0.4],
      [['drop_gold_400'], 0.05],
      [['drop_gold_4000'], 0.005],
      [['drop_gold_10000'], 0.0025],
    ]);
    expect(gold.extraRolls).toEqual([{ extraItems: 0, probability: 1 }]);
  });

  test('god chests give a card of every god, and turn duplicate cards into +5 progress', () => {
    const [god, godUnique] = ['chest_god', 'chest_god_unique'].map((id) => publishedOdds().find((odds) => odds.chestId === id)!);
    expect(god.entries).toHaveLength(1);
    expect(god.entries[0].itemIds).toEqual(GODS.map((g) => `card_${g.id}`));
    expect(godUnique.unique!.commons).toEqual(GODS.map((g) => `card_${g.id}`));
    expect([god.duplicateGodProgress, godUnique.duplicateGodProgress]).toEqual([5, 5]);
    expect(god.duplicateRefundGold).toBe(100);
  });

  test('unique chests publish their commons and tiers, with pity odds from 1000, 1600 and 2000 down to 1 in 1', () => {
    for (const odds of publishedOdds().filter((o) => o.kind === 'unique')) {
      expect(odds.entries).toEqual([]);
      expect(odds.unique!.commons.length).toBeGreaterThan(0);
      const ids = [...odds.unique!.commons, ...odds.unique!.tiers.flatMap((tier) => tier.itemIds)];
      expect(new Set(ids).size).toBe(ids.length);
      expect(odds.duplicateGodProgress === null).toBe(odds.chestId !== 'chest_god_unique');
    }
    expect(PITY_TABLES.rare[0]).toBe(1000);
    expect(PITY_TABLES.very_rare[0]).toBe(1600);
    expect(PITY_TABLES.ultra_rare[0]).toBe(2000);
    expect(PITY_TABLES.rare.indexOf(1)).toBe(24);
    for (const tier of UNIQUE_TIERS) {
      const table = PITY_TABLES[tier];
      expect(table[table.length - 1]).toBe(1);
      expect(table.every((oneIn, misses) => Number.isInteger(oneIn) && (misses === 0 || oneIn <= table[misses - 1]))).toBe(true);
    }
  });

  test('every label is given in English and Chinese', () => {
    for (const odds of publishedOdds()) {
      const labels = [odds.name, ...odds.entries.map((entry) => entry.label), ...(odds.unique?.tiers.map((tier) => tier.label) ?? [])];
      for (const label of labels) {
        expect(label.en.length).toBeGreaterThan(0);
        expect(label.cn.length).toBeGreaterThan(0);
      }
    }
  });
});
