import { Body, Controller, HttpCode, Inject, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { setUserTypeBody, type AdminPlayer, type UserTypeReply } from '@arena/contract';
import type { UserTypeAnswer } from '@arena/domain';
import type { EventStore } from '@arena/eventstore';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { waitForCheckpoint } from '../platform/http/read-after';
import { parseOrThrow } from '../platform/http/validation';
import type { ReadSide } from '../platform/read-side';
import { EVENT_STORE, READ_MODELS } from '../platform/tokens';
import { ChangeUserTypeCommand } from '../players';
import { AdminPlayersQuery } from './admin.queries';

/** What admins do to players (docs/api.md, "Administration"); ADMIN only; shapes in @arena/contract. */
@Controller('api/admin/players')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminPlayersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * `POST /api/admin/players/{steam_id}/user_type` body `{user_type: ADMIN|SUPPORT|STATS_GUY|PLAYER, reason: "1..200 characters"}`
   * → 200 `{steam_id, user_type, changed}`: records `UserTypeChanged` on the `user-types` stream
   * with the admin as actor (`changed: false` and nothing recorded when the player already has the type).
   * Errors: 401 `sign_in_required`, 403 `forbidden` (not an ADMIN, or demoted while the request
   * was decided), 400 `invalid_steam_id` / `invalid_payload`, 404 `player_not_found`,
   * 409 `own_user_type`, `last_admin` (the change would leave no admin), 503 `busy`.
   */
  @Post(':steamId/user_type')
  @HttpCode(200)
  async setUserType(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Body() body: unknown,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<UserTypeReply> {
    const answer = await this.change(steamId, body, admin, request);
    return { steam_id: steamId, user_type: answer.userType, changed: answer.changed };
  }

  /**
   * `PUT /api/admin/players/{steam_id}` (ra-data-simple-rest `update`) body: the edited record; only
   * `{user_type, reason: "1..200 characters"}` are read → 200 the `AdminPlayer` record with the
   * type after the request (its other fields as the read models hold them; the hidden `mmr`
   * included, the caller being an admin). Decided and refused as `setUserType`. The record is read
   * once the read models have projected every event stored when the change was decided (the
   * player's registration, which the change required, among them), waiting at most 2 s as
   * `X-Read-After` does; a projector still further behind answers 503 `busy` (the change is
   * recorded: a retry answers the record with `changed` nothing).
   */
  @Put(':steamId')
  async update(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Body() body: unknown,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminPlayer> {
    const answer = await this.change(steamId, body, admin, request);
    const head = () => this.store.headPosition();
    await waitForCheckpoint(this.read, await head(), head);
    const [record] = await this.queryBus.execute<AdminPlayersQuery, AdminPlayer[]>(new AdminPlayersQuery([steamId]));
    if (!record) throw new ApiError(503, 'busy', 'The read models have not caught up with this player yet; try again');
    return { ...record, user_type: answer.userType };
  }

  private async change(steamId: string, body: unknown, admin: SessionUser, request: FastifyRequest): Promise<UserTypeAnswer> {
    const input = parseOrThrow(setUserTypeBody, body, 'user type');
    const context = { actor: admin.steamId, correlationId: String(request.id), causationId: randomUUID() };
    const { answer } = await this.commandBus.execute<ChangeUserTypeCommand, ExecuteResult<UserTypeAnswer>>(
      new ChangeUserTypeCommand(steamId, input.user_type, input.reason, context),
    );
    return answer;
  }
}
