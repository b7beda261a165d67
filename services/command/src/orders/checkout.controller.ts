import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { checkoutBody, type CheckoutReply } from '@arena/contract';
import { cosmeticById, initialOrderState, orderDecider, orderIdFor, orderViewStatus, type StartOrder } from '@arena/domain';
import { CurrentUser, RolesGuard, type SessionUser } from '../auth';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { parseOrThrow } from '../platform/http/validation';
import { CONFIG } from '../platform/tokens';
import { Orders } from './orders';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers';

/** Where the provider sends the player back: the site's payment result page of the order. */
function resultPage(config: Pick<CommandConfig, 'publicUrl'>, request: FastifyRequest, orderId: string): string {
  // test stacks listen on a port of their own (PUBLIC_URL with port 0): this request's origin is the site's
  const base = new URL(config.publicUrl).port === '0' ? `${request.protocol}://${request.host}` : config.publicUrl;
  return `${base}/payment/${orderId}`;
}

/** Real-money checkout (docs/api.md "Orders"): shapes in @arena/contract. */
@Controller('api')
@UseGuards(RolesGuard)
export class CheckoutController {
  constructor(
    private readonly orders: Orders,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: CommandConfig,
  ) {}

  /**
   * `POST /api/checkout` (signed-in; `Idempotency-Key` required) body `{item_id, method: "card" |
   * "alipay" | "wechat_pay", subscription?: boolean}` → 200 `{order_id, checkout_url, status}`.
   * The order's id comes from the player and the key, so a retry (even after a crash between the
   * provider's session and the order's first event) answers the same order and the provider, asked
   * with the order id as its own idempotency key, the same session. Nothing is granted here: the
   * provider's confirmed payment does it (`grant-items-when-order-paid`).
   * Errors: 400 `invalid_payload`, `idempotency_key_required`, `bad_request` (a malformed key); 401;
   * 409 `not_for_sale` (no USD price), `subscription_unavailable` (only plus_month and plus_year,
   * by card); 422 `idempotency_key_reused` (the key started another checkout); 503
   * `payment_provider_unavailable`.
   */
  @Post('checkout')
  @HttpCode(200)
  async checkout(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest): Promise<CheckoutReply> {
    const input = parseOrThrow(checkoutBody, body, 'checkout');
    const key = clientRequest(request, `checkout:${input.item_id}`)?.requestId;
    if (!key) throw new ApiError(400, 'idempotency_key_required', 'Send an Idempotency-Key header with a checkout');
    const orderId = orderIdFor(user.steamId, key);
    const terms = {
      orderId,
      steamId: user.steamId,
      itemId: input.item_id,
      method: input.method,
      provider: this.provider.name,
      subscription: input.subscription,
    };
    const start = (session: { sessionId: string; checkoutUrl: string }): StartOrder => ({
      type: 'StartOrder',
      ...terms,
      providerSessionId: session.sessionId,
      checkoutUrl: session.checkoutUrl,
    });
    const existing = await this.orders.read(orderId);
    if (!existing.order) {
      // refuses what is not for sale before the provider is asked for anything
      orderDecider.decide(start({ sessionId: 'none', checkoutUrl: 'none' }), initialOrderState);
    }
    const session = existing.order
      ? { sessionId: existing.order.providerSessionId, checkoutUrl: existing.order.checkoutUrl }
      : await this.provider.createCheckout({
          orderId,
          steamId: user.steamId,
          itemId: input.item_id,
          name: cosmeticById(input.item_id)?.name.en ?? input.item_id,
          priceUsdCents: cosmeticById(input.item_id)?.usdCents ?? 0,
          method: input.method,
          subscription: input.subscription,
          successUrl: resultPage(this.config, request, orderId),
          cancelUrl: resultPage(this.config, request, orderId),
        });
    const { answer } = await this.orders.decide(orderId, start(session), commandContext(request, user.steamId));
    return { order_id: orderId, checkout_url: answer.order!.checkoutUrl, status: orderViewStatus(answer) ?? 'pending' };
  }
}
