import { describe, expect, it } from '@jest/globals';
import { deciderSpecification } from '../shared/testing';
import {
  subscriptionDecider,
  subscriptionPeriodEnd,
  subscriptionStatus,
  type RecordRenewal,
  type StartSubscription,
  type SubscriptionEvent,
  type SubscriptionStarted,
} from './index';

const spec = deciderSpecification(subscriptionDecider);
const start: StartSubscription = {
  type: 'StartSubscription',
  subscriptionId: 'sub_local_1',
  steamId: '76561198000000001',
  itemId: 'plus_month',
  provider: 'local',
  orderId: 'ord_000000000000000000000001',
  paidAt: '2026-01-31T10:00:00.000Z',
};
const started: SubscriptionStarted = {
  type: 'SubscriptionStarted',
  data: {
    subscriptionId: 'sub_local_1',
    steamId: '76561198000000001',
    itemId: 'plus_month',
    provider: 'local',
    orderId: 'ord_000000000000000000000001',
    startedAt: '2026-01-31T10:00:00.000Z',
  },
};
const renewal: RecordRenewal = {
  ...start,
  type: 'RecordRenewal',
  orderId: 'ord_000000000000000000000002',
  paymentId: 'in_local_2',
  paidAt: '2026-02-28T11:00:00.000Z',
};
const renewed: SubscriptionEvent = { type: 'SubscriptionRenewed', data: { orderId: renewal.orderId, paymentId: 'in_local_2' } };
const stopAsked: SubscriptionEvent = { type: 'SubscriptionStopRequested', data: { actor: start.steamId, reason: 'stopped by the player' } };

describe('a subscription stream', () => {
  it('starts once, from its paid checkout', () => {
    spec.given([]).when(start).then([started]);
    spec.given([started]).when(start).thenNothingHappened();
  });

  it('refuses a product that does not renew and an id that is not a subscription', () => {
    spec
      .given([])
      .when({ ...start, itemId: 'gold_10000' })
      .thenThrows('subscription_unavailable');
    spec
      .given([])
      .when({ ...start, subscriptionId: 'cus_1' })
      .thenThrows('invalid_subscription_id');
  });

  it('records each renewal order once, and a renewal seen first starts the stream at its payment', () => {
    const { state } = spec.given([started]).when(renewal).then([renewed]);
    expect(state.orderIds).toEqual([start.orderId, renewal.orderId]);
    spec.given([started, renewed]).when(renewal).thenNothingHappened();
    spec
      .given([])
      .when(renewal)
      .thenMatches([{ type: 'SubscriptionStarted', data: { orderId: renewal.orderId, startedAt: renewal.paidAt } }]);
  });

  it("stops on the provider's word, with the actor and reason of the request it answers", () => {
    spec.given([started]).when({ type: 'RequestStop', actor: start.steamId, reason: 'stopped by the player' }).then([stopAsked]);
    spec.given([started, stopAsked]).when({ type: 'RequestStop', actor: 'support', reason: 'again' }).thenNothingHappened();
    const { state } = spec
      .given([started, stopAsked])
      .when({ type: 'MarkRenewalStopped' })
      .then([{ type: 'SubscriptionRenewalStopped', data: { actor: start.steamId, reason: 'stopped by the player' } }]);
    expect(state.stopRequest).toBeNull();
    spec
      .given([started])
      .when({ type: 'MarkRenewalStopped' })
      .then([{ type: 'SubscriptionRenewalStopped', data: { actor: 'provider', reason: 'stopped at the provider' } }]);
  });

  it('a stopped or ended subscription takes no new stop; an unknown one cannot be stopped or ended', () => {
    const stopped: SubscriptionEvent = { type: 'SubscriptionRenewalStopped', data: { actor: 'provider', reason: 'x' } };
    spec.given([started, stopped]).when({ type: 'RequestStop', actor: start.steamId, reason: 'r' }).thenNothingHappened();
    spec.given([started, stopped]).when({ type: 'MarkRenewalStopped' }).thenNothingHappened();
    const ended: SubscriptionEvent = { type: 'SubscriptionEnded', data: { providerEventId: 'evt_1' } };
    spec.given([started]).when({ type: 'EndSubscription', providerEventId: 'evt_1' }).then([ended]);
    spec.given([started, ended]).when({ type: 'EndSubscription', providerEventId: 'evt_2' }).thenNothingHappened();
    spec.given([started, ended]).when({ type: 'RequestStop', actor: start.steamId, reason: 'r' }).thenNothingHappened();
    spec.given([]).when({ type: 'RequestStop', actor: start.steamId, reason: 'r' }).thenThrows('subscription_not_found');
    spec.given([]).when({ type: 'EndSubscription', providerEventId: 'evt_1' }).thenThrows('subscription_not_found');
  });
});

describe("a subscription's period", () => {
  it("ends one period per payment after the anchor, on the anchor's day or the month's last day", () => {
    expect(subscriptionPeriodEnd('2026-01-31T10:00:00.000Z', 'plus_month', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(subscriptionPeriodEnd('2026-01-31T10:00:00.000Z', 'plus_month', 2)).toBe('2026-03-31T10:00:00.000Z');
    expect(subscriptionPeriodEnd('2024-02-29T00:00:00.000Z', 'plus_year', 1)).toBe('2025-02-28T00:00:00.000Z');
    expect(subscriptionPeriodEnd('2026-11-26T17:00:00.000Z', 'plus_year', 2)).toBe('2028-11-26T17:00:00.000Z');
  });

  it('is active until the provider ends it, or until a stopped one runs out', () => {
    const end = '2026-02-28T10:00:00.000Z';
    const before = new Date('2026-02-28T09:59:59Z');
    const after = new Date('2026-02-28T10:00:00Z');
    expect(subscriptionStatus({ ended: false, stopped: null }, end, after)).toBe('active');
    expect(subscriptionStatus({ ended: false, stopped: { actor: 'a', reason: 'r' } }, end, before)).toBe('active');
    expect(subscriptionStatus({ ended: false, stopped: { actor: 'a', reason: 'r' } }, end, after)).toBe('canceled');
    expect(subscriptionStatus({ ended: true, stopped: null }, end, before)).toBe('canceled');
  });
});
