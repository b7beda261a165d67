import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  dailyQuestQuery,
  rewardDayQuery,
  type DailyQuests,
  type DailyQuestsOverview,
  type DoubledownReply,
  type LoginQuests,
  type LoginTryCompleteReply,
  type QuestClaimReply,
  type QuestRerollReply,
  type WelcomeQuests,
} from '@arena/contract';
import type { DoubledownAnswer, LoginDayAnswer, PlayerCommand, QuestClaimAnswer, RerollAnswer } from '@arena/domain';
import { readDailyQuests, readDailyQuestsOverview, readLoginQuests, readWelcomeQuests } from '@arena/read-models';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer, PlayerViews } from '../players';

/**
 * Quests (docs/game-rules.md "Daily quests", "Weekly login rewards", "Welcome rewards"): daily quests,
 * the weekly login rewards, the welcome rewards and the double-down, on the live site's paths,
 * query parameters (`?questID=`) and shapes (bare lists, `success`). Only the player themself or
 * an ADMIN (`SelfOrAdminGuard`: 401 `sign_in_required`, 403 `forbidden`): unlike the live site,
 * whose login and welcome lists are public, a player's quests stay private. Mutations take no
 * body and an optional `Idempotency-Key` (422 `idempotency_key_reused` for another action), and
 * answer the event `position` for `X-Read-After`. Shapes in @arena/contract (quests).
 */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class QuestsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: PlayerViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/daily_quests` → the active quests with progress, a bare list. Errors: 400, 404. */
  @Get(':steamId/daily_quests')
  dailyQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<DailyQuests> {
    return this.views.read(steamId, readDailyQuests);
  }

  /** `GET /api/players/{steam_id}/daily_quests/overview` → slots, today's earnings against the caps, daily gold, double-down. Errors: 400, 404. */
  @Get(':steamId/daily_quests/overview')
  dailyQuestsOverview(@Param('steamId', SteamIdPipe) steamId: string): Promise<DailyQuestsOverview> {
    return this.views.read(steamId, readDailyQuestsOverview);
  }

  /**
   * `POST .../daily_quests/claim?questID=` → `{success, coins, xp, claimed, balance, position}` (coins, xp: the
   * reward). Errors: 400 `invalid_payload` (no questID), 404 `quest_not_found`, 409 `quest_not_complete`.
   */
  @Post(':steamId/daily_quests/claim')
  @HttpCode(200)
  claimQuest(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(dailyQuestQuery, 'daily-quest claim')) { questID }: { questID: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(
      steamId,
      { type: 'ClaimDailyQuest', questId: questID, now: this.now() },
      `daily_quest_claim:${questID}`,
      user,
      request,
    );
  }

  /**
   * `POST .../daily_quests/reroll?questID=` → `{success, quest_id, rerolled, assigned, position}`. Errors: 400
   * `invalid_payload`, 404 `quest_not_found`, 409 `reroll_not_ready`.
   */
  @Post(':steamId/daily_quests/reroll')
  @HttpCode(200)
  async reroll(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(dailyQuestQuery, 'daily-quest reroll')) { questID }: { questID: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestRerollReply> {
    const command: PlayerCommand = { type: 'RerollDailyQuest', questId: questID, now: this.now() };
    const { answer, position } = await actOnPlayer<RerollAnswer>(
      this.commandBus,
      steamId,
      command,
      `daily_quest_reroll:${questID}`,
      user.steamId,
      request,
    );
    return { success: true, quest_id: answer.assigned, rerolled: answer.rerolled, assigned: answer.assigned, position };
  }

  /** `GET /api/players/{steam_id}/login_quests` → this week's 7 login rewards, a bare list. Errors: 400, 404. */
  @Get(':steamId/login_quests')
  loginQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<LoginQuests> {
    return this.views.read(steamId, readLoginQuests);
  }

  /**
   * `POST .../login_quests/claim?questID=N` (the day 1..7; optional) → `{success, coins, xp, claimed: 'login:{day}',
   * balance, position}`. Errors: 400 `invalid_payload`, 409 `nothing_to_claim`, `login_reward_not_ready`.
   */
  @Post(':steamId/login_quests/claim')
  @HttpCode(200)
  claimLogin(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(rewardDayQuery, 'login-reward claim')) { questID }: { questID?: number },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(
      steamId,
      { type: 'ClaimLoginReward', index: questID, now: this.now() },
      `login_reward_claim:${questID ?? 'next'}`,
      user,
      request,
    );
  }

  /**
   * `POST .../login_quests/try_complete` → `{completed, success, position}`: completes today towards this week's
   * login rewards; a second call the same UTC day records nothing (`completed: false`). Errors: 400, 404.
   */
  @Post(':steamId/login_quests/try_complete')
  @HttpCode(200)
  async tryCompleteLogin(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<LoginTryCompleteReply> {
    const { answer, position } = await actOnPlayer<LoginDayAnswer>(
      this.commandBus,
      steamId,
      { type: 'CompleteLoginDay', now: this.now() },
      'login_try_complete',
      user.steamId,
      request,
    );
    return { completed: answer.completed, success: true, position };
  }

  /** `GET /api/players/{steam_id}/welcome_quests` → the 7 welcome rewards, a bare list. Errors: 400, 404. */
  @Get(':steamId/welcome_quests')
  welcomeQuests(@Param('steamId', SteamIdPipe) steamId: string): Promise<WelcomeQuests> {
    return this.views.read(steamId, readWelcomeQuests);
  }

  /**
   * `POST .../welcome_quests/claim?questID=N` (the day 1..7; optional) → `{success, coins, xp, claimed:
   * 'welcome:{day}', balance, position}`. Errors: 400 `invalid_payload`, 409 `nothing_to_claim`, `welcome_reward_not_ready`.
   */
  @Post(':steamId/welcome_quests/claim')
  @HttpCode(200)
  claimWelcome(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(rewardDayQuery, 'welcome-reward claim')) { questID }: { questID?: number },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<QuestClaimReply> {
    return this.claim(
      steamId,
      { type: 'ClaimWelcomeReward', index: questID, now: this.now() },
      `welcome_reward_claim:${questID ?? 'next'}`,
      user,
      request,
    );
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
    return { success: true, coins: answer.gold, xp: answer.xp, claimed: answer.claimed, balance: answer.balance, position };
  }
}
