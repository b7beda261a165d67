import { projectionTest, type GivenEvent } from '../core/testing';
import { readAuditEntries } from '../admin';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { foldOrderRow, listOrders, orderKeys, ordersProjection, readAwaitingFulfilment, readOrder, readPlayerOrders } from './index';
import type { OrderEvent } from './events';

const PLAYER = '76561198000000001';
const OTHER = '76561198000000002';
const ORDER = 'ord_0123456789abcdef01234567';
const SECOND = 'ord_fedcba9876543210fedcba98';
const THIRD = 'ord_00000000000000000000000a';
const T0 = '2026-11-22T12:00:00.000Z';
const T1 = '2026-11-22T12:01:00.000Z';
const T2 = '2026-11-22T12:02:00.000Z';
const T3 = '2026-11-22T12:03:00.000Z';

const onOrder = (orderId: string, type: OrderEvent['type'], data: object, decidedAt: string, actor?: string): GivenEvent => ({
  stream: `order-${orderId}`,
  type,
  data,
  decidedAt,
  ...(actor ? { actor } : {}),
});
const started = (orderId: string, steamId: string, decidedAt: string, extra: object = {}) =>
  onOrder(
    orderId,
    'OrderStarted',
    {
      orderId,
      steamId,
      itemId: 'gold_10000',
      items: [{ itemId: 'gold_10000', count: 1 }],
      priceUsdCents: 499,
      method: 'alipay',
      provider: 'local',
      providerSessionId: `cs_${orderId}`,
      checkoutUrl: `http://localhost/pay/local/cs_${orderId}`,
      subscription: false,
      ...extra,
    },
    decidedAt,
  );
const paid = (orderId: string, decidedAt: string) =>
  onOrder(orderId, 'OrderPaid', { providerEventId: `evt_paid_${orderId}`, paymentId: `pi_${orderId}`, amountUsdCents: 499 }, decidedAt);
const fulfilled = (orderId: string, decidedAt: string) => onOrder(orderId, 'OrderFulfilled', { grantPosition: 42 }, decidedAt);
const refunded = (orderId: string, amountUsdCents: number, full: boolean, decidedAt: string) =>
  onOrder(
    orderId,
    'OrderRefunded',
    {
      providerEventId: `evt_refund_${amountUsdCents}`,
      refundId: `re_${amountUsdCents}`,
      amountUsdCents,
      full,
      reason: 'asked',
      actor: OTHER,
    },
    decidedAt,
  );

