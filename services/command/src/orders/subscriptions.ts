import { Injectable } from '@nestjs/common';
import {
  subscriptionDecider,
  subscriptionPeriodEnd,
  subscriptionStatus,
  subscriptionStream,
  type SubscriptionCommand,
  type SubscriptionState,
} from '@arena/domain';
import type { SubscriptionRow } from '@arena/contract';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/**
 * The `subscription-{subscriptionId}` streams (docs/game-rules.md "Subscriptions"): read (the
 * stream's latest events) and decided with the subscription's decider and the stream's expected
 * revision.
 */
@Injectable()
export class Subscriptions {
  constructor(private readonly repository: EventSourcedRepository) {}

  /** The subscription's state (`subscription: null` for one never started). */
  read(subscriptionId: string): Promise<SubscriptionState> {
    return this.repository.read(subscriptionStream(subscriptionId), subscriptionDecider);
  }

  /**
   * Decides `command` on the subscription's stream; answers the state after it.
   * @throws DomainError as `decideSubscription` does.
   */
  decide(subscriptionId: string, command: SubscriptionCommand, context: CommandContext): Promise<ExecuteResult<SubscriptionState>> {
    return this.repository.execute(
      subscriptionStream(subscriptionId),
      subscriptionDecider,
      (state) => subscriptionDecider.decide(command, state),
      context,
    );
  }
}

/**
 * A started subscription's API row (`SubscriptionRow`) at `now`: the period's end by the billing
 * cycle (one period per paid order from the start), the status in Stripe's words.
 */
export function subscriptionRowOfState(state: SubscriptionState & { subscription: object }, now = new Date()): SubscriptionRow {
  const { subscriptionId, steamId, itemId, provider, startedAt } = state.subscription;
  const currentPeriodEnd = subscriptionPeriodEnd(startedAt, itemId, state.orderIds.length);
  return {
    subscription_id: subscriptionId,
    steam_id: steamId,
    item_id: itemId,
    provider,
    status: subscriptionStatus(state, currentPeriodEnd, now),
    cancel_at_period_end: state.stopped !== null,
    started_at: startedAt,
    current_period_end: currentPeriodEnd,
    payments: Math.max(1, state.orderIds.length),
    latest_order_id: state.orderIds[state.orderIds.length - 1] ?? '',
  };
}
