import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { cancelSubscriptionBody, subscriptionPathParams, type SubscriptionRow } from '@arena/contract';
import { readPlayerSubscriptions } from '@arena/read-models';
import { CurrentUser, RolesGuard, type SessionUser } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { SteamIdPipe } from '../platform/http/path-params';
import { parseOrThrow } from '../platform/http/validation';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers';
import { Subscriptions, subscriptionRowOfState } from './subscriptions';
import { isPlayerOrSupport } from './support-access';

/** The reason recorded when the player stops their own renewal without giving one. */
const PLAYER_STOP_REASON = 'stopped by the player';

/** A player's renewing Plus subscriptions: read them, stop their renewal (docs/api.md "Orders"). */
@Controller('api')
@UseGuards(RolesGuard)
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly queryBus: QueryBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  /**
   * `GET /api/players/{steam_id}/subscriptions` → 200 `[SubscriptionRow]` newest first, from the
   * read models. The player themselves, SUPPORT and ADMIN. Errors: 400 `invalid_steam_id`, 401,
   * 403 `forbidden`.
   */
  @Get('players/:steamId/subscriptions')
  async playerSubscriptions(@Param('steamId', SteamIdPipe) steamId: string, @CurrentUser() user: SessionUser): Promise<SubscriptionRow[]> {
    if (!(await isPlayerOrSupport(this.queryBus, user, steamId)))
      throw new ApiError(403, 'forbidden', "Only the player and support read a player's subscriptions");
    return readPlayerSubscriptions(this.read.redis, this.read.live.keys, steamId);
  }

  /**
   * `POST /api/subscriptions/{subscription_id}/cancel` body `{reason?}` → 200 `SubscriptionRow`
   * with `cancel_at_period_end: true`. Its player, SUPPORT and ADMIN. Records
   * `SubscriptionStopRequested` (the acting user, the reason), asks the provider to stop the
   * renewal at the period's end, then records `SubscriptionRenewalStopped` (unless the provider's
   * own notification recorded it first, with the same actor). A stopped or ended subscription is
   * answered as it is: a retry changes nothing.
   * Errors: 400 `invalid_payload`; 401; 404 `subscription_not_found` (no such subscription, or
   * another player's: not told apart); 503 `payment_provider_unavailable` (the request stays
   * recorded: retry).
   */
  @Post('subscriptions/:subscription_id/cancel')
  @HttpCode(200)
  async cancel(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<SubscriptionRow> {
    const { subscription_id: subscriptionId } = parseOrThrow(subscriptionPathParams, params, 'subscription id');
    const { reason } = parseOrThrow(cancelSubscriptionBody, body ?? {}, 'stop');
    const state = await this.subscriptions.read(subscriptionId);
    const { subscription } = state;
    if (!subscription || !(await isPlayerOrSupport(this.queryBus, user, subscription.steamId)))
      throw new ApiError(404, 'subscription_not_found', 'No such subscription');
    if (state.stopped || state.ended) return subscriptionRowOfState({ ...state, subscription });
    const context = commandContext(request, user.steamId, reason);
    const actor = user.steamId;
    await this.subscriptions.decide(subscriptionId, { type: 'RequestStop', actor, reason: reason ?? PLAYER_STOP_REASON }, context);
    await this.provider.cancelSubscription(subscriptionId);
    const { answer } = await this.subscriptions.decide(subscriptionId, { type: 'MarkRenewalStopped' }, context);
    return subscriptionRowOfState({ ...answer, subscription });
  }
}