describe('orders read model', () => {
  const keys = orderKeys('test:v1:');

  test('a started order is listed for its player and among all orders, pending, with what it grants and its price', async () => {
    const outcome = projectionTest(ordersProjection, keys).givenEvents([started(ORDER, PLAYER, T0)]);
    expect(await readOrder(outcome.reader(), keys, ORDER)).toEqual({
      id: ORDER,
      order_id: ORDER,
      steam_id: PLAYER,
      item_id: 'gold_10000',
      items: [{ item_id: 'gold_10000', count: 1 }],
      price_usd_cents: 499,
      method: 'alipay',
      provider: 'local',
      status: 'pending',
      refunded_usd_cents: 0,
      created_at: T0,
      paid_at: null,
      fulfilled_at: null,
      subscription: false,
    });
    expect(outcome.readModel()[keys.playerOrders(PLAYER)]).toEqual({ [ORDER]: Date.parse(T0) });
    expect(outcome.readModel()[keys.allOrders]).toEqual({ [ORDER]: Date.parse(T0) });
    expect(await readOrder(outcome.reader(), keys, SECOND)).toBeNull();
  });

  test('a paid order awaits fulfilment until it is fulfilled, whether the events come in one batch or one a batch', async () => {
    for (const eventsPerBatch of [1, 3]) {
      const paidOnly = projectionTest(ordersProjection, keys).givenEvents([started(ORDER, PLAYER, T0), paid(ORDER, T1)], {
        eventsPerBatch,
      });
      expect(await readAwaitingFulfilment(paidOnly.reader(), keys)).toEqual([ORDER]);
      expect(await readOrder(paidOnly.reader(), keys, ORDER)).toMatchObject({ status: 'paid', paid_at: T1, fulfilled_at: null });

      const done = projectionTest(ordersProjection, keys).givenEvents([started(ORDER, PLAYER, T0), paid(ORDER, T1), fulfilled(ORDER, T2)], {
        eventsPerBatch,
      });
      expect(await readAwaitingFulfilment(done.reader(), keys)).toEqual([]);
      expect(done.readModel()[keys.awaitingFulfilment]).toBeUndefined();
      expect(await readOrder(done.reader(), keys, ORDER)).toMatchObject({ status: 'fulfilled', paid_at: T1, fulfilled_at: T2 });
    }
  });

  test('a payment that failed, then succeeded, is paid (paid wins); an expired order never awaits fulfilment', async () => {
    const redis = projectionTest(ordersProjection, keys)
      .givenEvents([
        started(ORDER, PLAYER, T0),
        onOrder(ORDER, 'OrderPaymentFailed', { providerEventId: 'evt_failed', reason: 'card_declined' }, T1),
        paid(ORDER, T2),
        started(SECOND, PLAYER, T1),
        onOrder(SECOND, 'OrderExpired', { providerEventId: 'evt_expired' }, T3),
      ])
      .reader();
    expect(await readOrder(redis, keys, ORDER)).toMatchObject({ status: 'paid', paid_at: T2 });
    expect(await readOrder(redis, keys, SECOND)).toMatchObject({ status: 'expired', paid_at: null });
    expect(await readAwaitingFulfilment(redis, keys)).toEqual([ORDER]);
  });

  test('refunds add up: partial, then refunded in full; a fulfilment after a partial refund still shows the refund', async () => {
    const redis = projectionTest(ordersProjection, keys)
      .givenEvents([
        started(ORDER, PLAYER, T0),
        paid(ORDER, T1),
        refunded(ORDER, 100, false, T2),
        fulfilled(ORDER, T3),
        started(SECOND, PLAYER, T0),
        paid(SECOND, T1),
        fulfilled(SECOND, T1),
        refunded(SECOND, 100, false, T2),
        refunded(SECOND, 399, true, T3),
      ])
      .reader();
    expect(await readOrder(redis, keys, ORDER)).toMatchObject({ status: 'partially_refunded', refunded_usd_cents: 100, fulfilled_at: T3 });
    expect(await readOrder(redis, keys, SECOND)).toMatchObject({ status: 'refunded', refunded_usd_cents: 499 });
  });

  test('support requests and notes leave the row as it is (they are read from the stream)', () => {
    const withActions = projectionTest(ordersProjection, keys).givenEvents([
      started(ORDER, PLAYER, T0),
      paid(ORDER, T1),
      onOrder(ORDER, 'OrderRefundRequested', { amountUsdCents: 499, reason: 'duplicate', actor: OTHER }, T2, OTHER),
      onOrder(ORDER, 'OrderFulfilmentRequested', { actor: OTHER, reason: 'stuck' }, T2, OTHER),
      onOrder(ORDER, 'OrderNoteAdded', { note: 'called the player', actor: OTHER }, T3, OTHER),
    ]);
    const without = projectionTest(ordersProjection, keys).givenEvents([started(ORDER, PLAYER, T0), paid(ORDER, T1)]);
    withActions.thenReadModel(without.readModel());
  });

  test("the list: newest first, narrowed by the player, status, provider and a part of the id, Steam id or product; the player's orders", async () => {
    const redis = projectionTest(ordersProjection, keys)
      .givenEvents([
        started(ORDER, PLAYER, T0),
        paid(ORDER, T1),
        started(SECOND, OTHER, T2, { provider: 'stripe', itemId: 'plus_month', items: [{ itemId: 'plus_month', count: 1 }] }),
        started(THIRD, PLAYER, T3),
      ])
      .reader();
    const ids = (rows: { id: string }[]) => rows.map(({ id }) => id);
    expect(ids(await listOrders(redis, keys))).toEqual([THIRD, SECOND, ORDER]);
    expect(ids(await listOrders(redis, keys, { steam_id: PLAYER }))).toEqual([THIRD, ORDER]);
    expect(ids(await listOrders(redis, keys, { status: 'paid' }))).toEqual([ORDER]);
    expect(ids(await listOrders(redis, keys, { provider: 'stripe' }))).toEqual([SECOND]);
    expect(ids(await listOrders(redis, keys, { q: 'PLUS_' }))).toEqual([SECOND]);
    expect(ids(await listOrders(redis, keys, { q: 'fedcba' }))).toEqual([SECOND]);
    expect(ids(await listOrders(redis, keys, { q: PLAYER.slice(-5) }))).toEqual([THIRD, ORDER]);
    expect(ids(await listOrders(redis, keys, { id: [ORDER, 'ord_missing'] }))).toEqual([ORDER]);
    expect(ids(await readPlayerOrders(redis, keys, OTHER))).toEqual([SECOND]);
    expect(await readPlayerOrders(redis, keys, '76561198000000009')).toEqual([]);
  });

  test("the registry projects the order events into every version's keys, as the projection alone does (the statistics count them too)", () => {
    const events = [started(ORDER, PLAYER, T0), paid(ORDER, T1), refunded(ORDER, 499, true, T2)];
    const all = readModelKeys('test', 'v1');
    const alone = projectionTest(ordersProjection, orderKeys(all.prefix)).givenEvents(events);
    const registry = projectionTest(projectEvent, all).givenEvents(events).readModel();
    const orderKeysOnly = Object.fromEntries(Object.entries(registry).filter(([key]) => key.startsWith(`${all.prefix}orders:`)));
    expect(orderKeysOnly).toEqual(alone.readModel());
    expect(Object.keys(registry).filter((key) => !key.startsWith(`${all.prefix}orders:`))).toEqual([
      `${all.prefix}stats:economy:${T1.slice(0, 10)}`,
    ]);
  });

  test('the fold of an order stream gives the row the projection stores', () => {
    const events = [started(ORDER, PLAYER, T0), paid(ORDER, T1), fulfilled(ORDER, T2), refunded(ORDER, 200, false, T3)];
    const outcome = projectionTest(ordersProjection, keys).givenEvents(events, { eventsPerBatch: 2 });
    const folded = foldOrderRow(events.map((e) => ({ event: { type: e.type, data: e.data } as OrderEvent, decidedAt: e.decidedAt })));
    expect(outcome.readModel()[keys.order(ORDER)]).toEqual(folded);
  });

  test("support's requests and notes are audit entries on the order, with the acting user and the reason", async () => {
    const all = readModelKeys('test', 'v1');
    const redis = projectionTest(projectEvent, all)
      .givenEvents([
        started(ORDER, PLAYER, T0),
        paid(ORDER, T1),
        onOrder(ORDER, 'OrderRefundRequested', { amountUsdCents: 499, reason: 'charged twice', actor: OTHER }, T2, OTHER),
        onOrder(ORDER, 'OrderNoteAdded', { note: 'called the player', actor: OTHER }, T3, OTHER),
      ])
      .reader();
    expect(await readAuditEntries(redis, all)).toEqual([
      {
        id: '4',
        at: T3,
        actor: OTHER,
        actor_name: null,
        action: 'order_note_added',
        target: `order:${ORDER}`,
        reason: null,
        details: { note: 'called the player', actor: OTHER },
      },
      {
        id: '3',
        at: T2,
        actor: OTHER,
        actor_name: null,
        action: 'order_refund_requested',
        target: `order:${ORDER}`,
        reason: 'charged twice',
        details: { amount_usd_cents: 499, actor: OTHER },
      },
    ]);
  });
});
