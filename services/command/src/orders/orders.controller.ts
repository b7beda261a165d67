import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderPathParams, type OrderRow } from '@arena/contract';
import type { UserType } from '@arena/domain';
import { CurrentUser, RolesGuard, type SessionUser } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { parseOrThrow } from '../platform/http/validation';
import { GetUserTypeQuery } from '../players';
import { Orders } from './orders';

/** An order's state for its player and support (docs/api.md "Orders"). */
@Controller('api/orders')
@UseGuards(RolesGuard)
export class OrdersController {
  constructor(
    private readonly orders: Orders,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * `GET /api/orders/{order_id}` → 200 `OrderRow` (amounts in USD cents), read from the order's
   * stream, so the payment result page sees a payment the moment it is recorded. Its player,
   * SUPPORT and ADMIN. Errors: 400 `invalid_payload` (not an order id), 401, 404 `order_not_found`
   * (no such order, or another player's: the two are not told apart).
   */
  @Get(':order_id')
  async order(@Param() params: unknown, @CurrentUser() user: SessionUser): Promise<OrderRow> {
    const { order_id: orderId } = parseOrThrow(orderPathParams, params, 'order id');
    const row = await this.orders.row(orderId);
    if (row.steam_id !== user.steamId) {
      const type = await this.queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId));
      if (type !== 'ADMIN' && type !== 'SUPPORT') throw new ApiError(404, 'order_not_found', 'No such order');
    }
    return row;
  }
}
