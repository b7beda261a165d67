import { cosmeticById } from '../catalog';
import { deciderSpecification } from '../shared/testing';
import { chestDefinition, rollChest, sfc32, type ChestOpened, type OpenChestEvent } from './index';
import { chestsDecider, chestsGiven, openChest, seedWhere } from './testing';

const spec = deciderSpecification(chestsDecider);
const OPENED_AT = '2024-06-01T12:00:00.000Z';
const basic = chestDefinition('chest_basic')!;
const consumed = (chestId: string): OpenChestEvent => ({
  type: 'ItemsConsumed',
  data: { items: [{ itemId: chestId, count: 1 }], reason: 'chest_opened', ref: chestId },
});
const openedOf = (events: readonly OpenChestEvent[]): ChestOpened =>
  events.find((event): event is ChestOpened => event.type === 'ChestOpened')!;

describe('chests: opening refusals', () => {
  test.each(['hat_crown', 'nope', 'constructor', '__proto__'])('%p is not a chest', (chestId) => {
    spec
      .given(chestsGiven({ hat_crown: 1 }))
      .when(openChest(chestId, 1))
      .thenThrows('not_a_chest');
  });

  test('a chest the player does not own (any more) cannot be opened', () => {
    spec.given([]).when(openChest('chest_basic', 1)).thenThrows('no_chest');
    const first = spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', 1))
      .outcome();
    spec
      .given([...chestsGiven({ chest_basic: 1 }), ...first.events])
      .when(openChest('chest_basic', 2))
      .thenThrows('no_chest');
  });

  test.each([-1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY])('a seed of %p is refused', (seed) => {
    spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', seed))
      .thenThrows('invalid_seed');
  });

  test('a time that is not a time is refused', () => {
    spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', 1, Number.NaN))
      .thenThrows('invalid_time');
    spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', 1, 9e15))
      .thenThrows('invalid_time');
  });
});

