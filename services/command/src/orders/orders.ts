import { Injectable } from '@nestjs/common';
import { orderDecider, orderStream, orderView, type OrderCommand, type OrderState, type OrderView } from '@arena/domain';
import type { OrderRow } from '@arena/contract';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';

/**
 * The `order-{orderId}` streams as the orders feature uses them: read (always the stream's latest
 * events: a payment result page sees a payment as soon as it is recorded) and decided with the
 * order's decider and the stream's expected revision (docs/game-rules.md "Orders").
 */
@Injectable()
export class Orders {
  constructor(private readonly repository: EventSourcedRepository) {}

  /** The order's state (`status: 'none'` for an order never started). */
  read(orderId: string): Promise<OrderState> {
    return this.repository.read(orderStream(orderId), orderDecider);
  }

  /**
   * Decides `command` (or the command made from the state, decided again on a conflict) on the
   * order's stream; answers the state after it.
   * @throws DomainError as `decideOrder` does.
   */
  decide(
    orderId: string,
    command: OrderCommand | ((state: OrderState) => OrderCommand),
    context: CommandContext,
  ): Promise<ExecuteResult<OrderState>> {
    return this.repository.execute(
      orderStream(orderId),
      orderDecider,
      (state) => orderDecider.decide(typeof command === 'function' ? command(state) : command, state),
      context,
    );
  }

  /**
   * The order as the API answers it.
   * @throws ApiError 404 `order_not_found` for an order never started.
   */
  async row(orderId: string): Promise<OrderRow> {
    return orderRowOf(viewOrThrow(await this.read(orderId)));
  }
}

/**
 * The view of a started order.
 * @throws ApiError 404 `order_not_found` for an order never started.
 */
function viewOrThrow(state: OrderState): OrderView {
  const view = orderView(state);
  if (!view) throw new ApiError(404, 'order_not_found', 'No such order');
  return view;
}

/** An order's API row (`OrderRow`): snake_case, amounts in USD cents, times ISO-8601. */
function orderRowOf(view: OrderView): OrderRow {
  return {
    order_id: view.orderId,
    steam_id: view.steamId,
    item_id: view.itemId,
    items: view.items.map(({ itemId, count }) => ({ item_id: itemId, count })),
    price_usd_cents: view.priceUsdCents,
    method: view.method,
    provider: view.provider,
    subscription: view.subscription,
    status: view.status,
    refunded_usd_cents: view.refundedUsdCents,
    refundable_usd_cents: view.refundableUsdCents,
    created_at: view.createdAt,
    paid_at: view.paidAt,
    fulfilled_at: view.fulfilledAt,
  };
}
