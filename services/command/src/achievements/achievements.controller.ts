import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AchievementClaimReply, AchievementsList } from '@arena/contract';
import type { AchievementClaimAnswer } from '@arena/domain';
import { readAchievements } from '@arena/read-models';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { SteamIdPipe } from '../platform/http/path-params';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer, PlayerViews } from '../players';

/**
 * Achievements (docs/game-rules.md "Achievements"): the player's achievements and
 * the claim of the next tier. Only the player themself or an ADMIN. The claim takes an
 * `Idempotency-Key` and answers the event `position`. Shapes in @arena/contract (achievements).
 */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class AchievementsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: PlayerViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/achievements` → every achievement's value and tiers. Errors: 400, 401, 403, 404. */
  @Get(':steamId/achievements')
  list(@Param('steamId', SteamIdPipe) steamId: string): Promise<AchievementsList> {
    return this.views.read(steamId, readAchievements);
  }

  /**
   * `POST /api/players/{steam_id}/achievements/{achievement_id}/claim` → `{achievement_id, tier, coins, position}`.
   * Errors: 404 `achievement_not_found`, 409 `achievement_not_complete`, `nothing_to_claim`.
   */
  @Post(':steamId/achievements/:achievementId/claim')
  @HttpCode(200)
  async claim(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('achievementId') achievementId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AchievementClaimReply> {
    const command = { type: 'ClaimAchievement' as const, achievementId, now: this.clock.now().getTime() };
    const { answer, position } = await actOnPlayer<AchievementClaimAnswer>(
      this.commandBus,
      steamId,
      command,
      `achievement_claim:${achievementId}`,
      user.steamId,
      request,
    );
    return { achievement_id: answer.achievementId, tier: answer.tier, coins: answer.balance, position };
  }
}
