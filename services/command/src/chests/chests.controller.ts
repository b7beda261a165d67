import { Controller, Get, Header, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { ChestOddsList, OpenChestReply } from '@arena/contract';
import { cosmeticById, type OpenChestAnswer } from '@arena/domain';
import { cosmeticRowOf } from '@arena/read-models';
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
   * `POST /api/players/{steam_id}/open_chest/{cosmetic_id}` (no body) → the live site's `{items,
   * missed_item, coins}` (items won as cosmetic rows, one per copy; the last duplicate; the gold its
   * duplicates refunded) and ours `{chest_id, drops, balance, position}` (see `openChestReply`).
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
    return openChestReply(answer, position);
  }
}

/** The answer of an opening: the live site's fields from the drops, then ours. */
function openChestReply(answer: OpenChestAnswer, position: number | null): OpenChestReply {
  const rowOf = (itemId: string) => {
    const item = cosmeticById(itemId);
    if (!item) throw new Error(`A chest dropped ${itemId}, which is not in the catalog`);
    return cosmeticRowOf(item);
  };
  const kept = answer.drops.filter((drop) => !drop.duplicate);
  const duplicates = answer.drops.filter((drop) => drop.duplicate);
  return {
    items: kept.flatMap(({ itemId, count }) => Array.from({ length: count }, () => rowOf(itemId))),
    missed_item: duplicates.length ? rowOf(duplicates[duplicates.length - 1].itemId) : null,
    coins: duplicates.reduce((sum, drop) => sum + drop.refundGold, 0),
    chest_id: answer.chestId,
    drops: answer.drops.map(({ itemId, count, duplicate, refundGold }) => ({
      item_id: itemId,
      count,
      duplicate,
      refund_gold: refundGold,
    })),
    balance: answer.balance,
    position,
  };
}
