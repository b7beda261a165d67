import { GODS } from './index';

/**
 * The specification's section 9: its power ids, and its figures by shop level 1 to 5 (or by
 * spell-point tier where it gives thresholds), as written there. The catalog must hold each one
 * as it stands (docs/game-rules.md "Gods and their powers").
 */
const SPEC_POWER_IDS = [
  'shallowGrave',
  'cheatingDeath',
  'fillBottle',
  'stonehallPike',
  'warmonger',
  'beefyBoy',
  'oathed',
  'assault',
  'letsMakeADeal',
  'spellSteal',
  'feast',
  'multicast',
  'sorceryForDummies',
  'hymnOfStCrella',
  'allIn',
  'veiledPact',
  'greevilsGreed',
  'unstableConcoction',
  'preyOnTheWeak',
  'rearm',
  'bloodrage',
  'retaliate',
  'wisdomOfTheElders',
  'darkMoonBlessing',
  'bileExplosion',
  'questionMark',
];

/** [power id, figure id, the specification's values]. */
const SPEC_FIGURES: readonly [string, string, readonly number[]][] = [
  ['sorceryForDummies', 'chance', [45, 50, 55, 60, 65]],
  ['sorceryVolumeTwo', 'maxUltimates', [0, 0, 2, 3, 4]],
  ['sorceryVolumeTwo', 'upgradeExtraCost', [25]],
  ['sorceryVolumeThree', 'shopSlots', [4, 6, 7, 9, 11]],
  ['greevilsGreed', 'goldGain', [1]],
  ['greevilsGreed', 'goldSaved', [10]],
  ['unstableConcoction', 'charges', [3]],
  ['unstableConcoction', 'damage', [15]],
  ['bloodrage', 'attackSpeed', [30]],
  ['bloodrage', 'lifesteal', [15]],
  ['bileExplosion', 'radius', [350]],
  ['bileExplosion', 'damage', [20]],
  ['bileExplosion', 'amplification', [20]],
  ['bileExplosion', 'puddleDuration', [5]],
  ['retaliate', 'healthPerRound', [50]],
  ['retaliate', 'damageReturn', [20]],
  ['shallowGrave', 'threshold', [20]],
  ['shallowGrave', 'duration', [0.75, 1.5, 2.25, 3, 3.75]],
  ['allIn', 'minBet', [2, 3, 4, 5, 6]],
  ['allIn', 'maxBet', [4, 6, 8, 10, 12]],
  ['wisdomOfTheElders', 'cooldownReduction', [0, 10, 20, 30, 40]],
  ['preyOnTheWeak', 'attackSpeedPerSummon', [9]],
  ['hymnOfStCrella', 'reviveHealth', [15]],
  ['stonehallPike', 'pointsRequired', [0, 10, 30, 50, 70, 100]],
  ['stonehallPike', 'damage', [3, 6, 9, 12, 15, 20]],
  ['feast', 'heal', [6]],
  ['multicast', 'pointsRequired', [0, 25, 50, 75, 100]],
  ['multicast', 'chance', [25, 35, 45, 55, 65]],
  ['veiledPact', 'distancePerStack', [12]],
  ['veiledPact', 'critChance', [15]],
  ['veiledPact', 'critPerStack', [3.5]],
  ['oathed', 'damage', [10, 20, 30, 40, 50]],
  ['assault', 'respawnTime', [3]],
  ['assault', 'respawnPenalty', [2]],
  ['assault', 'respawnHealth', [50]],
  ['darkMoonBlessing', 'spellAmp', [4]],
  ['letsMakeADeal', 'maxShopLevel', [3]],
  ['letsMakeADeal', 'spellCost', [2]],
  ['letsMakeADeal', 'sellValue', [1]],
  ['letsMakeADeal', 'shopSlots', [2, 3, 4]],
  ['warmonger', 'extraGodDamage', [4]],
  ['warmonger', 'damagePerStack', [50]],
  ['warmonger', 'damageBonus', [10]],
  ['rearm', 'rerolls', [10, 8, 6, 4, 2]],
  ['rearm', 'rerollCost', [0]],
];

const powers = GODS.flatMap((god) => god.powers.map((power) => ({ god: god.id, power })));
const powerById = (id: string) => powers.find((entry) => entry.power.id === id)?.power;

describe("god powers: the specification's section 9", () => {
  test('every power id of the specification belongs to exactly one god', () => {
    for (const id of SPEC_POWER_IDS) {
      expect({ id, gods: powers.filter((entry) => entry.power.id === id).length }).toEqual({ id, gods: 1 });
    }
  });

  test.each(SPEC_FIGURES)('%s %s is %j', (powerId, figureId, values) => {
    const figure = powerById(powerId)?.figures.find((entry) => entry.id === figureId);
    expect(figure?.values).toEqual(values);
  });

  test('a figure with one value per shop level 1 to 5 says so; the spell-point tiers follow their thresholds', () => {
    for (const [powerId, figureId, values] of SPEC_FIGURES) {
      const figure = powerById(powerId)!.figures.find((entry) => entry.id === figureId)!;
      if (powerId === 'stonehallPike' || powerId === 'multicast') expect(figure.per).toBe('tier');
      else if (values.length === 5) expect(figure.per).toBe('shop_level');
      else if (values.length === 1) expect(figure.per).toBeUndefined();
    }
  });

  test('the gods that carry them, as the live site publishes', () => {
    const godOf = (powerId: string) => powers.find((entry) => entry.power.id === powerId)?.god;
    expect(
      Object.fromEntries(
        ['shallowGrave', 'stonehallPike', 'multicast', 'rearm', 'greevilsGreed', 'feast', 'questionMark'].map((id) => [id, godOf(id)]),
      ),
    ).toEqual({
      shallowGrave: 'dazzle',
      stonehallPike: 'legionCommander',
      multicast: 'ogreMagi',
      rearm: 'tinker',
      greevilsGreed: 'alchemist',
      feast: 'lifestealer',
      questionMark: 'chaosGod',
    });
  });
});
