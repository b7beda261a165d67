import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';
import { DomainError } from '../shared/decision';
import { foldEvents } from '../shared/decider';
import { sha256Hex } from '../shared/sha256';
import { deciderSpecification } from '../shared/testing';
import {
  decideOrder,
  evolveOrder,
  initialOrderState,
  ORDER_ID_PATTERN,
  orderDecider,
  orderIdFor,
  orderStream,
  orderView,
  type OrderCommand,
  type OrderEvent,
  type OrderProviderEvent,
  type OrderStarted,
  type OrderState,
  type StartOrder,
} from './index';

const ORDER_ID = orderIdFor('76561198000000001', 'checkout-key-1');
const start: StartOrder = {
  type: 'StartOrder',
  orderId: ORDER_ID,
  steamId: '76561198000000001',
  itemId: 'gold_10000',
  method: 'alipay',
  provider: 'local',
  providerSessionId: 'cs_local_1',
  checkoutUrl: 'http://localhost/pay/local/cs_local_1',
  subscription: false,
};
const started: OrderStarted = {
  type: 'OrderStarted',
  data: {
    orderId: ORDER_ID,
    steamId: start.steamId,
    itemId: 'gold_10000',
    items: [{ itemId: 'gold_10000', count: 1 }],
    priceUsdCents: 499,
    method: 'alipay',
    provider: 'local',
    providerSessionId: 'cs_local_1',
    checkoutUrl: start.checkoutUrl,
    subscription: false,
  },
};
const paidEvent: OrderProviderEvent = { id: 'evt_paid', kind: 'paid', paymentId: 'pi_1', amountUsdCents: 499 };
const failedEvent: OrderProviderEvent = { id: 'evt_failed', kind: 'failed', reason: 'card_declined' };
const expiredEvent: OrderProviderEvent = { id: 'evt_expired', kind: 'expired' };
const refundedEvent = (id: string, refundId: string, amountUsdCents: number): OrderProviderEvent => ({
  id,
  kind: 'refunded',
  refundId,
  amountUsdCents,
});
const provider = (event: OrderProviderEvent): OrderCommand => ({ type: 'RecordProviderEvent', event });
const paid: OrderEvent = { type: 'OrderPaid', data: { providerEventId: 'evt_paid', paymentId: 'pi_1', amountUsdCents: 499 } };
const failed: OrderEvent = { type: 'OrderPaymentFailed', data: { providerEventId: 'evt_failed', reason: 'card_declined' } };
const expired: OrderEvent = { type: 'OrderExpired', data: { providerEventId: 'evt_expired' } };
const fulfilled: OrderEvent = { type: 'OrderFulfilled', data: { grantPosition: 42 } };
const refundRequested = (amountUsdCents: number, requestId = 'rq1'): OrderEvent => ({
  type: 'OrderRefundRequested',
  data: { requestId, amountUsdCents, reason: 'player asked', actor: 'support-1' },
});
const fold = (events: readonly OrderEvent[]): OrderState => foldEvents(evolveOrder, initialOrderState, events);
const statusAfter = (events: readonly OrderEvent[]) => orderView(fold(events))?.status;

describe('order ids and streams', () => {
  test('an order id derives from the player and the Idempotency-Key: the same checkout finds the same order', () => {
    expect(ORDER_ID).toMatch(ORDER_ID_PATTERN);
    expect(orderIdFor('76561198000000001', 'checkout-key-1')).toBe(ORDER_ID);
    expect(orderIdFor('76561198000000002', 'checkout-key-1')).not.toBe(ORDER_ID);
    expect(orderIdFor('76561198000000001', 'checkout-key-2')).not.toBe(ORDER_ID);
    expect(ORDER_ID).toBe(`ord_${createHash('sha256').update('76561198000000001:checkout-key-1').digest('hex').slice(0, 24)}`);
    expect(orderStream(ORDER_ID)).toBe(`order-${ORDER_ID}`);
  });

  test("the domain's SHA-256 equals Node's for empty, ASCII, multi-byte and multi-block input", () => {
    const inputs = ['', 'abc', '世界 🎮 ünïcode', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'w'.repeat(1_000)];
    for (const input of inputs) expect(sha256Hex(input)).toBe(createHash('sha256').update(input, 'utf8').digest('hex'));
  });
});

