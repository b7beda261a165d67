import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminReasonQuery, saleBody, saleIdParams, type AdminSaleView, type SaleBody } from '@arena/contract';
import { isRunning, type Sale, type SaleTerms } from '@arena/domain';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { simpleRestList } from '../platform/http/simple-rest';
import { parseOrThrow, SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { ChangeSalesCommand, ListAllSalesQuery } from './sales.handler';

const SORT_FIELDS = ['id', 'starts_at', 'ends_at', 'percent_off'] as const;

function view(sale: Sale, now: number): AdminSaleView {
  const status = isRunning(sale, now) ? 'running' : Date.parse(sale.startsAt) > now ? 'upcoming' : 'ended';
  return {
    id: sale.saleId,
    title: sale.title,
    percent_off: sale.percentOff,
    item_ids: sale.itemIds,
    starts_at: sale.startsAt,
    ends_at: sale.endsAt,
    status,
  };
}

function terms(body: SaleBody): SaleTerms {
  const iso = (time: string) => new Date(time).toISOString();
  return {
    saleId: body.id,
    title: body.title,
    percentOff: body.percent_off,
    itemIds: body.item_ids,
    startsAt: iso(body.starts_at),
    endsAt: iso(body.ends_at),
  };
}

function saleIdOf(text: string): string {
  if (!saleIdParams.shape.id.safeParse(text).success) throw new ApiError(404, 'sale_not_found', `No sale ${text}`);
  return text;
}

/**
 * Sales for the admin console (docs/game-rules.md "Sales"; ra-data-simple-rest conventions),
 * ADMIN only; shapes in @arena/contract. Every change is an event on the `catalog` stream with
 * the acting admin. Errors: 401 `sign_in_required`, 403 `forbidden`, 400 `invalid_payload` /
 * `invalid_sale`, 404 `sale_not_found`, 409 `sale_exists`, 422 `idempotency_key_reused`.
 */
@Controller('api/admin/sales')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminSalesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/admin/sales?range=[0,24]&sort=["starts_at","DESC"]` → a page of sales, `Content-Range: sales 0-24/N`. */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSaleView[]> {
    const now = this.clock.now().getTime();
    const rows = (await this.queryBus.execute<ListAllSalesQuery, Sale[]>(new ListAllSalesQuery())).map((sale) => view(sale, now));
    return simpleRestList(reply, 'sales', rows, { range, sort }, SORT_FIELDS, ['starts_at', 'DESC']);
  }

  /** `GET /api/admin/sales/{id}` → the sale. */
  @Get(':id')
  async one(@Param('id') id: string): Promise<AdminSaleView> {
    const sales = await this.queryBus.execute<ListAllSalesQuery, Sale[]>(new ListAllSalesQuery());
    const sale = sales.find((candidate) => candidate.saleId === saleIdOf(id));
    if (!sale) throw new ApiError(404, 'sale_not_found', `No sale ${id}`);
    return view(sale, this.clock.now().getTime());
  }

  /** `POST /api/admin/sales` body `SaleBody` → the sale scheduled. */
  @Post()
  @HttpCode(200)
  async create(@Body() body: unknown, @CurrentUser() admin: SessionUser, @Req() request: FastifyRequest): Promise<AdminSaleView> {
    const parsed = parseOrThrow(saleBody, body, 'sale');
    const input = terms(parsed);
    return this.decide(
      { type: 'ScheduleSale', terms: input, by: admin.steamId },
      `schedule_sale:${input.saleId}`,
      admin,
      request,
      parsed.reason,
    );
  }

  /** `PUT /api/admin/sales/{id}` body `SaleBody` → the sale with its new terms. */
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminSaleView> {
    const parsed = parseOrThrow(saleBody, body, 'sale');
    const input = terms(parsed);
    if (input.saleId !== saleIdOf(id)) throw new ApiError(400, 'invalid_payload', "The body's id must be the one in the path");
    return this.decide(
      { type: 'ChangeSale', terms: input, by: admin.steamId },
      `change_sale:${id}`,
      admin,
      request,
      parsed.reason ?? undefined,
    );
  }

  /** `DELETE /api/admin/sales/{id}` → the sale, ended now (nothing is erased). */
  @Delete(':id')
  async end(
    @Param('id') id: string,
    @Query(new SchemaPipe(adminReasonQuery, 'query')) query: { reason?: string },
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminSaleView> {
    return this.decide(
      { type: 'EndSale', saleId: saleIdOf(id), now: this.clock.now().getTime(), by: admin.steamId },
      `end_sale:${id}`,
      admin,
      request,
      query.reason,
    );
  }

  private async decide(
    command: ChangeSalesCommand['command'],
    action: string,
    admin: SessionUser,
    request: FastifyRequest,
    reason?: string | null,
  ): Promise<AdminSaleView> {
    const { answer } = await this.commandBus.execute<ChangeSalesCommand, ExecuteResult<SaleTerms>>(
      new ChangeSalesCommand({ ...command, request: clientRequest(request, action) }, commandContext(request, admin.steamId, reason)),
    );
    return view(answer, this.clock.now().getTime());
  }
}
