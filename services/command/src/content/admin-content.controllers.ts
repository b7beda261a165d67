import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDeleteQuery, type AdminAnnouncementView, type ChangelogEntryView, type TournamentView } from '@arena/contract';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { ANNOUNCEMENTS, CHANGELOG, ContentAdmin, TOURNAMENTS } from './content-admin';

type ListQuery = { range?: string; sort?: string; filter?: string };

/**
 * The admin console's CRUD of the site's content (docs/game-rules.md "Site content";
 * ra-data-simple-rest: `range`, `sort`, `filter` with `q` and `id`, `Content-Range`), ADMIN only;
 * shapes in @arena/contract. Each change is an event on the `site-content` stream with the acting
 * admin (metadata) and the optional `reason` (data; on DELETE `?reason=`); a retry with the same
 * `Idempotency-Key`, or the same record again, changes nothing. Errors: 401 `sign_in_required`,
 * 403 `forbidden`, 400 `invalid_payload` / `invalid_content`, 404 `content_not_found`, 409
 * `content_exists`, 422 `idempotency_key_reused`.
 */

/** `/api/admin/tournaments`: records `{id, name, date (YYYY-MM-DD), signup_url, results_url, prize_pool_usd_cents (US cents)}`. */
@Controller('api/admin/tournaments')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminTournamentsController {
  private readonly admin: ContentAdmin<TournamentView, Parameters<typeof TOURNAMENTS.item>[0]>;
  constructor(commandBus: CommandBus, queryBus: QueryBus, @Inject(CLOCK) clock: Clock) {
    this.admin = new ContentAdmin(TOURNAMENTS, commandBus, queryBus, clock);
  }

  /** `GET ?range=[0,24]&sort=["date","DESC"]&filter={"q":"cup"}` → a page, `Content-Range: tournaments 0-24/N`. */
  @Get()
  list(@Query() query: ListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<TournamentView[]> {
    return this.admin.list(query, reply);
  }

  /** `GET /{id}` → the tournament. */
  @Get(':id')
  one(@Param('id') id: string): Promise<TournamentView> {
    return this.admin.one(id);
  }

  /** `POST` body `TournamentBody` → the tournament created. */
  @Post()
  @HttpCode(200)
  create(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest): Promise<TournamentView> {
    return this.admin.create(body, user, request);
  }

  /** `PUT /{id}` body `TournamentBody` → the tournament as changed. */
  @Put(':id')
  update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<TournamentView> {
    return this.admin.update(id, body, user, request);
  }

  /** `DELETE /{id}?reason=` → the tournament deleted. */
  @Delete(':id')
  remove(
    @Param('id') id: string,
    @Query(new SchemaPipe(contentDeleteQuery, 'query')) query: { reason?: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<TournamentView> {
    return this.admin.remove(id, query.reason, user, request);
  }
}

/** `/api/admin/changelog`: records `{id, date (YYYY-MM-DD), text: {en, cn}}`. */
@Controller('api/admin/changelog')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminChangelogController {
  private readonly admin: ContentAdmin<ChangelogEntryView, Parameters<typeof CHANGELOG.item>[0]>;
  constructor(commandBus: CommandBus, queryBus: QueryBus, @Inject(CLOCK) clock: Clock) {
    this.admin = new ContentAdmin(CHANGELOG, commandBus, queryBus, clock);
  }

  /** `GET ?range=[0,24]&sort=["date","DESC"]&filter={"q":"gods"}` → a page, `Content-Range: changelog 0-24/N`. */
  @Get()
  list(@Query() query: ListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ChangelogEntryView[]> {
    return this.admin.list(query, reply);
  }

  /** `GET /{id}` → the entry. */
  @Get(':id')
  one(@Param('id') id: string): Promise<ChangelogEntryView> {
    return this.admin.one(id);
  }

  /** `POST` body `ChangelogEntryBody` → the entry created. */
  @Post()
  @HttpCode(200)
  create(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest): Promise<ChangelogEntryView> {
    return this.admin.create(body, user, request);
  }

  /** `PUT /{id}` body `ChangelogEntryBody` → the entry as changed. */
  @Put(':id')
  update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<ChangelogEntryView> {
    return this.admin.update(id, body, user, request);
  }

  /** `DELETE /{id}?reason=` → the entry deleted. */
  @Delete(':id')
  remove(
    @Param('id') id: string,
    @Query(new SchemaPipe(contentDeleteQuery, 'query')) query: { reason?: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<ChangelogEntryView> {
    return this.admin.remove(id, query.reason, user, request);
  }
}

/** `/api/admin/announcements`: records `{id, text, link, language (en|cn), starts_at, ends_at (ISO; null: no end), status}`. */
@Controller('api/admin/announcements')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminAnnouncementsController {
  private readonly admin: ContentAdmin<AdminAnnouncementView, Parameters<typeof ANNOUNCEMENTS.item>[0]>;
  constructor(commandBus: CommandBus, queryBus: QueryBus, @Inject(CLOCK) clock: Clock) {
    this.admin = new ContentAdmin(ANNOUNCEMENTS, commandBus, queryBus, clock);
  }

  /** `GET ?range=[0,24]&sort=["starts_at","DESC"]&filter={"language":"cn","status":"active"}` → a page, `Content-Range: announcements 0-24/N`. */
  @Get()
  list(@Query() query: ListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminAnnouncementView[]> {
    return this.admin.list(query, reply);
  }

  /** `GET /{id}` → the announcement. */
  @Get(':id')
  one(@Param('id') id: string): Promise<AdminAnnouncementView> {
    return this.admin.one(id);
  }

  /** `POST` body `AnnouncementBody` → the announcement created. */
  @Post()
  @HttpCode(200)
  create(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest): Promise<AdminAnnouncementView> {
    return this.admin.create(body, user, request);
  }

  /** `PUT /{id}` body `AnnouncementBody` → the announcement as changed. */
  @Put(':id')
  update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminAnnouncementView> {
    return this.admin.update(id, body, user, request);
  }

  /** `DELETE /{id}?reason=` → the announcement deleted. */
  @Delete(':id')
  remove(
    @Param('id') id: string,
    @Query(new SchemaPipe(contentDeleteQuery, 'query')) query: { reason?: string },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminAnnouncementView> {
    return this.admin.remove(id, query.reason, user, request);
  }
}