describe('starting an order (docs/game-rules.md "Orders")', () => {
  const spec = deciderSpecification(orderDecider);

  test('a product is started at its catalog price in USD cents, granting itself once; the same checkout again decides nothing', () => {
    const { state } = spec.given([]).when(start).then([started]);
    expect(orderView(state)).toMatchObject({ status: 'pending', priceUsdCents: 499, refundedUsdCents: 0, refundableUsdCents: 0 });
    spec.given([started]).when(start).thenNothingHappened();
    spec
      .given([started])
      .when({ ...start, providerSessionId: 'cs_other' })
      .thenNothingHappened();
    spec
      .given([started])
      .when({ ...start, itemId: 'gold_3500' })
      .thenThrows('idempotency_key_reused');
  });

  test('only items with a USD price are sold: gold-priced items, given-only items and unknown ids are not_for_sale', () => {
    for (const itemId of ['hat_wizard', 'plus_1day', 'chest_basic', 'no_such_item', 'constructor'])
      spec
        .given([])
        .when({ ...start, itemId })
        .thenThrows('not_for_sale');
    for (const [itemId, price] of [
      ['buy_bp', 699],
      ['plus_year', 5000],
      ['buy_xp_300', 99],
      ['gold_200000', 7999],
    ] as const)
      spec
        .given([])
        .when({ ...start, itemId })
        .thenMatches([{ type: 'OrderStarted', data: { itemId, priceUsdCents: price } }]);
  });

  test('a renewing subscription is only Plus month or year, paid by card', () => {
    spec
      .given([])
      .when({ ...start, itemId: 'plus_month', method: 'card', subscription: true })
      .thenMatches([{ type: 'OrderStarted', data: { subscription: true } }]);
    spec
      .given([])
      .when({ ...start, itemId: 'plus_year', method: 'alipay', subscription: true })
      .thenThrows('subscription_unavailable');
    spec
      .given([])
      .when({ ...start, itemId: 'gold_10000', method: 'card', subscription: true })
      .thenThrows('subscription_unavailable');
  });

  test('a malformed order id, method or provider is refused', () => {
    spec
      .given([])
      .when({ ...start, orderId: 'ord_XYZ' })
      .thenThrows('invalid_order_id');
    spec
      .given([])
      .when({ ...start, method: 'paypal' as never })
      .thenThrows('invalid_method');
    spec
      .given([])
      .when({ ...start, provider: 'adyen' as never })
      .thenThrows('invalid_provider');
  });

  test('every command on an order never started is order_not_found', () => {
    spec.given([]).when(provider(paidEvent)).thenThrows('order_not_found');
    spec.given([]).when({ type: 'MarkFulfilled', grantPosition: 1 }).thenThrows('order_not_found');
    spec.given([]).when({ type: 'RequestRefund', requestId: 'r', reason: 'x', actor: 'a' }).thenThrows('order_not_found');
    spec.given([]).when({ type: 'RequestFulfilment', reason: 'x', actor: 'a' }).thenThrows('order_not_found');
    spec.given([]).when({ type: 'AddNote', note: 'x', actor: 'a' }).thenThrows('order_not_found');
    expect(orderView(initialOrderState)).toBeNull();
  });
});

