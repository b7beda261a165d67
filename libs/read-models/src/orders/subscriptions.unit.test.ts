import { projectionTest, type GivenEvent } from '../core/testing';
import { orderKeys, readPlayerSubscriptions, subscriptionsProjection } from './index';

const PLAYER = '76561198000000001';
const SUB = 'sub_local_0a';
const LATER = 'sub_local_0b';
const T0 = '2026-01-31T10:00:00.000Z';

const on = (subscriptionId: string, type: string, data: object, decidedAt = T0): GivenEvent => ({
  stream: `subscription-${subscriptionId}`,
  type,
  data,
  decidedAt,
});
const started = (subscriptionId: string, startedAt: string, itemId = 'plus_month') =>
  on(subscriptionId, 'SubscriptionStarted', {
    subscriptionId,
    steamId: PLAYER,
    itemId,
    provider: 'local',
    orderId: 'ord_000000000000000000000001',
    startedAt,
  });
const renewed = (subscriptionId: string, orderId: string) =>
  on(subscriptionId, 'SubscriptionRenewed', { orderId, paymentId: `in_${orderId}` });

describe('subscriptions read model', () => {
  const keys = orderKeys('test:v1:');

  test("a player's subscriptions, newest first, each renewing one period per payment from its start", async () => {
    const redis = projectionTest(subscriptionsProjection, keys)
      .givenEvents([
        started(SUB, T0),
        renewed(SUB, 'ord_000000000000000000000002'),
        started(LATER, '2026-02-10T08:00:00.000Z', 'plus_year'),
      ])
      .reader();
    const rows = await readPlayerSubscriptions(redis, keys, PLAYER, new Date('2026-03-01T00:00:00Z'));
    expect(rows).toEqual([
      expect.objectContaining({
        subscription_id: LATER,
        item_id: 'plus_year',
        payments: 1,
        current_period_end: '2027-02-10T08:00:00.000Z',
      }),
      {
        subscription_id: SUB,
        steam_id: PLAYER,
        item_id: 'plus_month',
        provider: 'local',
        status: 'active',
        cancel_at_period_end: false,
        started_at: T0,
        current_period_end: '2026-03-31T10:00:00.000Z',
        payments: 2,
        latest_order_id: 'ord_000000000000000000000002',
      },
    ]);
    expect(await readPlayerSubscriptions(redis, keys, '76561198000000002')).toEqual([]);
  });

  test('a stopped subscription stays active until its period ends; an ended one is canceled at once', async () => {
    const redis = projectionTest(subscriptionsProjection, keys)
      .givenEvents([
        started(SUB, T0),
        on(SUB, 'SubscriptionRenewalStopped', { actor: PLAYER, reason: 'stopped by the player' }),
        started(LATER, '2026-01-31T11:00:00.000Z'),
        on(LATER, 'SubscriptionEnded', { providerEventId: 'evt_1' }),
      ])
      .reader();
    const before = await readPlayerSubscriptions(redis, keys, PLAYER, new Date('2026-02-27T00:00:00Z'));
    expect(before.map((row) => [row.subscription_id, row.status, row.cancel_at_period_end])).toEqual([
      [LATER, 'canceled', false],
      [SUB, 'active', true],
    ]);
    const after = await readPlayerSubscriptions(redis, keys, PLAYER, new Date('2026-02-28T10:00:00Z'));
    expect(after.find((row) => row.subscription_id === SUB)?.status).toBe('canceled');
  });
});
