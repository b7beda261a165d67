import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { achievementClaimQuery, type AchievementClaimReply, type AchievementsList } from '@arena/contract';
import type { AchievementClaimAnswer } from '@arena/domain';
import { readAchievements } from '@arena/read-models';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer, PlayerViews } from '../players';

/**
 * Achievements (docs/game-rules.md "Achievements"): the player's achievements and
 * the claim of a tier, on the live site's path, query (`?questID=`) and shapes (a bare list,
 * `success`). Only the player themself or an ADMIN. The claim takes no body, an optional
 * `Idempotency-Key`, and answers the event `position`. Shapes in @arena/contract (achievements).
 */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class AchievementsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: PlayerViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/achievements` → a bare list, one row per achievement (its current tier, every tier). Errors: 400, 401, 403, 404. */
  @Get(':steamId/achievements')
  list(@Param('steamId', SteamIdPipe) steamId: string): Promise<AchievementsList> {
    return this.views.read(steamId, readAchievements);
  }

  /**
   * `POST /api/players/{steam_id}/achievements/claim?questID=` (`{achievement_id}:{tier}`, a row's `quest_id`; or
   * `{achievement_id}` for its next tier) → `{success, coins, xp, achievement_id, tier, balance, position}` (coins,
   * xp: the tier's reward). Errors: 400 `invalid_payload`, 404 `achievement_not_found`, 409 `achievement_not_complete`,
   * `nothing_to_claim`.
   */
  @Post(':steamId/achievements/claim')
  @HttpCode(200)
  async claim(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(achievementClaimQuery, 'achievement claim')) { questID }: { questID: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AchievementClaimReply> {
    const [achievementId, tierText, ...rest] = questID.split(':');
    if (rest.length > 0 || (tierText !== undefined && !/^[1-9]\d{0,2}$/.test(tierText)))
      throw new ApiError(400, 'invalid_payload', 'questID is `{achievement_id}:{tier}` or `{achievement_id}`');
    const tier = tierText === undefined ? undefined : Number(tierText);
    const command = { type: 'ClaimAchievement' as const, achievementId, tier, now: this.clock.now().getTime() };
    const { answer, position } = await actOnPlayer<AchievementClaimAnswer>(
      this.commandBus,
      steamId,
      command,
      `achievement_claim:${questID}`,
      user.steamId,
      request,
    );
    return {
      success: true,
      coins: answer.gold,
      xp: answer.xp,
      achievement_id: answer.achievementId,
      tier: answer.tier,
      balance: answer.balance,
      position,
    };
  }
}
