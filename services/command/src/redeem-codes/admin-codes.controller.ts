import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminReasonQuery,
  redemptionCodeBody,
  redemptionCodeLimitsBody,
  type AdminRedemptionCodeDetail,
  type AdminRedemptionCodeView,
  type RedemptionCodeLimitsBody,
} from '@arena/contract';
import type { CodeAnswer } from '@arena/domain';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { simpleRestList } from '../platform/http/simple-rest';
import { parseOrThrow, SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { AdminCodePipe } from './code-param';
import { ChangeCodeCommand, ListCodesQuery, ListRedemptionsQuery } from './codes.handler';

const SORT_FIELDS = ['id', 'created_at', 'uses', 'expires_at'] as const;

/** A decision's answer as admins see it; when and by whom it was created come from the read model. */
function view({ terms, uses }: CodeAnswer, listed: AdminRedemptionCodeView | undefined): AdminRedemptionCodeView {
  return {
    id: terms.code,
    gold: terms.gold,
    items: terms.items.map(({ itemId, count }) => ({ item_id: itemId, count })),
    expires_at: terms.expiresAt,
    max_uses: terms.maxUses,
    uses,
    created_at: listed?.created_at ?? null,
    created_by: listed?.created_by ?? null,
  };
}

/**
 * Redeem codes for the admin console (docs/game-rules.md "Redeem codes"; ra-data-simple-rest conventions), ADMIN only;
 * shapes in @arena/contract. Each code is its own stream; every change records the acting admin.
 * A retried change is recognised by its content (the same creation or limits decide nothing),
 * so these routes need no Idempotency-Key.
 * Errors: 401, 403, 400 `invalid_payload` / `invalid_code` / `invalid_code_terms`,
 * 404 `code_not_found`, 409 `code_exists`.
 */
@Controller('api/admin/redemption_codes')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminCodesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/admin/redemption_codes?range=[0,24]&sort=["created_at","DESC"]` → a page of codes, `Content-Range: redemption_codes 0-24/N`. */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRedemptionCodeView[]> {
    return simpleRestList(reply, 'redemption_codes', await this.listed(), { range, sort }, SORT_FIELDS, ['created_at', 'DESC']);
  }

  /** `GET /api/admin/redemption_codes/{id}` → the code and its redemptions `{steam_id, redeemed_at}`, oldest first (from the read models). */
  @Get(':id')
  async one(@Param('id', AdminCodePipe) code: string): Promise<AdminRedemptionCodeDetail> {
    const found = await this.current(code);
    const redemptions = await this.queryBus.execute<ListRedemptionsQuery, AdminRedemptionCodeDetail['redemptions']>(
      new ListRedemptionsQuery(code),
    );
    return { ...found, redemptions };
  }

  /** `POST /api/admin/redemption_codes` body `RedemptionCodeBody` → the code created. */
  @Post()
  @HttpCode(200)
  async create(@Body() body: unknown, @CurrentUser() admin: SessionUser, @Req() request: FastifyRequest): Promise<AdminRedemptionCodeView> {
    const input = parseOrThrow(redemptionCodeBody, body, 'code');
    const terms = {
      code: input.id,
      gold: input.gold,
      items: input.items.map(({ item_id, count }) => ({ itemId: item_id, count })),
      expiresAt: input.expires_at && new Date(input.expires_at).toISOString(),
      maxUses: input.max_uses,
    };
    return this.decide({ type: 'CreateCode', terms, by: admin.steamId }, admin, request, input.reason ?? undefined);
  }

  /** `PUT /api/admin/redemption_codes/{id}` body `{expires_at, max_uses}` → the code with its new limits. */
  @Put(':id')
  async update(
    @Param('id', AdminCodePipe) code: string,
    // parsed before the code, as the update's errors have always been answered
    @Body(new SchemaPipe(redemptionCodeLimitsBody, 'limits')) input: RedemptionCodeLimitsBody,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminRedemptionCodeView> {
    const expiresAt = input.expires_at && new Date(input.expires_at).toISOString();
    return this.decide(
      { type: 'ChangeCodeLimits', code, expiresAt, maxUses: input.max_uses, by: admin.steamId },
      admin,
      request,
      input.reason,
    );
  }

  /** `DELETE /api/admin/redemption_codes/{id}` → the code, expired now (nothing is erased). */
  @Delete(':id')
  async end(
    @Param('id', AdminCodePipe) code: string,
    @Query(new SchemaPipe(adminReasonQuery, 'query')) query: { reason?: string },
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminRedemptionCodeView> {
    const current = await this.current(code);
    const now = this.clock.now();
    if (current.expires_at !== null && Date.parse(current.expires_at) <= now.getTime()) return current;
    return this.decide(
      { type: 'ChangeCodeLimits', code, expiresAt: now.toISOString(), maxUses: current.max_uses, by: admin.steamId },
      admin,
      request,
      query.reason,
    );
  }

  private async current(code: string): Promise<AdminRedemptionCodeView> {
    const found = (await this.listed()).find((row) => row.id === code);
    if (!found) throw new ApiError(404, 'code_not_found', 'This code does not exist');
    return found;
  }

  private listed(): Promise<AdminRedemptionCodeView[]> {
    return this.queryBus.execute<ListCodesQuery, AdminRedemptionCodeView[]>(new ListCodesQuery());
  }

  private async decide(
    command: ChangeCodeCommand['command'],
    admin: SessionUser,
    request: FastifyRequest,
    reason?: string | null,
  ): Promise<AdminRedemptionCodeView> {
    const { answer } = await this.commandBus.execute<ChangeCodeCommand, ExecuteResult<CodeAnswer>>(
      new ChangeCodeCommand(command, commandContext(request, admin.steamId, reason)),
    );
    return view(
      answer,
      (await this.listed()).find((row) => row.id === answer.terms.code),
    );
  }
}
