import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ORDER_ID_PATTERN, orderIdFor, type OrderProviderEvent, type OrderState } from '@arena/domain';
import type { CommandContext } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { GrantItemsWhenOrderPaid } from './grant-items-when-order-paid';
import { Orders } from './orders';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from './providers';
import { Subscriptions } from './subscriptions';
import { TakeBackItemsWhenOrderRefunded } from './take-back-items-when-order-refunded';

/**
 * What a verified provider notification does (docs/api.md "Orders"): it is recorded on its order's
 * stream (each provider event id once: a repeat decides nothing), then the process managers run:
 * a payment is fulfilled (`grant-items-when-order-paid`), a refund taken back
 * (`take-back-items-when-order-refunded`); both run on a repeated notification too, so the
 * provider's redelivery finishes what a crash interrupted. A subscription's renewal is an order of
 * its own, started and paid at once; the subscription's stream (`subscription-{id}`) records its
 * start with the first paid order, each renewal's order, and its stop or end.
 */
@Injectable()
export class PaymentEvents {
  constructor(
    private readonly orders: Orders,
    private readonly subscriptions: Subscriptions,
    private readonly fulfilment: GrantItemsWhenOrderPaid,
    private readonly takeBack: TakeBackItemsWhenOrderRefunded,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Acts on one notification.
   * @returns the order's state after it; null for a notification passed over or about a
   *          subscription as a whole (its renewal stopped, its end).
   * @throws ApiError 404 `order_not_found` for an order we never started; DomainError
   *         `order_not_paid` (a refund before its payment: the provider sends it again later),
   *         `refund_exceeds_payment`, `invalid_amount`, `subscription_not_found` (a stop or an end
   *         of a subscription whose checkout is not recorded yet: the provider sends it again later).
   */
  async handle(event: ProviderEvent, context: CommandContext): Promise<OrderState | null> {
    switch (event.kind) {
      case 'ignored':
        return null;
      case 'renewed':
        return this.renew(event, context);
      case 'paid': {
        const { id, paymentId, amountUsdCents, subscriptionId } = event;
        const paid = await this.record(
          event.orderId,
          { id, kind: 'paid', paymentId, amountUsdCents, ...(subscriptionId ? { subscriptionId } : {}) },
          context,
        );
        if (subscriptionId && paid.order) {
          const { steamId, itemId, provider } = paid.order;
          await this.subscriptions.decide(
            subscriptionId,
            { type: 'StartSubscription', subscriptionId, steamId, itemId, provider, orderId: event.orderId, paidAt: event.paidAt },
            context,
          );
        }
        return (await this.fulfilment.fulfilSoon(event.orderId)) ?? this.orders.read(event.orderId);
      }
      case 'renewal_stopped':
        await this.subscriptions.decide(event.subscriptionId, { type: 'MarkRenewalStopped' }, context);
        return null;
      case 'subscription_ended':
        await this.subscriptions.decide(event.subscriptionId, { type: 'EndSubscription', providerEventId: event.id }, context);
        return null;
      case 'failed':
        return this.record(event.orderId, { id: event.id, kind: 'failed', reason: event.reason }, context);
      case 'expired':
        return this.record(event.orderId, { id: event.id, kind: 'expired' }, context);
      case 'refunded': {
        const { id, refundId, amountUsdCents, totalRefundedUsdCents } = event;
        const state = await this.record(
          event.orderId,
          { id, kind: 'refunded', refundId, amountUsdCents, ...(totalRefundedUsdCents === undefined ? {} : { totalRefundedUsdCents }) },
          context,
        );
        await this.takeBack.takeBack(state, refundId);
        return state;
      }
    }
  }

  /** Records the event on its order's stream; the state after it. */
  private async record(orderId: string, event: OrderProviderEvent, context: CommandContext): Promise<OrderState> {
    if (!ORDER_ID_PATTERN.test(orderId)) throw new ApiError(404, 'order_not_found', `No order ${orderId}`);
    try {
      return (await this.orders.decide(orderId, { type: 'RecordProviderEvent', event }, context)).answer;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'order_not_found')
        throw new ApiError(404, 'order_not_found', `No order ${orderId}`);
      throw error;
    }
  }

  /**
   * A renewal of a subscription: a new order (its id from the renewal's payment, so a repeated
   * notification finds it), started and paid at once, then fulfilled like any other.
   */
  private async renew(event: Extract<ProviderEvent, { kind: 'renewed' }>, context: CommandContext): Promise<OrderState> {
    const orderId = orderIdFor(event.steamId, `renewal:${event.paymentId}`);
    await this.orders.decide(
      orderId,
      {
        type: 'StartOrder',
        orderId,
        steamId: event.steamId,
        itemId: event.itemId,
        method: 'card',
        provider: this.provider.name,
        providerSessionId: event.subscriptionId,
        checkoutUrl: '',
        subscription: true,
      },
      context,
    );
    const { id, paymentId, amountUsdCents, subscriptionId, steamId, itemId, paidAt } = event;
    await this.record(orderId, { id, kind: 'paid', paymentId, amountUsdCents, subscriptionId }, context);
    await this.subscriptions.decide(
      subscriptionId,
      { type: 'RecordRenewal', subscriptionId, steamId, itemId, provider: this.provider.name, orderId, paymentId, paidAt },
      context,
    );
    return (await this.fulfilment.fulfilSoon(orderId)) ?? this.orders.read(orderId);
  }
}
