import { GODS, GODS_BY_ID } from '../catalog';
import {
  DEFAULT_GOD_FLAGS,
  FREE_GODS,
  GOLD_CARD_PROGRESS_TARGET,
  godCardId,
  godOfCard,
  godOwnership,
  godsView,
  goldGodCardId,
  PLUS_EXCLUSIVE_GODS,
} from './index';

const inventory = (...itemIds: string[]): ReadonlyMap<string, number> => new Map(itemIds.map((id) => [id, 1]));
const PAID_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;

describe('gods: ownership', () => {
  test('the free and Plus-exclusive gods are gods of the catalog, none both', () => {
    expect([...FREE_GODS, ...PLUS_EXCLUSIVE_GODS].filter((id) => !GODS_BY_ID.has(id))).toEqual([]);
    expect(FREE_GODS.filter((id) => PLUS_EXCLUSIVE_GODS.includes(id))).toEqual([]);
  });

  test('a god is owned through its card or its gold card', () => {
    expect(godOwnership({ inventory: inventory(), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, PAID_GOD)).toEqual({
      owned: false,
      reasons: [],
    });
    expect(godOwnership({ inventory: inventory(godCardId(PAID_GOD)), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, PAID_GOD)).toEqual({
      owned: true,
      reasons: ['card'],
    });
    expect(godOwnership({ inventory: inventory(goldGodCardId(PAID_GOD)), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, PAID_GOD)).toEqual({
      owned: true,
      reasons: ['gold_card'],
    });
    expect(
      godOwnership({ inventory: new Map([[godCardId(PAID_GOD), 0]]), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, PAID_GOD).owned,
    ).toBe(false);
  });

  test('a free god is owned by everyone, with every reason listed', () => {
    expect(godOwnership({ inventory: inventory(), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, FREE_GODS[0])).toEqual({
      owned: true,
      reasons: ['free'],
    });
    expect(
      godOwnership({ inventory: inventory(godCardId(FREE_GODS[0])), hasPlus: true, godFlags: DEFAULT_GOD_FLAGS }, FREE_GODS[0]).reasons,
    ).toEqual(['free', 'card']);
  });

  test('a Plus-exclusive god is owned only while Plus lasts', () => {
    const god = PLUS_EXCLUSIVE_GODS[0];
    expect(godOwnership({ inventory: inventory(), hasPlus: false, godFlags: DEFAULT_GOD_FLAGS }, god).owned).toBe(false);
    expect(godOwnership({ inventory: inventory(), hasPlus: true, godFlags: DEFAULT_GOD_FLAGS }, god)).toEqual({
      owned: true,
      reasons: ['plus_exclusive'],
    });
    expect(godOwnership({ inventory: inventory(), hasPlus: true, godFlags: DEFAULT_GOD_FLAGS }, PAID_GOD).owned).toBe(false);
  });

  test('an unknown god id is owned through a card only', () => {
    expect(godOwnership({ inventory: inventory(), hasPlus: true, godFlags: DEFAULT_GOD_FLAGS }, 'constructor')).toEqual({
      owned: false,
      reasons: [],
    });
  });

  test('the view lists every god with ownership and progress towards the gold card', () => {
    const view = godsView({ inventory: inventory(godCardId(PAID_GOD)), godProgress: new Map([[PAID_GOD, 15]]) }, false, DEFAULT_GOD_FLAGS);
    expect(view.map((god) => god.godId)).toEqual(GODS.map((god) => god.id));
    expect(view.find((god) => god.godId === PAID_GOD)).toEqual({
      godId: PAID_GOD,
      owned: true,
      reasons: ['card'],
      plusExclusive: false,
      enabled: true,
      progress: 15,
      target: GOLD_CARD_PROGRESS_TARGET,
      banned: false,
    });
    expect(view.find((god) => god.godId === PLUS_EXCLUSIVE_GODS[0])).toMatchObject({ owned: false, plusExclusive: true, progress: 0 });
    expect(view.filter((god) => god.owned).length).toBe(FREE_GODS.length + 1);
  });

  test('a card names its god', () => {
    expect(godOfCard(godCardId(PAID_GOD))).toBe(PAID_GOD);
    expect(godOfCard(goldGodCardId(PAID_GOD))).toBe(PAID_GOD);
    expect(['card_constructor', 'hat_crown', 'gold_card_', 'card_'].map(godOfCard)).toEqual([null, null, null, null]);
  });

  test("an admin's flags decide what is free and Plus-exclusive; a disabled god is still owned", () => {
    const flags = new Map(DEFAULT_GOD_FLAGS)
      .set(PAID_GOD, { enabled: false, free: true, plusExclusive: false })
      .set(FREE_GODS[0], { enabled: true, free: false, plusExclusive: true });
    expect(godOwnership({ inventory: inventory(), hasPlus: false, godFlags: flags }, PAID_GOD)).toEqual({ owned: true, reasons: ['free'] });
    expect(godOwnership({ inventory: inventory(), hasPlus: false, godFlags: flags }, FREE_GODS[0]).owned).toBe(false);
    expect(godOwnership({ inventory: inventory(), hasPlus: true, godFlags: flags }, FREE_GODS[0]).reasons).toEqual(['plus_exclusive']);
    const view = godsView({ inventory: inventory(), godProgress: new Map() }, false, flags);
    expect(view.find((god) => god.godId === PAID_GOD)).toMatchObject({ owned: true, enabled: false });
    expect(view.filter((god) => !god.enabled).map((god) => god.godId)).toEqual([PAID_GOD]);
  });
});
