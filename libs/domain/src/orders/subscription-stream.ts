import type { Decider } from '../shared/decider';
import { DomainError, type Decision } from '../shared/decision';
import type { PaymentProviderName } from './events';
import { SUBSCRIPTION_ITEMS } from './order-stream';

/**
 * A renewing Plus subscription (docs/game-rules.md "Orders", "Subscriptions"), on its own stream
 * `subscription-{subscriptionId}` (the provider's subscription id). Each payment of it is an
 * order of its own: the first is the checkout that started it, each renewal a new order; this
 * stream ties them together and records whether it still renews.
 */

/** A provider's subscription id: Stripe's `sub_...` (the local provider's `sub_local_...`). */
export const SUBSCRIPTION_ID_PATTERN = /^sub_[A-Za-z0-9_]{1,200}$/;

/** The stream of one subscription: `subscription-{subscriptionId}`. */
export function subscriptionStream(subscriptionId: string): string {
  return `subscription-${subscriptionId}`;
}

/** How many months one payment of a subscription product covers (`plus_month` 1, `plus_year` 12). */
export const SUBSCRIPTION_PERIOD_MONTHS: Readonly<Record<string, number>> = { plus_month: 1, plus_year: 12 };

export type SubscriptionEvent =
  SubscriptionStarted | SubscriptionRenewed | SubscriptionStopRequested | SubscriptionRenewalStopped | SubscriptionEnded;

/**
 * The first payment of a subscription checkout: the player, the product (`plus_month` or
 * `plus_year`), the provider, the order paid (`orderId`) and when its first period started
 * (`startedAt`, ISO-8601: the provider's time of the payment; the billing cycle's anchor).
 */
export interface SubscriptionStarted {
  type: 'SubscriptionStarted';
  data: { subscriptionId: string; steamId: string; itemId: string; provider: PaymentProviderName; orderId: string; startedAt: string };
}

/** A renewal was paid: its order (`orderId`), fulfilled like any other, and the provider's payment id. */
export interface SubscriptionRenewed {
  type: 'SubscriptionRenewed';
  data: { orderId: string; paymentId: string };
}

/**
 * Someone (`actor`: the player's Steam id, or a support user's) asked the provider to stop the
 * renewal, for `reason`. The stop itself is `SubscriptionRenewalStopped`, once the provider took it.
 */
export interface SubscriptionStopRequested {
  type: 'SubscriptionStopRequested';
  data: { actor: string; reason: string };
}

/**
 * The renewal is stopped at the provider: the subscription ends when its paid period does, and
 * Plus stays until then. `actor` and `reason` come from the request it answers, or are
 * `provider` and 'stopped at the provider' for a stop made there.
 */
export interface SubscriptionRenewalStopped {
  type: 'SubscriptionRenewalStopped';
  data: { actor: string; reason: string };
}

/** The provider ended the subscription (its period ran out after a stop, or its payments failed). */
export interface SubscriptionEnded {
  type: 'SubscriptionEnded';
  data: { providerEventId: string };
}

/** What a subscription is, folded from its stream. */
export interface SubscriptionState {
  subscription: {
    subscriptionId: string;
    steamId: string;
    itemId: string;
    provider: PaymentProviderName;
    startedAt: string;
  } | null;
  /** Every paid order of it, oldest first (the first checkout, then each renewal). */
  orderIds: string[];
  /** The stop asked for and not yet taken by the provider, if any. */
  stopRequest: { actor: string; reason: string } | null;
  /** Set once the renewal is stopped: who and why. */
  stopped: { actor: string; reason: string } | null;
  ended: boolean;
}

export const initialSubscriptionState: SubscriptionState = {
  subscription: null,
  orderIds: [],
  stopRequest: null,
  stopped: null,
  ended: false,
};

/** Folds one event of a subscription's stream (an unknown type leaves the state as it is). */
export function evolveSubscription(state: SubscriptionState, event: { type: string; data: unknown }): SubscriptionState {
  const typed = event as SubscriptionEvent;
  switch (typed.type) {
    case 'SubscriptionStarted': {
      const { subscriptionId, steamId, itemId, provider, orderId, startedAt } = typed.data;
      return { ...state, subscription: { subscriptionId, steamId, itemId, provider, startedAt }, orderIds: [orderId, ...state.orderIds] };
    }
    case 'SubscriptionRenewed':
      return { ...state, orderIds: [...state.orderIds, typed.data.orderId] };
    case 'SubscriptionStopRequested':
      return { ...state, stopRequest: typed.data };
    case 'SubscriptionRenewalStopped':
      return { ...state, stopRequest: null, stopped: typed.data };
    case 'SubscriptionEnded':
      return { ...state, ended: true };
    default:
      return state;
  }
}

/** What a subscription's payment tells (the first checkout's or a renewal's). */
interface SubscriptionPayment {
  subscriptionId: string;
  steamId: string;
  itemId: string;
  provider: PaymentProviderName;
  orderId: string;
  /** ISO-8601: when the provider took the payment. */
  paidAt: string;
}

/** The checkout that started a subscription was paid (its order is `orderId`). */
export interface StartSubscription extends SubscriptionPayment {
  type: 'StartSubscription';
}

