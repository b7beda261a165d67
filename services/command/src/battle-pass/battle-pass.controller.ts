import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { battlePassClaimQuery, type BattlePassClaimReply, type BattlePassLevels, type BattlePassView } from '@arena/contract';
import type { BattlePassClaimAnswer, PlayerCommand } from '@arena/domain';
import { readBattlePass, readBattlePassLevels } from '@arena/read-models';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer, PlayerViews } from '../players';

/**
 * The battle pass (docs/game-rules.md, "Battle-pass tracks"): the public summary, and the player's
 * levels and claims (the player or an ADMIN: 401 `sign_in_required`, 403 `forbidden`). Claims
 * take an `Idempotency-Key` and answer the event `position` for `X-Read-After`. Shapes in
 * @arena/contract (battle-pass).
 */
@Controller('api/players')
export class BattlePassController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: PlayerViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/battle_pass` → `{bp_level, total_xp, unlocked, requirements {next_level_xp, total_xp}}`. Errors: 400, 404. */
  @Get(':steamId/battle_pass')
  summary(@Param('steamId', SteamIdPipe) steamId: string): Promise<BattlePassView> {
    return this.views.read(steamId, readBattlePass);
  }

  /** `GET /api/players/{steam_id}/battle_pass/levels` → a bare list of reward rows (levels 1..80 by track, then the automatic ones). Errors: 400, 401, 403, 404. */
  @Get(':steamId/battle_pass/levels')
  @UseGuards(SelfOrAdminGuard)
  levels(@Param('steamId', SteamIdPipe) steamId: string): Promise<BattlePassLevels> {
    return this.views.read(steamId, readBattlePassLevels);
  }

  /**
   * `POST /api/players/{steam_id}/battle_pass/claim?level=N` (1..80) → `success`, the rewards claimed,
   * gold balance, level and XP after. Errors: 400 `invalid_payload` (level), 409 `level_not_reached`,
   * `nothing_to_claim`; 404 `player_not_found`; 422 `idempotency_key_reused`.
   */
  @Post(':steamId/battle_pass/claim')
  @HttpCode(200)
  @UseGuards(SelfOrAdminGuard)
  async claim(
    @Param('steamId', SteamIdPipe) steamId: string,
    // parsed before the Steam id, as the claim's errors have always been answered
    @Query(new SchemaPipe(battlePassClaimQuery, 'battle-pass claim')) { level }: { level: number },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<BattlePassClaimReply> {
    return this.send(
      steamId,
      { type: 'ClaimBattlePassLevel', level, now: this.clock.now().getTime() },
      `battle_pass_claim:${level}`,
      user,
      request,
    );
  }

  /** `POST /api/players/{steam_id}/battle_pass/claim_all` → as `claim`. Errors: 409 `nothing_to_claim`, 404, 422. */
  @Post(':steamId/battle_pass/claim_all')
  @HttpCode(200)
  @UseGuards(SelfOrAdminGuard)
  claimAll(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<BattlePassClaimReply> {
    return this.send(steamId, { type: 'ClaimAllBattlePass', now: this.clock.now().getTime() }, 'battle_pass_claim_all', user, request);
  }

  private async send(
    steamId: string,
    command: PlayerCommand,
    action: string,
    user: SessionUser,
    request: FastifyRequest,
  ): Promise<BattlePassClaimReply> {
    const { answer, position } = await actOnPlayer<BattlePassClaimAnswer>(this.commandBus, steamId, command, action, user.steamId, request);
    return {
      success: true,
      claimed: answer.claimed,
      balance: answer.balance,
      bp_level: answer.bpLevel,
      total_xp: answer.totalXp,
      position,
    };
  }
}