describe("the provider's events: each id once, paid wins", () => {
  const spec = deciderSpecification(orderDecider);

  test('a payment is recorded once; its event again, or a second payment under another id, decides nothing', () => {
    spec.given([started]).when(provider(paidEvent)).then([paid]);
    spec.given([started, paid]).when(provider(paidEvent)).thenNothingHappened();
    spec
      .given([started, paid])
      .when(provider({ ...paidEvent, id: 'evt_paid_again', paymentId: 'pi_2' }))
      .thenNothingHappened();
    expect(fold([started, paid])).toMatchObject({ status: 'paid', paymentId: 'pi_1', paidUsdCents: 499 });
  });

  test('failed or expired after paid decides nothing; paid after failed or expired is recorded and the order is paid', () => {
    spec.given([started, paid]).when(provider(failedEvent)).thenNothingHappened();
    spec.given([started, paid]).when(provider(expiredEvent)).thenNothingHappened();
    spec.given([started, paid, fulfilled]).when(provider(failedEvent)).thenNothingHappened();
    expect(spec.given([started, failed]).when(provider(paidEvent)).then([paid]).state.status).toBe('paid');
    expect(spec.given([started, expired]).when(provider(paidEvent)).then([paid]).state.status).toBe('paid');
  });

  test('a failure outranks an expiry, whichever comes first', () => {
    expect(spec.given([started]).when(provider(failedEvent)).then([failed]).state.failureReason).toBe('card_declined');
    expect(spec.given([started, expired]).when(provider(failedEvent)).then([failed]).state.status).toBe('failed');
    spec.given([started, failed]).when(provider(expiredEvent)).thenNothingHappened();
    spec
      .given([started, failed])
      .when(provider({ ...failedEvent, id: 'evt_failed_2' }))
      .thenNothingHappened();
    expect(statusAfter([started, expired])).toBe('expired');
  });

  test('a payment of zero or a fraction of a cent is refused', () => {
    spec
      .given([started])
      .when(provider({ ...paidEvent, amountUsdCents: 0 }))
      .thenThrows('invalid_amount');
    spec
      .given([started])
      .when(provider({ ...paidEvent, amountUsdCents: 4.5 }))
      .thenThrows('invalid_amount');
  });
});

/** A small seeded generator (mulberry32), so a failing shuffle can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * Delivers commands to the order's stream in the given order, as the service would: a command
 * refused (a refund or fulfilment before the payment) is answered with an error, so the
 * provider (or the process manager) delivers it again later: it goes to the back of the queue.
 */
function deliver(commands: readonly OrderCommand[]): OrderEvent[] {
  const events: OrderEvent[] = [started];
  let state = fold(events);
  const queue = [...commands];
  for (let step = 0; queue.length > 0; step++) {
    if (step > 10_000) throw new Error('deliveries never settle');
    const command = queue.shift()!;
    try {
      const decision = decideOrder(command, state);
      events.push(...decision.events);
      state = foldEvents(evolveOrder, state, decision.events);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      queue.push(command);
    }
  }
  return events;
}

describe('a notification may arrive twice, late or out of order: the order always ends the same', () => {
  const distinct: OrderCommand[] = [
    provider(paidEvent),
    provider(failedEvent),
    provider(expiredEvent),
    provider(refundedEvent('evt_refund', 're_1', 200)),
    { type: 'MarkFulfilled', grantPosition: 42 },
  ];
  const expected = {
    status: 'partially_refunded',
    paymentId: 'pi_1',
    refundedUsdCents: 200,
    refundableUsdCents: 299,
  };

  test('every order of the five (120 orders), each delivered three times', () => {
    for (const order of permutations(distinct)) {
      const commands = order.flatMap((command) => [command, command, command]);
      const events = deliver(commands);
      expect(orderView(fold(events))).toMatchObject(expected);
      expect(events.filter((e) => e.type === 'OrderPaid')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderFulfilled')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderRefunded')).toHaveLength(1);
    }
  });

  test('500 seeded shuffles of each event delivered 1 to 100 times, with a second payment and a second refund id: one payment counts', () => {
    const next = random(19);
    const more: OrderCommand[] = [
      ...distinct,
      provider({ ...paidEvent, id: 'evt_paid_2', paymentId: 'pi_2' }),
      provider(refundedEvent('evt_refund_2', 're_2', 99)),
    ];
    for (let run = 0; run < 500; run++) {
      const commands = more.flatMap((command) => Array.from({ length: 1 + Math.floor(next() * 100) }, () => command));
      for (let i = commands.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [commands[i], commands[j]] = [commands[j], commands[i]];
      }
      const events = deliver(commands);
      const { paymentId: _first, ...view } = expected;
      expect(orderView(fold(events))).toMatchObject({ ...view, refundedUsdCents: 299, refundableUsdCents: 200 });
      // the first payment recorded is the order's; the other decides nothing (support refunds a double charge)
      expect(['pi_1', 'pi_2']).toContain(orderView(fold(events))?.paymentId);
      expect(events.filter((e) => e.type === 'OrderPaid')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderFulfilled')).toHaveLength(1);
    }
  });
});

