import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { DailyQuests, DoubledownReply, LoginQuests, QuestClaimReply, QuestRerollReply, WelcomeQuests } from '@arena/contract';
import type { DoubledownAnswer, PlayerCommand, QuestClaimAnswer, RerollAnswer } from '@arena/domain';
import { readDailyQuests, readLoginQuests, readWelcomeQuests } from '@arena/read-models';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { SteamIdPipe } from '../platform/http/path-params';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer, PlayerViews } from '../players';

/**
 * Quests (docs/game-rules.md "Daily quests", "Weekly login rewards", "Welcome rewards"): daily quests,
 * the weekly login rewards, the welcome rewards and the double-down, on the live site's paths.
 * Only the player themself or an ADMIN (`SelfOrAdminGuard`: 401 `sign_in_required`, 403
 * `forbidden`). Mutations take an `Idempotency-Key` (422 `idempotency_key_reused` for another
 * action) and answer the event `position` for `X-Read-After`. Shapes in @arena/contract (quests).
 */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class QuestsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: PlayerViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/daily_quests` → the active quests with progress, today's earnings, daily gold and double-down. Errors: 400, 404. */
  @Get(':steamId/daily_quests')
  dailyQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<DailyQuests> {
    return this.views.read(steamId, readDailyQuests);
  }

  /** `POST .../daily_quests/{quest_id}/claim` → `{claimed, coins, position}`. Errors: 404 `quest_not_found`, 409 `quest_not_complete`. */
  @Post(':steamId/daily_quests/:questId/claim')
  @HttpCode(200)
  async claimQuest(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('questId') questId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(steamId, { type: 'ClaimDailyQuest', questId, now: this.now() }, `daily_quest_claim:${questId}`, user, request);
  }

  /** `POST .../daily_quests/{quest_id}/reroll` → `{rerolled, assigned, position}`. Errors: 404 `quest_not_found`, 409 `reroll_not_ready`. */
  @Post(':steamId/daily_quests/:questId/reroll')
  @HttpCode(200)
  async reroll(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('questId') questId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestRerollReply> {
    const command: PlayerCommand = { type: 'RerollDailyQuest', questId, now: this.now() };
    const { answer, position } = await actOnPlayer<RerollAnswer>(
      this.commandBus,
      steamId,
      command,
      `daily_quest_reroll:${questId}`,
      user.steamId,
      request,
    );
    return { rerolled: answer.rerolled, assigned: answer.assigned, position };
  }

  /** `GET /api/players/{steam_id}/login_quests` → this week's 7 login rewards. Errors: 400, 404. */
  @Get(':steamId/login_quests')
  loginQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<LoginQuests> {
    return this.views.read(steamId, readLoginQuests);
  }

  /** `POST .../login_quests/claim` → `{claimed: 'login:{index}', coins, position}`. Errors: 409 `nothing_to_claim`. */
  @Post(':steamId/login_quests/claim')
  @HttpCode(200)
  claimLogin(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(steamId, { type: 'ClaimLoginReward', now: this.now() }, 'login_reward_claim', user, request);
  }

  /** `GET /api/players/{steam_id}/welcome_quests` → the 7 welcome rewards and when the next can be claimed. Errors: 400, 404. */
  @Get(':steamId/welcome_quests')
  welcomeQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<WelcomeQuests> {
    return this.views.read(steamId, readWelcomeQuests);
  }

  /** `POST .../welcome_quests/claim` → `{claimed: 'welcome:{index}', coins, position}`. Errors: 409 `nothing_to_claim`, `welcome_reward_not_ready`. */
  @Post(':steamId/welcome_quests/claim')
  @HttpCode(200)
  claimWelcome(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(steamId, { type: 'ClaimWelcomeReward', now: this.now() }, 'welcome_reward_claim', user, request);
  }

  /**
   * `POST /api/players/{steam_id}/use_doubledown` → `{source: 'item'|'plus_weekly', doubledowns_left, position}`: the
   * next ranked result counts double. Errors: 409 `no_doubledown`, `doubledown_already_active`.
   */
  @Post(':steamId/use_doubledown')
  @HttpCode(200)
  async useDoubledown(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<DoubledownReply> {
    const { answer, position } = await actOnPlayer<DoubledownAnswer>(
      this.commandBus,
      steamId,
      { type: 'UseDoubledown', now: this.now() },
      'use_doubledown',
      user.steamId,
      request,
    );
    return { source: answer.source, doubledowns_left: answer.doubledownsLeft, position };
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private async claim(
    steamId: string,
    command: PlayerCommand,
    action: string,
    user: SessionUser,
    request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    const { answer, position } = await actOnPlayer<QuestClaimAnswer>(this.commandBus, steamId, command, action, user.steamId, request);
    return { claimed: answer.claimed, coins: answer.balance, position };
  }
}