/**
 * A renewal of the subscription was paid (its own order, `orderId`; `paymentId` the provider's).
 * A renewal of a subscription this stream never saw start (its checkout's notification is late)
 * starts it, anchored at this payment.
 */
export interface RecordRenewal extends SubscriptionPayment {
  type: 'RecordRenewal';
  paymentId: string;
}

/** The player (or support, `actor`) asks to stop the renewal, for `reason`. */
export interface RequestStop {
  type: 'RequestStop';
  actor: string;
  reason: string;
}

/** The provider took the stop (our request's answer, or a stop made at the provider). */
export interface MarkRenewalStopped {
  type: 'MarkRenewalStopped';
}

/** The provider ended the subscription (`providerEventId`: its notification). */
export interface EndSubscription {
  type: 'EndSubscription';
  providerEventId: string;
}

export type SubscriptionCommand = StartSubscription | RecordRenewal | RequestStop | MarkRenewalStopped | EndSubscription;

function started(payment: SubscriptionPayment): SubscriptionStarted {
  const { subscriptionId, steamId, itemId, provider, orderId, paidAt } = payment;
  if (!SUBSCRIPTION_ID_PATTERN.test(subscriptionId)) throw new DomainError('invalid_subscription_id', 'A subscription id is sub_...');
  if (!SUBSCRIPTION_ITEMS.includes(itemId)) throw new DomainError('subscription_unavailable', `${itemId} is not sold as a subscription`);
  return { type: 'SubscriptionStarted', data: { subscriptionId, steamId, itemId, provider, orderId, startedAt: paidAt } };
}

function decideSubscriptionEvents(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'StartSubscription':
      if (state.subscription) return [];
      return [started(command)];
    case 'RecordRenewal': {
      if (state.orderIds.includes(command.orderId)) return [];
      const renewed: SubscriptionRenewed = {
        type: 'SubscriptionRenewed',
        data: { orderId: command.orderId, paymentId: command.paymentId },
      };
      return state.subscription ? [renewed] : [started(command)];
    }
    case 'RequestStop':
      if (!state.subscription) throw new DomainError('subscription_not_found', 'No such subscription');
      if (state.stopped || state.ended || state.stopRequest) return [];
      return [{ type: 'SubscriptionStopRequested', data: { actor: command.actor, reason: command.reason } }];
    case 'MarkRenewalStopped':
      if (!state.subscription) throw new DomainError('subscription_not_found', 'No such subscription');
      if (state.stopped) return [];
      return [
        {
          type: 'SubscriptionRenewalStopped',
          data: state.stopRequest ?? { actor: 'provider', reason: 'stopped at the provider' },
        },
      ];
    case 'EndSubscription':
      if (!state.subscription) throw new DomainError('subscription_not_found', 'No such subscription');
      if (state.ended) return [];
      return [{ type: 'SubscriptionEnded', data: { providerEventId: command.providerEventId } }];
  }
}

/**
 * Decides on a subscription's stream (docs/game-rules.md "Subscriptions"); answers the state after it.
 * - `StartSubscription`: once (a repeat decides nothing). `RecordRenewal`: each renewal order
 *   once; the first one seen of a subscription not started starts it instead.
 * - `RequestStop`: of a subscription that still renews and has no stop pending (else nothing).
 * - `MarkRenewalStopped`: once; takes the actor and reason of the pending request.
 * - `EndSubscription`: once.
 * @throws DomainError `subscription_not_found` (stopping or ending a stream never started),
 *         `invalid_subscription_id`, `subscription_unavailable` (a product that does not renew).
 */
export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): Decision<SubscriptionEvent, SubscriptionState> {
  const events = decideSubscriptionEvents(command, state);
  return { events, answer: events.reduce<SubscriptionState>(evolveSubscription, state) };
}

/** The `subscription-{subscriptionId}` stream's decider. */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState, SubscriptionState> = {
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};

/**
 * When the period paid for ends (ISO-8601), by the billing cycle Stripe keeps: anchored at the
 * first payment (`startedAt`), each payment covering one period of `SUBSCRIPTION_PERIOD_MONTHS`
 * calendar months, on the anchor's day of the month (the month's last day when it is shorter).
 * @param payments the subscription's paid orders (at least 1).
 */
export function subscriptionPeriodEnd(startedAt: string, itemId: string, payments: number): string {
  const anchor = new Date(startedAt);
  const months = (SUBSCRIPTION_PERIOD_MONTHS[itemId] ?? 1) * Math.max(1, payments);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(anchor);
  end.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return end.toISOString();
}

/**
 * The status a subscription shows at `now`, in Stripe's words: `canceled` once the provider ended
 * it, or its renewal is stopped and its period is over; else `active`.
 */
export function subscriptionStatus(
  state: Pick<SubscriptionState, 'ended' | 'stopped'>,
  currentPeriodEnd: string,
  now: Date,
): 'active' | 'canceled' {
  if (state.ended) return 'canceled';
  return state.stopped && Date.parse(currentPeriodEnd) <= now.getTime() ? 'canceled' : 'active';
}
