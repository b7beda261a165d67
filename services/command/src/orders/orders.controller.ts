import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderPathParams, type AdminOrder, type OrderRow } from '@arena/contract';
import { readPlayerOrders } from '@arena/read-models';
import { CurrentUser, RolesGuard, type SessionUser } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { parseOrThrow } from '../platform/http/validation';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';
import { Orders } from './orders';
import { isPlayerOrSupport } from './support-access';

/** An order's state, and a player's orders, for the player and support (docs/api.md "Orders"). */
@Controller('api')
@UseGuards(RolesGuard)
export class OrdersController {
  constructor(
    private readonly orders: Orders,
    private readonly queryBus: QueryBus,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  /**
   * `GET /api/orders/{order_id}` → 200 `OrderRow` (amounts in USD cents), read from the order's
   * stream, so the payment result page sees a payment the moment it is recorded. Its player,
   * SUPPORT and ADMIN. Errors: 400 `invalid_payload` (not an order id), 401, 404 `order_not_found`
   * (no such order, or another player's: the two are not told apart).
   */
  @Get('orders/:order_id')
  async order(@Param() params: unknown, @CurrentUser() user: SessionUser): Promise<OrderRow> {
    const { order_id: orderId } = parseOrThrow(orderPathParams, params, 'order id');
    const row = await this.orders.row(orderId);
    if (!(await isPlayerOrSupport(this.queryBus, user, row.steam_id))) throw new ApiError(404, 'order_not_found', 'No such order');
    return row;
  }

  /**
   * `GET /api/players/{steam_id}/orders` → 200 `[AdminOrder]` (the order rows with `id`), newest
   * first, from the read models. The player themselves, SUPPORT and ADMIN. Errors: 400
   * `invalid_steam_id`, 401, 403 `forbidden`.
   */
  @Get('players/:steamId/orders')
  async playerOrders(@Param('steamId', SteamIdPipe) steamId: string, @CurrentUser() user: SessionUser): Promise<AdminOrder[]> {
    if (!(await isPlayerOrSupport(this.queryBus, user, steamId)))
      throw new ApiError(403, 'forbidden', "Only the player and support read a player's orders");
    return readPlayerOrders(this.read.redis, this.read.live.keys, steamId);
  }
}
