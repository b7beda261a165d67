import { Controller, Get, Header, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { ChestOddsList, OpenChestReply } from '@arena/contract';
import type { OpenChestAnswer } from '@arena/domain';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { SteamIdPipe } from '../platform/http/path-params';
import { CHEST_ODDS } from './chest-odds';
import { OpenChestCommand } from './open-chest.handler';

/**
 * Chests (the live site's paths): their published odds, public, and opening one, only by the
 * player themself or an ADMIN (`SelfOrAdminGuard`: 401 `sign_in_required`, 403 `forbidden`).
 * Opening takes an `Idempotency-Key` (a retry answers the first drops and changes nothing; 422
 * `idempotency_key_reused` for another action) and answers the event `position` to send as
 * `X-Read-After`. Shapes in @arena/contract.
 */
@Controller('api')
export class ChestsController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * `GET /api/chests/odds` → `{chests}`: every chest's contents and probabilities, published before
   * purchase (docs/game-rules.md "Published odds"); they change only with a deploy.
   */
  @Get('chests/odds')
  @Header('cache-control', 'public, max-age=300')
  chestOdds(): ChestOddsList {
    return CHEST_ODDS;
  }

  /**
   * `POST /api/players/{steam_id}/open_chest/{cosmetic_id}` → `{chest_id, drops, coins, position}`.
   * Errors: 400 `invalid_steam_id`; 409 `not_a_chest`, `no_chest`; 404 `player_not_found`.
   */
  @Post('players/:steamId/open_chest/:chestId')
  @HttpCode(200)
  @UseGuards(SelfOrAdminGuard)
  async openChest(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('chestId') chestId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<OpenChestReply> {
    const { answer, position } = await this.commandBus.execute<OpenChestCommand, ExecuteResult<OpenChestAnswer>>(
      new OpenChestCommand(steamId, chestId, clientRequest(request, `open_chest:${chestId}`), commandContext(request, user.steamId)),
    );
    return {
      chest_id: answer.chestId,
      drops: answer.drops.map(({ itemId, count, duplicate, refundGold }) => ({
        item_id: itemId,
        count,
        duplicate,
        refund_gold: refundGold,
      })),
      coins: answer.balance,
      position,
    };
  }
}
