import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { godBanQuery, type GodBanReply, type PlayerGods } from '@arena/contract';
import type { GodBanAnswer, GodFlagsTable } from '@arena/domain';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { notFound } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer } from '../players';
import { GetGodFlagsQuery } from './god-flags.handler';
import { GetPlayerGodsQuery } from './player-gods.query';

/**
 * A player's gods (docs/game-rules.md "God ownership", "God progress", "God bans"): public, like
 * the profile; bans are the player's own (or an ADMIN's). The live site's paths and shapes.
 */
@Controller('api/players')
export class GodsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/players/{steam_id}/gods` → `PlayerGods`: a bare list, every god with the live
   * site's fields (`god_name`, `owned`, `banned`, `gold`, `free`, `plus_exclusive`,
   * `god_enabled`, `progress` of `amount_required`) and ours (`has_plus`, `reasons`).
   * Errors: 400 `invalid_steam_id`, 404 `player_not_found`.
   */
  @Get(':steamId/gods')
  async gods(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerGods> {
    const view = await this.queryBus.execute<GetPlayerGodsQuery, PlayerGods | null>(new GetPlayerGodsQuery(steamId));
    if (!view) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return view;
  }

  /**
   * `POST /api/players/{steam_id}/gods/{god}/ban?banned=true|false` (no body) → `{god_name,
   * steam_id, banned, position}`: bans a god from the player's own pool or lifts the ban
   * (`decideSetGodBanned` on `player-{steamId}`, with the gods' global flags read from the
   * `catalog` stream at the request; a retry, or asking for what holds, changes nothing).
   * Errors: 400 `invalid_steam_id`, `invalid_payload` (`banned` not `true`/`false`); 401
   * `sign_in_required`; 403 `forbidden`; 404 `player_not_found`, `god_not_found`; 409 `god_not_owned`.
   */
  @Post(':steamId/gods/:god/ban')
  @HttpCode(200)
  @UseGuards(SelfOrAdminGuard)
  async ban(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('god') god: string,
    @Query(new SchemaPipe(godBanQuery, 'query')) query: { banned: 'true' | 'false' },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<GodBanReply> {
    const banned = query.banned === 'true';
    const godFlags = await this.queryBus.execute<GetGodFlagsQuery, GodFlagsTable>(new GetGodFlagsQuery());
    const command = { type: 'SetGodBanned' as const, godId: god, banned, at: this.clock.now().getTime(), godFlags };
    const { answer, position } = await actOnPlayer<GodBanAnswer>(
      this.commandBus,
      steamId,
      command,
      `god_ban:${god}:${banned}`,
      user.steamId,
      request,
    );
    return { god_name: answer.godId, steam_id: steamId, banned: answer.banned, position };
  }
}
