import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { RedeemCodeReply } from '@arena/contract';
import type { RedeemAnswer } from '@arena/domain';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { SteamIdPipe } from '../platform/http/path-params';
import { CodePipe } from './code-param';
import { RedeemCodeCommand } from './redeem-code.handler';

/** Redeeming a code (docs/game-rules.md "Redeem codes"; the live site's path); shapes in @arena/contract. */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class RedeemCodeController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * `POST /api/players/{steam_id}/redeem_code/{code}` → `{code, coins, gold, items, already_owned, position}`.
   * The code is read case-insensitively (sent upper case). Errors: 400 `invalid_code`, 401, 403,
   * 404 `player_not_found` / `code_not_found`, 409 `code_expired` / `code_used_up` /
   * `code_already_redeemed`, 422 `idempotency_key_reused`.
   */
  @Post(':steamId/redeem_code/:code')
  @HttpCode(200)
  async redeem(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('code', CodePipe) code: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<RedeemCodeReply> {
    const { answer, position } = await this.commandBus.execute<RedeemCodeCommand, ExecuteResult<RedeemAnswer>>(
      new RedeemCodeCommand(steamId, code, clientRequest(request, `redeem_code:${code}`), commandContext(request, user.steamId)),
    );
    return {
      success: true,
      code: answer.code,
      coins: answer.balance,
      gold: answer.gold,
      items: answer.items.map(({ itemId, count }) => ({ item_id: itemId, count })),
      already_owned: answer.alreadyOwned,
      position,
    };
  }
}
