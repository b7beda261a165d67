import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { LocalPaymentReturn, LocalPaymentSessionView } from '@arena/contract';
import { CurrentUser, type SessionUser } from '../../auth';
import { ApiError } from '../../platform/http/api-error';
import { LocalPaymentProvider, type LocalPaymentSession } from './local-payment-provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/**
 * The local provider's checkout page API (the site's `/pay/local/{session_id}`); shapes in
 * @arena/contract (`localPaymentsRoutes`). Only while the provider is the local one (otherwise
 * every route is 404 `not_found`), only for the session's own player: anyone else gets 404
 * `payment_session_not_found`, as for a session that does not exist (ids are not disclosed).
 * State-changing posts pass the service's CSRF check like every other.
 */
@Controller('api/payments/local/sessions')
export class LocalPaymentsController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /**
   * `GET /api/payments/local/sessions/{session_id}` → `{session_id, order_id, item_id,
   * price_usd_cents, method, status}`. Errors: 401, 404 `payment_session_not_found` / `not_found`.
   */
  @Get(':sessionId')
  async one(@Param('sessionId') sessionId: string, @CurrentUser() user: SessionUser | null): Promise<LocalPaymentSessionView> {
    const session = await this.ownSession(sessionId, user);
    return {
      session_id: session.sessionId,
      order_id: session.orderId,
      item_id: session.itemId,
      price_usd_cents: session.priceUsdCents,
      method: session.method,
      status: session.status,
    };
  }

  /**
   * `POST /api/payments/local/sessions/{session_id}/pay` → `{return_url}` (the checkout's success
   * URL) once our webhook took the signed `checkout.session.completed`. Errors: 401, 404,
   * 409 `session_closed` (paid or failed already), 503 `payment_provider_unavailable` (the
   * webhook did not take it; the session stays open).
   */
  @Post(':sessionId/pay')
  @HttpCode(200)
  async pay(@Param('sessionId') sessionId: string, @CurrentUser() user: SessionUser | null): Promise<LocalPaymentReturn> {
    await this.ownSession(sessionId, user);
    const { returnUrl } = await this.local().pay(sessionId);
    return { return_url: returnUrl };
  }

  /**
   * `POST /api/payments/local/sessions/{session_id}/fail` → `{return_url}` (the checkout's cancel
   * URL) once our webhook took the signed `checkout.session.async_payment_failed`. Errors as `pay`.
   */
  @Post(':sessionId/fail')
  @HttpCode(200)
  async fail(@Param('sessionId') sessionId: string, @CurrentUser() user: SessionUser | null): Promise<LocalPaymentReturn> {
    await this.ownSession(sessionId, user);
    const { returnUrl } = await this.local().fail(sessionId);
    return { return_url: returnUrl };
  }

  private local(): LocalPaymentProvider {
    if (!(this.provider instanceof LocalPaymentProvider)) {
      throw new ApiError(404, 'not_found', 'The local payment provider is not in use here');
    }
    return this.provider;
  }

  private async ownSession(sessionId: string, user: SessionUser | null): Promise<LocalPaymentSession> {
    const local = this.local();
    if (!user) throw new ApiError(401, 'sign_in_required', 'Sign in first');
    const session = await local.session(sessionId);
    if (!session || session.steamId !== user.steamId) {
      throw new ApiError(404, 'payment_session_not_found', 'No local payment session has this id');
    }
    return session;
  }
}
