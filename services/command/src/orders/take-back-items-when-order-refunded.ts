import { Inject, Injectable } from '@nestjs/common';
import type { OrderRevokeAnswer, OrderState } from '@arena/domain';
import { EventSourcedRepository, type CommandContext } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';
import { processContext } from './grant-items-when-order-paid';

/**
 * The process manager `take-back-items-when-order-refunded` (docs/game-rules.md "Orders"): once
 * the provider confirms a refund (`OrderRefunded`), `RevokeOrder` on the player's stream, keyed by
 * the refund id (a second one decides nothing), with the refund's share of the price: what it
 * can take back of gold, Plus days and, when the refunds reach the price, the items; gold
 * already spent is recorded as owed, the balance never goes negative. The webhook runs it for
 * every notification of the refund, also a repeated one, so the provider's redelivery finishes
 * a take-back a crash interrupted.
 */
@Injectable()
export class TakeBackItemsWhenOrderRefunded {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Takes back what refund `refundId` of the order covers; nothing for a refund the order has not
   * recorded.
   * @returns what was taken, or null when there was nothing to do.
   */
  async takeBack(
    order: OrderState,
    refundId: string,
    context: CommandContext = processContext(order.order?.orderId ?? refundId),
  ): Promise<OrderRevokeAnswer | null> {
    const amount = order.refunds.get(refundId);
    if (!order.order || amount === undefined) return null;
    const share = Math.min(1, amount / order.order.priceUsdCents);
    const { answer } = await executePlayerCommand<OrderRevokeAnswer>(
      this.repository,
      order.order.steamId,
      { type: 'RevokeOrder', orderId: order.order.orderId, refundId, share, now: this.clock.now().getTime() },
      context,
    );
    return answer;
  }
}
