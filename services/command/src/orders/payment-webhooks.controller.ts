import { Controller, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { webhookPathParams, type WebhookReply } from '@arena/contract';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../platform/http/api-error';
import { rawBodyOf } from '../platform/http/raw-body';
import { parseOrThrow } from '../platform/http/validation';
import { PaymentEvents } from './payment-events';
import { PAYMENT_PROVIDER, WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './providers';

/** Where the payment providers' webhooks post; the raw bodies of these paths are kept (`keepRawJsonBodies`). */
export const WEBHOOK_PATH_PREFIX = '/api/payments/';

/** The payment providers' notifications (docs/api.md "Orders"). */
@Controller('api/payments')
export class PaymentWebhooksController {
  constructor(
    private readonly events: PaymentEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * `POST /api/payments/{provider}/webhook` (the provider configured: `local` or `stripe`), the
   * provider's JSON with its `Stripe-Signature` → 200 `{received: true}` once recorded and acted
   * on (`PaymentEvents.handle`); a repeated event id changes nothing and answers 200 too.
   * Errors (nothing recorded): 400 `invalid_signature` (missing, wrong, or older than 5 minutes),
   * `bad_request` (no JSON body), `invalid_payload` (a provider that is neither `local` nor `stripe`); 404 `not_found` (another provider), `order_not_found` (an order
   * never started here); 409 `order_not_paid` (a refund before its payment: the provider retries),
   * `refund_exceeds_payment`, `invalid_amount`.
   */
  @Post(':provider/webhook')
  @HttpCode(200)
  async receive(
    @Param() params: unknown,
    @Headers('stripe-signature') signature: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<WebhookReply> {
    const { provider } = parseOrThrow(webhookPathParams, params, 'provider');
    if (provider !== this.provider.name) throw new ApiError(404, 'not_found', `The payment provider here is not ${provider}`);
    const raw = rawBodyOf(request);
    if (!raw) throw new ApiError(400, 'bad_request', "Send the provider's JSON notification");
    let event: ProviderEvent;
    try {
      event = this.provider.parseWebhook(raw, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', error.message);
      throw error;
    }
    await this.events.handle(event, { actor: `provider:${this.provider.name}`, correlationId: event.id, causationId: randomUUID() });
    return { received: true };
  }
}
