import { expect } from '@jest/globals';
import { hasUpgradedBattlePass } from '../battle-pass';
import { playerSnapshot, type PlayerState } from '../player';
import { SnapshotFormatError } from '../shared/snapshot-json';
import { DAY, NOW, ofTypes, playerJourney, signedUp } from '../player/testing';
import { orderIdFor, type FulfilOrder, type OrderGrantAnswer, type OrderRevokeAnswer, type RevokeOrder } from './index';

const ORDER = orderIdFor('76561198000000001', 'key-1');
const fulfil = (itemId: string, now = NOW, orderId = ORDER): FulfilOrder => ({
  type: 'FulfilOrder',
  orderId,
  items: [{ itemId, count: 1 }],
  now,
});
const revoke = (refundId: string, share: number, now = NOW, orderId = ORDER): RevokeOrder => ({
  type: 'RevokeOrder',
  orderId,
  refundId,
  share,
  now,
});
const roundTrip = (state: PlayerState): PlayerState => playerSnapshot.decode(JSON.parse(JSON.stringify(playerSnapshot.encode(state))));

describe('an order\'s grant on the player\'s stream (docs/game-rules.md "Orders")', () => {
  test('a gold pack grants its gold once (reason payment, the marker OrderGranted); the second FulfilOrder decides nothing and answers the first', () => {
    const journey = playerJourney(signedUp());
    const first = journey.run<OrderGrantAnswer>(fulfil('gold_10000'));
    expect(first.events.map((e) => e.type)).toEqual(['GoldChanged', 'OrderGranted']);
    expect(first.events[0]).toEqual({
      type: 'GoldChanged',
      data: { amount: 10_000, balance: 10_000, reason: 'payment', ref: ORDER },
    });
    expect(first.answer).toEqual({ orderId: ORDER, items: [{ itemId: 'gold_10000', count: 1 }], balance: 10_000, alreadyOwned: [] });
    const again = journey.run<OrderGrantAnswer>(fulfil('gold_10000', NOW + 1_000));
    expect(again.events).toEqual([]);
    expect(again.answer).toEqual(first.answer);
    expect(journey.state.gold).toBe(10_000);
    expect(journey.state.fulfilledOrders.has(ORDER)).toBe(true);
  });

  test('Plus for a year: 365 days from now, its chests and name colour, all recorded in the marker', () => {
    const journey = playerJourney(signedUp());
    const { events } = journey.run(fulfil('plus_year'));
    expect(ofTypes(events, 'OrderGranted')[0].data).toMatchObject({
      plusDays: 365,
      itemsGranted: [
        { itemId: 'chest_god_unique', count: 2 },
        { itemId: 'name_rainbow', count: 1 },
      ],
    });
    expect(ofTypes(events, 'ItemsGranted')[0].data).toMatchObject({ reason: 'payment', ref: ORDER });
    expect(journey.state.plusExpiresAt).toBe(NOW + 365 * DAY);
  });

  test('a player never registered is player_not_found; an order with no items is empty_grant', () => {
    expect(() => playerJourney().run(fulfil('gold_10000'))).toThrow(expect.objectContaining({ code: 'player_not_found' }));
    expect(() => playerJourney(signedUp()).run({ ...fulfil('gold_10000'), items: [] })).toThrow(
      expect.objectContaining({ code: 'empty_grant' }),
    );
  });
});