describe('chests: opening', () => {
  test('events come in order: the chest consumed, ChestOpened, then the grant of the drops', () => {
    const seed = 7;
    const itemId = rollChest(chestDefinition('chest_gold')!, undefined, sfc32(seed)).items[0].itemId;
    const amount = cosmeticById(itemId)!.contents!.gold!;
    const drops = [{ itemId, count: 1, duplicate: false, refundGold: 0 }];
    const outcome = spec
      .given(chestsGiven({ chest_gold: 2 }, 10))
      .when(openChest('chest_gold', seed))
      .then(
        [
          consumed('chest_gold'),
          { type: 'ChestOpened', data: { chestId: 'chest_gold', seed, openedAt: OPENED_AT, drops, unique: null } },
          { type: 'GoldChanged', data: { amount, balance: 10 + amount, reason: 'chest', ref: itemId } },
        ],
        { chestId: 'chest_gold', drops, balance: 10 + amount },
      );
    expect(outcome.state.inventory.get('chest_gold')).toBe(1);
    expect(outcome.state.chestsOpened.get('chest_gold')).toBe(1);
  });

  test('the same seed on the same state gives the same drops; the recorded seed re-rolls them', () => {
    const given = chestsGiven({ chest_basic: 1, avatar_bronze: 1 });
    const first = spec.given(given).when(openChest('chest_basic', 123_456)).outcome();
    const again = spec.given(given).when(openChest('chest_basic', 123_456)).outcome();
    expect(again.events).toEqual(first.events);
    const opened = openedOf(first.events);
    expect(rollChest(basic, undefined, sfc32(opened.data.seed)).items.map((item) => item.itemId)).toEqual(
      opened.data.drops.map((drop) => drop.itemId),
    );
    const others = [1, 2, 3, 4, 5].map(
      (seed) => openedOf(spec.given(given).when(openChest('chest_basic', seed)).outcome().events).data.drops,
    );
    expect(others.some((drops) => JSON.stringify(drops) !== JSON.stringify(opened.data.drops))).toBe(true);
  });

  test("a duplicate refunds a quarter of the chest's gold price (chest_basic: 500 gold), reported as the missed item", () => {
    const seed = seedWhere(basic, (roll) => roll.items.length === 1 && roll.items[0].source === 'avatar_frame');
    const frame = rollChest(basic, undefined, sfc32(seed)).items[0].itemId;
    const drops = [{ itemId: frame, count: 1, duplicate: true, refundGold: 500 }];
    spec
      .given(chestsGiven({ chest_basic: 1, [frame]: 1 }, 40))
      .when(openChest('chest_basic', seed))
      .then(
        [
          consumed('chest_basic'),
          { type: 'ChestOpened', data: { chestId: 'chest_basic', seed, openedAt: OPENED_AT, drops, unique: null } },
          { type: 'GoldChanged', data: { amount: 500, balance: 540, reason: 'chest_refund', ref: frame } },
        ],
        { chestId: 'chest_basic', drops, balance: 540 },
      );
  });

  test('an item dropped twice in one opening is granted once; the second is a duplicate', () => {
    const seed = seedWhere(basic, (roll) => {
      const ids = roll.items.filter((item) => !cosmeticById(item.itemId)!.stacks).map((item) => item.itemId);
      return new Set(ids).size < ids.length;
    });
    const outcome = spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', seed))
      .outcome();
    const drops = openedOf(outcome.events).data.drops;
    const twice = drops.find((drop, i) => drops.findIndex((other) => other.itemId === drop.itemId) !== i)!;
    expect(drops.filter((drop) => drop.itemId === twice.itemId).map((drop) => drop.duplicate)).toEqual([false, true]);
    expect(outcome.state.inventory.get(twice.itemId)).toBe(1);
    expect(outcome.events.filter((event) => event.type === 'GoldChanged' && event.data.reason === 'chest_refund')).toHaveLength(
      drops.filter((d) => d.duplicate).length,
    );
    expect(outcome.state.gold).toBe(500 * drops.filter((d) => d.duplicate).length);
  });

  test('a duplicate from a chest without a gold price refunds 100 gold', () => {
    const arena = chestDefinition('chest_arena_unique')!;
    const seed = seedWhere(arena, (roll) => roll.items.length === 1);
    const common = rollChest(arena, undefined, sfc32(seed)).items[0].itemId;
    spec
      .given(chestsGiven({ chest_arena_unique: 1, [common]: 1 }))
      .when(openChest('chest_arena_unique', seed))
      .thenMatches([
        consumed('chest_arena_unique'),
        { type: 'ChestOpened', data: { drops: [{ itemId: common, count: 1, duplicate: true, refundGold: 100 }] } },
        { type: 'GoldChanged', data: { amount: 100, balance: 100, reason: 'chest_refund', ref: common } },
      ]);
  });

  test('a duplicate god card from a god chest becomes +5 god progress, not gold', () => {
    const godChest = chestDefinition('chest_god')!;
    const seed = 99;
    const card = rollChest(godChest, undefined, sfc32(seed)).items[0].itemId;
    const godId = card.slice('card_'.length);
    const outcome = spec
      .given(chestsGiven({ chest_god: 2, [card]: 1 }))
      .when(openChest('chest_god', seed))
      .then([
        consumed('chest_god'),
        {
          type: 'ChestOpened',
          data: {
            chestId: 'chest_god',
            seed,
            openedAt: OPENED_AT,
            drops: [{ itemId: card, count: 1, duplicate: true, refundGold: 0 }],
            unique: null,
          },
        },
        { type: 'GodProgressGained', data: { godId, amount: 5, reason: 'duplicate_card', ref: 'chest_god' } },
      ]);
    expect(outcome.state.godProgress.get(godId)).toBe(5);
    expect(outcome.state.gold).toBe(0);
  });

  test('a god card not owned is granted, even when its gold card is owned', () => {
    const seed = 99;
    const card = rollChest(chestDefinition('chest_god')!, undefined, sfc32(seed)).items[0].itemId;
    const outcome = spec
      .given(chestsGiven({ chest_god: 1, [`gold_${card}`]: 1 }))
      .when(openChest('chest_god', seed))
      .outcome();
    expect(outcome.events.map((event) => event.type)).toEqual(['ItemsConsumed', 'ChestOpened', 'ItemsGranted']);
    expect(outcome.state.inventory.get(card)).toBe(1);
    expect(outcome.state.inventory.has('chest_god')).toBe(false);
  });

  test('packs open into their contents: XP, Plus days; a god chest drop adds a chest_god', () => {
    const xpSeed = seedWhere(basic, (roll) => roll.items.length === 1 && roll.items[0].source === 'xp');
    const xp = rollChest(basic, undefined, sfc32(xpSeed)).items[0].itemId;
    spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', xpSeed))
      .thenMatches([
        consumed('chest_basic'),
        { type: 'ChestOpened' },
        { type: 'XpGranted', data: { amount: cosmeticById(xp)!.contents!.xp, reason: 'chest', ref: xp } },
      ]);

    const plusSeed = seedWhere(basic, (roll) => roll.items.length === 1 && roll.items[0].source === 'plus');
    const plus = spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', plusSeed))
      .thenMatches([consumed('chest_basic'), { type: 'ChestOpened' }, { type: 'PlusDaysGranted', data: { reason: 'chest' } }]);
    expect(plus.state.plusExpiresAt).toBeGreaterThan(Date.parse(OPENED_AT));

    const godSeed = seedWhere(basic, (roll) => roll.items.length === 1 && roll.items[0].source === 'god_chest');
    const god = spec
      .given(chestsGiven({ chest_basic: 1 }))
      .when(openChest('chest_basic', godSeed))
      .thenMatches([
        consumed('chest_basic'),
        { type: 'ChestOpened' },
        { type: 'ItemsGranted', data: { items: [{ itemId: 'chest_god', count: 1 }], reason: 'chest', ref: 'chest_basic' } },
      ]);
    expect(god.state.inventory.get('chest_god')).toBe(1);
    expect(god.state.inventory.has('chest_basic')).toBe(false);
  });

  test('the answer is the drops and the balance after every gold change', () => {
    const seed = seedWhere(basic, (roll) => roll.items.length >= 3);
    const outcome = spec
      .given(chestsGiven({ chest_basic: 3, avatar_bronze: 1, hat_straw: 1 }, 1_000))
      .when(openChest('chest_basic', seed))
      .outcome();
    expect(outcome.answer.drops).toEqual(openedOf(outcome.events).data.drops);
    expect(outcome.answer.drops.length).toBeGreaterThanOrEqual(3);
    expect(outcome.answer.balance).toBe(outcome.state.gold);
  });
});
