import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { grantBody, type GrantReply } from '@arena/contract';
import type { GrantAnswer } from '@arena/domain';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { SteamIdPipe } from '../platform/http/path-params';
import { parseOrThrow } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { PlayerStreamCommand } from '../players';

/** Gold and items an admin gives or takes back; ADMIN only; shapes in @arena/contract. */
@Controller('api/admin/players')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminGrantsController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `POST /api/admin/players/{steam_id}/grant` body `{gold?: int (gold, negative takes), items?: [{item_id, count}],
   * take_items?: [{item_id, count}], reason: "1..200 characters"}`
   * → 200 `{steam_id, coins, already_owned, position}`: `GoldChanged` and `ItemsGranted` with
   * reason `admin_grant`, `ItemsConsumed` with reason `admin_take` (and `ItemUnequipped` for an
   * equipped item none of which is left), the admin as actor and the reason as ref
   * (`decideGrant`); packs open into their contents. Errors: 400 `invalid_payload` /
   * `invalid_steam_id`, 401, 403, 404 `player_not_found`, 409 `insufficient_gold` (taking more
   * than the balance), `not_owned` (taking more items than owned), `unknown_item`, `empty_grant`,
   * 422 `idempotency_key_reused`.
   */
  @Post(':steamId/grant')
  @HttpCode(200)
  async grant(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Body() body: unknown,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<GrantReply> {
    const input = parseOrThrow(grantBody, body, 'grant');
    const items = input.items.map(({ item_id, count }) => ({ itemId: item_id, count }));
    const takeItems = input.take_items.map(({ item_id, count }) => ({ itemId: item_id, count }));
    const command = {
      type: 'Grant' as const,
      gold: input.gold,
      items,
      takeItems,
      reason: 'admin_grant' as const,
      ref: input.reason,
      now: this.clock.now().getTime(),
    };
    const { answer, position } = await this.commandBus.execute<PlayerStreamCommand, ExecuteResult<GrantAnswer>>(
      new PlayerStreamCommand(
        steamId,
        { ...command, request: clientRequest(request, `grant:${JSON.stringify(input)}`) },
        commandContext(request, admin.steamId),
      ),
    );
    return { steam_id: steamId, coins: answer.balance, already_owned: answer.alreadyOwned, position };
  }
}
