import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fulfilOrderBody, orderAdminPathParams, orderNoteBody, refundOrderBody, type OrderRow } from '@arena/contract';
import { randomUUID } from 'node:crypto';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { parseOrThrow } from '../platform/http/validation';
import { GrantItemsWhenOrderPaid } from './grant-items-when-order-paid';
import { Orders } from './orders';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers';

/** Support's actions on an order (docs/api.md "Orders"): each an event with the acting user and a reason. */
@Controller('api/admin/orders')
@UseGuards(RolesGuard)
@Roles('SUPPORT')
export class OrderActionsController {
  constructor(
    private readonly orders: Orders,
    private readonly fulfilment: GrantItemsWhenOrderPaid,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * `POST /api/admin/orders/{id}/refund` body `{amount_usd_cents?: int (USD cents; default what is
   * left), reason}` → 200 `OrderRow`. Records `OrderRefundRequested` (the acting user, the reason),
   * then asks the provider to refund, keyed by the order and the request's `Idempotency-Key` (a
   * retry asks again and records nothing twice). The provider's confirmation records
   * `OrderRefunded` and takes back what it can (`take-back-items-when-order-refunded`); the local
   * provider confirms before this answers, Stripe a moment later.
   * Errors: 400 `invalid_payload`, `invalid_amount`; 401; 403; 404 `order_not_found`; 409
   * `order_not_paid`, `refund_exceeds_payment`; 503 `payment_provider_unavailable` (the request
   * stays recorded: retry with the same key).
   */
  @Post(':id/refund')
  @HttpCode(200)
  async refund(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<OrderRow> {
    const { id } = parseOrThrow(orderAdminPathParams, params, 'order id');
    const input = parseOrThrow(refundOrderBody, body, 'refund');
    const requestId = clientRequest(request, `refund:${id}`)?.requestId ?? randomUUID();
    const context = commandContext(request, user.steamId, input.reason);
    const { answer } = await this.orders.decide(
      id,
      {
        type: 'RequestRefund',
        requestId,
        reason: input.reason,
        actor: user.steamId,
        ...(input.amount_usd_cents === undefined ? {} : { amountUsdCents: input.amount_usd_cents }),
      },
      context,
    );
    const asked = answer.refundRequests.find((refund) => refund.requestId === requestId);
    if (asked && asked.refundId === null && answer.paymentId) {
      await this.provider.refund({
        orderId: id,
        paymentId: answer.paymentId,
        amountUsdCents: asked.amountUsdCents,
        idempotencyKey: `${id}:${requestId}`,
      });
    }
    return this.orders.row(id);
  }

  /**
   * `POST /api/admin/orders/{id}/fulfil` body `{reason}` → 200 `OrderRow`: records
   * `OrderFulfilmentRequested` (the acting user, the reason) and runs
   * `grant-items-when-order-paid`; a fulfilled order is answered as it is (never granted twice).
   * Errors: 400 `invalid_payload`; 401; 403; 404 `order_not_found`; 409 `order_not_paid`, `order_refunded`.
   */
  @Post(':id/fulfil')
  @HttpCode(200)
  async fulfil(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<OrderRow> {
    const { id } = parseOrThrow(orderAdminPathParams, params, 'order id');
    const { reason } = parseOrThrow(fulfilOrderBody, body, 'fulfilment');
    const context = commandContext(request, user.steamId, reason);
    await this.orders.decide(id, { type: 'RequestFulfilment', actor: user.steamId, reason }, context);
    await this.fulfilment.fulfil(id, context);
    return this.orders.row(id);
  }

  /**
   * `POST /api/admin/orders/{id}/notes` body `{note (1..2,000 characters), reason?}` → 200
   * `OrderRow`: `OrderNoteAdded` with the acting user. Errors: 400 `invalid_payload`,
   * `invalid_note`; 401; 403; 404 `order_not_found`.
   */
  @Post(':id/notes')
  @HttpCode(200)
  async note(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<OrderRow> {
    const { id } = parseOrThrow(orderAdminPathParams, params, 'order id');
    const input = parseOrThrow(orderNoteBody, body, 'note');
    await this.orders.decide(
      id,
      { type: 'AddNote', note: input.note, actor: user.steamId },
      commandContext(request, user.steamId, input.reason),
    );
    return this.orders.row(id);
  }
}
