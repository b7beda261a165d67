import { Controller, Get, Inject, Injectable, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminOrdersFilter, orderIdString, type AdminOrder, type AdminOrderDetail, type AdminOrderEvent } from '@arena/contract';
import { orderStream, playerStream } from '@arena/domain';
import type { EventStore, RecordedEvent } from '@arena/eventstore';
import { foldOrderRow, listOrders, orderRowOf, type OrderEvent } from '@arena/read-models';
import { Roles, RolesGuard } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { simpleRestFilter, simpleRestList } from '../platform/http/simple-rest';
import type { ReadSide } from '../platform/read-side';
import { EVENT_STORE, READ_MODELS } from '../platform/tokens';

const SORT_FIELDS = ['created_at', 'price_usd_cents', 'status', 'steam_id', 'id'] as const;

/** An order's detail read from the event store: its stream folded into the row, its events, the player's grant of it. */
@Injectable()
export class OrderDetailReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The order `orderId` with its events and what was granted; null when no such order was started. */
  async detail(orderId: string): Promise<AdminOrderDetail | null> {
    const events = await this.store.readStream(orderStream(orderId));
    const row = orderRowOf(
      foldOrderRow(events.map((event) => ({ event: event as unknown as OrderEvent, decidedAt: event.metadata.decidedAt }))),
    );
    if (!row) return null;
    const playerEvents = await this.store.readStream(playerStream(row.steam_id));
    const grant = playerEvents.find((event) => event.type === 'OrderGranted' && (event.data as { orderId?: unknown }).orderId === orderId);
    const granted = ((grant?.data as { items?: { itemId: string; count: number }[] } | undefined)?.items ?? []).map(
      ({ itemId, count }) => ({
        item_id: itemId,
        count,
      }),
    );
    return { ...row, events: events.map(orderEventView), granted };
  }
}

/** An order event as the console shows it: the acting user is the event's own `actor`, else its metadata's. */
function orderEventView(event: RecordedEvent): AdminOrderEvent {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const actor = typeof data.actor === 'string' ? data.actor : typeof event.metadata.actor === 'string' ? event.metadata.actor : null;
  return { position: event.position, type: event.type, at: event.metadata.decidedAt, data, actor };
}

/**
 * The console's real-money orders (docs/api.md, "Orders in the console"; ra-data-simple-rest),
 * read by SUPPORT and ADMIN: the list from the orders read model, an order's detail from its
 * stream (strongly consistent). The actions (refund, fulfil, notes) are routes of their own.
 */
@Controller('api/admin/orders')
@UseGuards(RolesGuard)
@Roles('SUPPORT')
export class AdminOrdersController {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    private readonly details: OrderDetailReader,
  ) {}

  /**
   * `GET /api/admin/orders?sort=["created_at","DESC"]&range=[0,24]&filter={"q":"ord_3f","status":"paid","steam_id":"7656...","provider":"local"}`
   * → a page of `AdminOrder` rows (USD cents, ISO times), newest first by default,
   * `Content-Range: orders 0-24/N`; `filter={"id":[...]}` answers those orders (getMany).
   * Errors: 400 `invalid_payload`, 401 `sign_in_required`, 403 `forbidden`.
   */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Query('filter') filterText: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrder[]> {
    const filter = simpleRestFilter(filterText, adminOrdersFilter);
    const rows = await listOrders(this.read.redis, this.read.live.keys, filter);
    return simpleRestList(reply, 'orders', rows, { range, sort }, SORT_FIELDS, ['created_at', 'DESC']);
  }

  /**
   * `GET /api/admin/orders/{id}` → `AdminOrderDetail`: the order's row, its events oldest first
   * (`{position, type, at, data, actor}`: the provider's ids are in `data`), and the items the
   * player's `OrderGranted` of it recorded. Errors: 401, 403, 404 `order_not_found`.
   */
  @Get(':id')
  async one(@Param('id') id: string): Promise<AdminOrderDetail> {
    const order = orderIdString.safeParse(id).success ? await this.details.detail(id) : null;
    if (!order) throw new ApiError(404, 'order_not_found', `No order ${id}`);
    return order;
  }
}
