import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  connectGaiminBody,
  gaiminCheckBody,
  mmrCheckBody,
  type ConnectGaiminReply,
  type GaiminCheckReply,
  type MmrCheckReply,
} from '@arena/contract';
import type { PartnerLinkAnswer } from '@arena/domain';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { SteamIdPipe } from '../platform/http/path-params';
import { parseOrThrow } from '../platform/http/validation';
import { GaiminCheckQuery, MmrCheckQuery } from './checks.queries';
import { ConnectGaiminCommand } from './connect-gaimin.handler';

/** Connecting a Gaimin account (docs/game-rules.md "Partner link"; the specification's path); shapes in @arena/contract. */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class ConnectGaiminController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * `POST /api/players/{steam_id}/connect_gaimin` body `{playerToken}` → `{partner, account_id,
   * username, bundle_granted, coins, has_plus, already_owned, position}`. The signed-in player on
   * their own id, an ADMIN on anyone; send an `Idempotency-Key` (a retry answers the first answer).
   * Errors: 400 `invalid_payload` / `invalid_partner_token`, 401, 403, 404 `player_not_found`,
   * 409 `partner_account_taken` / `partner_already_linked`, 422 `idempotency_key_reused`,
   * 503 `partner_unavailable` / `busy`.
   */
  @Post(':steamId/connect_gaimin')
  @HttpCode(200)
  async connect(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<ConnectGaiminReply> {
    const { playerToken } = parseOrThrow(connectGaiminBody, body, 'body');
    // the action is named once the account is known (see ConnectGaiminHandler); the key is checked here
    const requestId = clientRequest(request, 'connect_gaimin')?.requestId ?? null;
    const { answer, position } = await this.commandBus.execute<ConnectGaiminCommand, ExecuteResult<PartnerLinkAnswer>>(
      new ConnectGaiminCommand(steamId, playerToken, requestId, commandContext(request, user.steamId)),
    );
    return {
      connected: true,
      message: answer.bundleGranted ? 'Connected' : 'This Gaimin account was connected already',
      partner: answer.partner,
      account_id: answer.accountId,
      username: answer.username,
      bundle_granted: answer.bundleGranted,
      coins: answer.balance,
      has_plus: answer.hasPlus,
      already_owned: answer.alreadyOwned,
      position,
    };
  }
}

/**
 * The check tools of tournament organisers (docs/game-rules.md "Tournament checks"): public (no sign-in), POST for
 * their long bodies (the lines of an uploaded file, up to 1,000), and rate-limited per client
 * address with a budget of their own (BULK_RATE_LIMIT_PER_MINUTE; see registerRateLimit).
 */
@Controller('api/players')
export class PartnerChecksController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `POST /api/players/gaimin/check` body `{steamIDs: string[]}` (1..1,000, each trimmed) →
   * `[{username, connected, notFound, steamID, status}]`, one row per entry in order: a SteamID64
   * is looked up as an id, anything else as a username (organisers upload names).
   * Errors: 400 `invalid_payload`, 429.
   */
  @Post('gaimin/check')
  @HttpCode(200)
  gaiminCheck(@Body() body: unknown): Promise<GaiminCheckReply> {
    const { steamIDs } = parseOrThrow(gaiminCheckBody, body, 'body');
    return this.queryBus.execute<GaiminCheckQuery, GaiminCheckReply>(new GaiminCheckQuery(steamIDs));
  }

  /**
   * `POST /api/players/tournaments/checkMMRs` body `{usernames: string[]}` (1..1,000, each
   * trimmed) → `["name, ladder rating, rank" | "name, null"]`, one line per name in order: the
   * ladder rating and its rank, never the hidden MMR.
   * Errors: 400 `invalid_payload`, 429.
   */
  @Post('tournaments/checkMMRs')
  @HttpCode(200)
  mmrCheck(@Body() body: unknown): Promise<MmrCheckReply> {
    const { usernames } = parseOrThrow(mmrCheckBody, body, 'body');
    return this.queryBus.execute<MmrCheckQuery, MmrCheckReply>(new MmrCheckQuery(usernames));
  }
}