describe('fulfilment: once, only when paid', () => {
  const spec = deciderSpecification(orderDecider);

  test('a paid order is fulfilled once; a pending, failed or expired one is order_not_paid', () => {
    spec.given([started, paid]).when({ type: 'MarkFulfilled', grantPosition: 42 }).then([fulfilled]);
    spec.given([started, paid, fulfilled]).when({ type: 'MarkFulfilled', grantPosition: 43 }).thenNothingHappened();
    for (const history of [[started], [started, failed], [started, expired]])
      spec.given(history).when({ type: 'MarkFulfilled', grantPosition: 1 }).thenThrows('order_not_paid');
    expect(statusAfter([started, paid, fulfilled])).toBe('fulfilled');
  });

  test('support re-runs the fulfilment of a paid order; of a fulfilled one it decides nothing; of an unpaid one order_not_paid', () => {
    const rerun: OrderCommand = { type: 'RequestFulfilment', actor: 'support-1', reason: 'items missing' };
    spec
      .given([started, paid])
      .when(rerun)
      .then([{ type: 'OrderFulfilmentRequested', data: { actor: 'support-1', reason: 'items missing' } }]);
    spec.given([started, paid, fulfilled]).when(rerun).thenNothingHappened();
    spec.given([started]).when(rerun).thenThrows('order_not_paid');
    spec.given([started, failed]).when(rerun).thenThrows('order_not_paid');
  });

  test('an order refunded in full before its grant is never fulfilled (order_refunded)', () => {
    const refunded: OrderEvent = {
      type: 'OrderRefunded',
      data: { providerEventId: 'e', refundId: 're_1', amountUsdCents: 499, full: true, reason: 'r', actor: 'provider' },
    };
    spec.given([started, paid, refunded]).when({ type: 'MarkFulfilled', grantPosition: 1 }).thenThrows('order_refunded');
    spec.given([started, paid, refunded]).when({ type: 'RequestFulfilment', actor: 'a', reason: 'r' }).thenThrows('order_refunded');
  });
});

