import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing';
import {
  decideGrant,
  decideGrantGold,
  decideGrantItems,
  evolveStoreSlice,
  GrantGold,
  GrantItems,
  initialStoreSlice,
  StoreEvent,
} from './index';
import { gold, granted, storeDecider } from './testing';

const goldSpec = deciderSpecification(storeDecider(decideGrantGold));
const itemsSpec = deciderSpecification(storeDecider(decideGrantItems));
const grantGold = (amount: number, reason: GrantGold['reason'] = 'admin_grant', ref: string | null = null): GrantGold => ({
  type: 'GrantGold',
  amount,
  reason,
  ref,
});
const grantItems = (items: Record<string, number>, reason: GrantItems['reason'] = 'code', ref: string | null = 'CODE1'): GrantItems => ({
  type: 'GrantItems',
  now: Date.parse('2026-11-21T12:00:00Z'),
  items: Object.entries(items).map(([itemId, count]) => ({ itemId, count })),
  reason,
  ref,
});

describe('store: granting gold', () => {
  test('every change carries its reason and the balance after it', () => {
    goldSpec
      .given([])
      .when(grantGold(500, 'game', 'match-1'))
      .then([gold(500, 500, 'game', 'match-1')], { balance: 500, alreadyOwned: [] });
    goldSpec
      .given([gold(500, 500)])
      .when(grantGold(-200, 'admin_grant'))
      .then([gold(-200, 300, 'admin_grant')]);
  });

  test('the balance never goes below zero: taking more than it holds is refused', () => {
    goldSpec
      .given([gold(100, 100)])
      .when(grantGold(-101))
      .thenThrows('insufficient_gold');
    const outcome = goldSpec
      .given([gold(100, 100)])
      .when(grantGold(-100))
      .outcome();
    expect(outcome.state.gold).toBe(0);
  });

  test.each([0, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('an amount of %p is refused', (amount) => {
    goldSpec.given([]).when(grantGold(amount)).thenThrows('invalid_amount');
  });

  test('the ledger replays: the sum of the changes is the balance', () => {
    const events: StoreEvent[] = [
      gold(1_000, 1_000, 'game'),
      gold(-300, 700, 'purchase'),
      gold(25_000, 25_700, 'bundle'),
      gold(-700, 25_000, 'admin_grant'),
    ];
    const state = foldEvents(evolveStoreSlice, initialStoreSlice, events);
    expect(state.gold).toBe(events.reduce((sum, e) => sum + (e.type === 'GoldChanged' ? e.data.amount : 0), 0));
  });
});

describe('store: granting items', () => {
  test('items are owned with counts; chests and consumables stack', () => {
    const first = itemsSpec
      .given([])
      .when(grantItems({ hat_crown: 1, chest_basic: 2, doubledown: 1 }))
      .then([granted({ hat_crown: 1, chest_basic: 2, doubledown: 1 }, 'code', 'CODE1')]);
    const second = itemsSpec
      .given(first.events)
      .when(grantItems({ chest_basic: 3 }))
      .outcome();
    expect(second.state.inventory.get('chest_basic')).toBe(5);
  });

  test('an item already owned is not granted again, and is answered as such', () => {
    itemsSpec
      .given([granted({ hat_crown: 1 })])
      .when(grantItems({ hat_crown: 1, hat_halo: 2 }))
      .then([granted({ hat_halo: 1 }, 'code', 'CODE1')], { balance: 0, alreadyOwned: ['hat_crown', 'hat_halo'] });
    itemsSpec
      .given([granted({ hat_crown: 1 })])
      .when(grantItems({ hat_crown: 1 }))
      .thenNothingHappened({ balance: 0, alreadyOwned: ['hat_crown'] });
  });

  test('a bundle opens into its contents: gold (reason bundle) and items', () => {
    const outcome = itemsSpec
      .given([gold(10, 10)])
      .when(grantItems({ pack_welcome_back: 1 }, 'reward', null))
      .then([gold(25_000, 25_010, 'bundle', 'pack_welcome_back'), granted({ chest_basic: 1, card_dazzle: 1 }, 'reward')], {
        balance: 25_010,
        alreadyOwned: [],
      });
    expect(outcome.state.inventory.has('pack_welcome_back')).toBe(false);
  });

  test('gold and XP packs are consumed on grant; Plus packages give days and their items', () => {
    itemsSpec
      .given([])
      .when(grantItems({ gold_3500: 2 }, 'payment', 'order-1'))
      .then([gold(7_000, 7_000, 'payment', 'gold_3500')]);
    itemsSpec
      .given([])
      .when(grantItems({ get_xp_500: 1 }, 'reward', null))
      .then([{ type: 'XpGranted', data: { amount: 500, reason: 'reward', ref: 'get_xp_500' } }]);
    itemsSpec
      .given([])
      .when(grantItems({ plus_year: 1 }, 'payment', 'order-2'))
      .then([
        { type: 'PlusDaysGranted', data: { days: 365, expiresAt: '2027-11-21T12:00:00.000Z', reason: 'payment', ref: 'plus_year' } },
        granted({ chest_god_unique: 2, name_rainbow: 1 }, 'payment', 'order-2'),
      ]);
  });

  test('Plus days extend from the current expiry while Plus runs, and from now after it lapsed', () => {
    const running = {
      type: 'PlusDaysGranted' as const,
      data: { days: 2, expiresAt: '2026-11-23T12:00:00.000Z', reason: 'code' as const, ref: 'plus_2day' },
    };
    itemsSpec
      .given([running])
      .when(grantItems({ plus_4day: 1 }))
      .then([{ type: 'PlusDaysGranted', data: { days: 4, expiresAt: '2026-11-27T12:00:00.000Z', reason: 'code', ref: 'plus_4day' } }]);
    const lapsed = { ...running, data: { ...running.data, expiresAt: '2026-11-01T00:00:00.000Z' } };
    itemsSpec
      .given([lapsed])
      .when(grantItems({ plus_1day: 2 }))
      .then([{ type: 'PlusDaysGranted', data: { days: 2, expiresAt: '2026-11-23T12:00:00.000Z', reason: 'code', ref: 'plus_1day' } }]);
  });

  test('an unknown item or a count that is not a positive integer is refused', () => {
    itemsSpec
      .given([])
      .when(grantItems({ constructor: 1 }))
      .thenThrows('unknown_item');
    itemsSpec
      .given([])
      .when(grantItems({ chest_basic: 0 }))
      .thenThrows('invalid_count');
    itemsSpec
      .given([])
      .when(grantItems({ chest_basic: 1.5 }))
      .thenThrows('invalid_count');
  });
});

describe('store: granting gold and items at once', () => {
  const spec = deciderSpecification(storeDecider(decideGrant));
  const grant = (gold: number, items: Record<string, number>) => ({
    type: 'Grant' as const,
    gold,
    items: Object.entries(items).map(([itemId, count]) => ({ itemId, count })),
    reason: 'admin_grant' as const,
    ref: 'support ticket 7',
    now: Date.parse('2026-11-21T12:00:00Z'),
  });

  test('the gold first, then the items on the balance after it', () => {
    spec
      .given([gold(100, 100)])
      .when(grant(5_000, { chest_basic: 2, gold_3500: 1 }))
      .then(
        [
          gold(5_000, 5_100, 'admin_grant', 'support ticket 7'),
          gold(3_500, 8_600, 'admin_grant', 'gold_3500'),
          granted({ chest_basic: 2 }, 'admin_grant', 'support ticket 7'),
        ],
        { balance: 8_600, alreadyOwned: [] },
      );
  });

  test('an admin takes owned items back: counts fall, an equipped item none of which is left is unequipped', () => {
    const take = (items: Record<string, number>) => ({
      ...grant(0, {}),
      takeItems: Object.entries(items).map(([itemId, count]) => ({ itemId, count })),
    });
    const equippedGold = { type: 'ItemEquipped' as const, data: { itemId: 'avatar_gold', group: 'avatar_frame' as const, replaced: null } };
    const history = [granted({ chest_basic: 3, avatar_gold: 1 }), equippedGold];
    const outcome = spec
      .given(history)
      .when(take({ chest_basic: 2, avatar_gold: 1 }))
      .then(
        [
          {
            type: 'ItemsConsumed',
            data: {
              items: [
                { itemId: 'chest_basic', count: 2 },
                { itemId: 'avatar_gold', count: 1 },
              ],
              reason: 'admin_take',
              ref: 'support ticket 7',
            },
          },
          { type: 'ItemUnequipped', data: { itemId: 'avatar_gold', group: 'avatar_frame' } },
        ],
        { balance: 0, alreadyOwned: [] },
      );
    expect(outcome.state.inventory.get('chest_basic')).toBe(1);
    expect(outcome.state.inventory.has('avatar_gold')).toBe(false);
    expect(outcome.state.equipped.has('avatar_frame')).toBe(false);
  });

  test('taking more than the player owns, or an unknown item, is refused and changes nothing', () => {
    const take = (items: Record<string, number>) => ({
      ...grant(500, {}),
      takeItems: Object.entries(items).map(([itemId, count]) => ({ itemId, count })),
    });
    spec
      .given([granted({ chest_basic: 1 })])
      .when(take({ chest_basic: 2 }))
      .thenThrows('not_owned');
    spec
      .given([])
      .when(take({ avatar_gold: 1 }))
      .thenThrows('not_owned');
    spec
      .given([])
      .when(take({ no_such_item: 1 }))
      .thenThrows('unknown_item');
  });

  test('an empty grant is refused; taking more gold than the balance is refused and grants nothing', () => {
    spec.given([]).when(grant(0, {})).thenThrows('empty_grant');
    spec
      .given([gold(100, 100)])
      .when(grant(-101, { chest_basic: 1 }))
      .thenThrows('insufficient_gold');
  });
});