describe('what a refund takes back; the balance never goes negative', () => {
  test('after the gold was spent, a full refund takes the balance to 0 and records the rest as owed; its retry decides nothing', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('gold_10000'));
    journey.run({ type: 'BuyWithGold', itemId: 'doubledown', sale: null, now: NOW });
    const left = journey.state.gold;
    expect(left).toBe(8_500);
    const { events, answer } = journey.run<OrderRevokeAnswer>(revoke('re_1', 1));
    expect(events.map((e) => e.type)).toEqual(['GoldChanged', 'OrderRevoked']);
    expect(events[0]).toEqual({ type: 'GoldChanged', data: { amount: -left, balance: 0, reason: 'refund', ref: ORDER } });
    expect(answer).toEqual({
      orderId: ORDER,
      refundId: 're_1',
      share: 1,
      goldTaken: left,
      goldOwed: 10_000 - left,
      itemsTaken: [],
      plusDaysTaken: 0,
    });
    expect(journey.state).toMatchObject({ gold: 0, owedGold: 10_000 - left });
    expect(journey.run(revoke('re_1', 1)).events).toEqual([]);
    expect(journey.state.owedGold).toBe(10_000 - left);
  });

  test('a partial refund takes its share of the gold, no items; the refund that completes the whole takes the rest', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('gold_3500'));
    const half = journey.run<OrderRevokeAnswer>(revoke('re_1', 0.3));
    expect(half.answer).toMatchObject({ goldTaken: 1_050, goldOwed: 0, itemsTaken: [] });
    expect(journey.state.gold).toBe(2_450);
    const rest = journey.run<OrderRevokeAnswer>(revoke('re_2', 0.7));
    expect(rest.answer).toMatchObject({ goldTaken: 2_450, goldOwed: 0 });
    expect(journey.state).toMatchObject({ gold: 0, owedGold: 0 });
  });

  test('three thirds of a refund add up to the whole: the gold is taken exactly once in all', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('gold_10000'));
    for (const refundId of ['re_1', 're_2', 're_3']) journey.run(revoke(refundId, 1 / 3));
    expect(journey.state.gold).toBe(0);
    const taken = ofTypes(journey.events, 'OrderRevoked').map((e) => e.data.goldTaken);
    expect(taken).toEqual([3_333, 3_333, 3_334]);
  });

  test('Plus days are taken back, never to before now; a partial refund takes its share of the days', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('plus_month'));
    expect(journey.state.plusExpiresAt).toBe(NOW + 30 * DAY);
    const partial = journey.run<OrderRevokeAnswer>(revoke('re_1', 0.5, NOW + DAY));
    expect(partial.answer.plusDaysTaken).toBe(15);
    expect(journey.state.plusExpiresAt).toBe(NOW + 15 * DAY);
    // 10 days in, the other 15 days would end Plus 10 days ago: it ends now instead
    const later = NOW + 10 * DAY;
    const { events } = journey.run(revoke('re_2', 0.5, later));
    expect(ofTypes(events, 'PlusDaysGranted')).toEqual([
      { type: 'PlusDaysGranted', data: { days: -15, expiresAt: new Date(later).toISOString(), reason: 'refund', ref: ORDER } },
    ]);
    expect(journey.state.plusExpiresAt).toBe(later);
    // Plus that has already run out has nothing left to take: no event
    const again = playerJourney(signedUp());
    again.run(fulfil('plus_month'));
    expect(ofTypes(again.run(revoke('re_1', 1, NOW + 40 * DAY)).events, 'PlusDaysGranted')).toEqual([]);
    expect(again.state.plusExpiresAt).toBe(NOW + 30 * DAY);
  });

  test('the battle-pass upgrade is taken back by a full refund: the upgraded track ends', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('buy_bp'));
    expect(hasUpgradedBattlePass(journey.state)).toBe(true);
    expect(journey.run(revoke('re_1', 0.5)).events.map((e) => e.type)).toEqual(['OrderRevoked']);
    expect(hasUpgradedBattlePass(journey.state)).toBe(true);
    const { events } = journey.run(revoke('re_2', 0.5));
    expect(ofTypes(events, 'ItemsConsumed')).toEqual([
      { type: 'ItemsConsumed', data: { items: [{ itemId: 'buy_bp', count: 1 }], reason: 'refund', ref: ORDER } },
    ]);
    expect(hasUpgradedBattlePass(journey.state)).toBe(false);
  });

  test("items are taken back as far as the player still owns them, and an item owned before the order is not the order's", () => {
    const journey = playerJourney(signedUp());
    journey.run({ type: 'GrantItems', items: [{ itemId: 'name_rainbow', count: 1 }], reason: 'admin_grant', ref: null, now: NOW });
    journey.run(fulfil('plus_year'));
    journey.run({
      type: 'Grant',
      gold: 0,
      items: [],
      takeItems: [{ itemId: 'chest_god_unique', count: 1 }],
      reason: 'admin_grant',
      ref: 'test',
      now: NOW,
    });
    const { answer } = journey.run<OrderRevokeAnswer>(revoke('re_1', 1));
    expect(answer.itemsTaken).toEqual([{ itemId: 'chest_god_unique', count: 1 }]);
    expect(journey.state.inventory.get('chest_god_unique')).toBeUndefined();
    expect(journey.state.inventory.get('name_rainbow')).toBe(1);
    expect(journey.state.plusExpiresAt).toBe(NOW);
  });

  test('a refund of an order not granted yet takes nothing; the order is then never granted (order_refunded)', () => {
    const journey = playerJourney(signedUp());
    expect(journey.run<OrderRevokeAnswer>(revoke('re_1', 1)).answer).toMatchObject({ goldTaken: 0, goldOwed: 0, itemsTaken: [] });
    expect(() => journey.run(fulfil('gold_10000'))).toThrow(expect.objectContaining({ code: 'order_refunded' }));
  });

  test('a share outside (0, 1] is invalid_share', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('gold_10000'));
    for (const share of [0, -0.5, 1.5, Number.NaN])
      expect(() => journey.run(revoke('re_x', share))).toThrow(expect.objectContaining({ code: 'invalid_share' }));
  });

  test('the orders granted, the refunds handled and the gold owed survive a snapshot, and a retry after it still decides nothing', () => {
    const journey = playerJourney(signedUp());
    journey.run(fulfil('plus_year'));
    journey.run(fulfil('gold_10000', NOW, orderIdFor('76561198000000001', 'key-2')));
    journey.run({ type: 'GrantGold', amount: -5_000, reason: 'admin_grant', ref: null });
    journey.run(revoke('re_1', 1, NOW, orderIdFor('76561198000000001', 'key-2')));
    const decoded = roundTrip(journey.state);
    expect(decoded).toEqual(journey.state);
    expect(decoded.owedGold).toBe(5_000);
    const after = playerJourney(journey.events);
    expect(after.run(fulfil('plus_year')).events).toEqual([]);
    expect(after.run(revoke('re_1', 1, NOW, orderIdFor('76561198000000001', 'key-2'))).events).toEqual([]);
    // a snapshot whose orders are not of this shape is refused (the stream is folded instead)
    const encoded = playerSnapshot.encode(journey.state) as { orders: { fulfilledOrders: unknown[] } };
    const broken = { ...encoded, orders: { ...encoded.orders, fulfilledOrders: [[ORDER, { items: 'gold_10000' }]] } };
    expect(() => playerSnapshot.decode(JSON.parse(JSON.stringify(broken)))).toThrow(SnapshotFormatError);
  });
});