describe('refunds: of paid orders only, their total at most the price', () => {
  const spec = deciderSpecification(orderDecider);
  const ask = (amountUsdCents?: number, requestId = 'rq1'): OrderCommand => ({
    type: 'RequestRefund',
    requestId,
    amountUsdCents,
    reason: 'player asked',
    actor: 'support-1',
  });

  test('support asks for what is left by default, or a part; more than is left, or nothing left, is refund_exceeds_payment', () => {
    spec
      .given([started, paid, fulfilled])
      .when(ask())
      .then([refundRequested(499)]);
    spec
      .given([started, paid, fulfilled])
      .when(ask(100))
      .then([refundRequested(100)]);
    spec.given([started, paid, fulfilled]).when(ask(500)).thenThrows('refund_exceeds_payment');
    // an open request counts: a second request may ask for the rest only
    spec
      .given([started, paid, fulfilled, refundRequested(399)])
      .when(ask(100, 'rq2'))
      .then([refundRequested(100, 'rq2')]);
    spec
      .given([started, paid, fulfilled, refundRequested(399)])
      .when(ask(100.5, 'rq2'))
      .thenThrows('invalid_amount');
    spec
      .given([started, paid, fulfilled, refundRequested(399)])
      .when(ask(101, 'rq2'))
      .thenThrows('refund_exceeds_payment');
    spec
      .given([started, paid, fulfilled, refundRequested(499)])
      .when(ask(undefined, 'rq2'))
      .thenThrows('refund_exceeds_payment');
  });

  test('a retried request (its Idempotency-Key) decides nothing; an unpaid order is order_not_paid; zero or negative is invalid_amount', () => {
    spec
      .given([started, paid, refundRequested(499)])
      .when(ask())
      .thenNothingHappened();
    spec.given([started]).when(ask()).thenThrows('order_not_paid');
    spec.given([started, failed]).when(ask()).thenThrows('order_not_paid');
    spec.given([started, paid]).when(ask(0)).thenThrows('invalid_amount');
    spec.given([started, paid]).when(ask(-5)).thenThrows('invalid_amount');
  });

  test("the provider's refund answers the open request of its amount (its actor and reason); one made at the provider is the provider's", () => {
    const history = [started, paid, fulfilled, refundRequested(200)];
    const { state } = spec
      .given(history)
      .when(provider(refundedEvent('evt_r1', 're_1', 200)))
      .then([
        {
          type: 'OrderRefunded',
          data: {
            providerEventId: 'evt_r1',
            refundId: 're_1',
            amountUsdCents: 200,
            full: false,
            reason: 'player asked',
            actor: 'support-1',
          },
        },
      ]);
    expect(orderView(state)).toMatchObject({ status: 'partially_refunded', refundedUsdCents: 200, refundableUsdCents: 299 });
    const rest = spec
      .given([...history, ...decideOrder(provider(refundedEvent('evt_r1', 're_1', 200)), fold(history)).events])
      .when(provider(refundedEvent('evt_r2', 're_2', 299)))
      .then([
        {
          type: 'OrderRefunded',
          data: {
            providerEventId: 'evt_r2',
            refundId: 're_2',
            amountUsdCents: 299,
            full: true,
            reason: 'refunded at the provider',
            actor: 'provider',
          },
        },
      ]);
    expect(orderView(rest.state)).toMatchObject({ status: 'refunded', refundedUsdCents: 499, refundableUsdCents: 0 });
  });

  test("a refund id is counted once, whatever the event id; a provider's refund past the price or of an unpaid order is refused", () => {
    const refunded = decideOrder(provider(refundedEvent('evt_r1', 're_1', 200)), fold([started, paid])).events;
    spec
      .given([started, paid, ...refunded])
      .when(provider(refundedEvent('evt_other', 're_1', 200)))
      .thenNothingHappened();
    spec
      .given([started, paid, ...refunded])
      .when(provider(refundedEvent('evt_r2', 're_2', 300)))
      .thenThrows('refund_exceeds_payment');
    spec
      .given([started])
      .when(provider(refundedEvent('evt_r1', 're_1', 200)))
      .thenThrows('order_not_paid');
    spec
      .given([started, paid])
      .when(provider(refundedEvent('evt_r1', 're_1', 0)))
      .thenThrows('invalid_amount');
  });
});

describe('notes and times', () => {
  const spec = deciderSpecification(orderDecider);

  test('a note is 1 to 2,000 characters, trimmed', () => {
    spec
      .given([started])
      .when({ type: 'AddNote', note: '  called the player  ', actor: 'support-1' })
      .then([{ type: 'OrderNoteAdded', data: { note: 'called the player', actor: 'support-1' } }]);
    spec
      .given([started])
      .when({ type: 'AddNote', note: 'n'.repeat(2_000), actor: 'a' })
      .thenMatches([{ type: 'OrderNoteAdded' }]);
    spec
      .given([started])
      .when({ type: 'AddNote', note: 'n'.repeat(2_001), actor: 'a' })
      .thenThrows('invalid_note');
    spec.given([started]).when({ type: 'AddNote', note: '   ', actor: 'a' }).thenThrows('invalid_note');
  });

  test('the view carries the times of the events as the repository folds them (decidedAt)', () => {
    const at = (event: OrderEvent, iso: string) => ({ ...event, decidedAt: iso });
    const state = [
      at(started, '2026-11-23T12:00:00.000Z'),
      at(paid, '2026-11-23T12:01:00.000Z'),
      at(fulfilled, '2026-11-23T12:01:01.000Z'),
    ].reduce(evolveOrder, initialOrderState);
    expect(orderView(state)).toMatchObject({
      createdAt: '2026-11-23T12:00:00.000Z',
      paidAt: '2026-11-23T12:01:00.000Z',
      fulfilledAt: '2026-11-23T12:01:01.000Z',
    });
  });
});
