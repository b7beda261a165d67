import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogGodView,
  godEnabledQuery,
  godFlagsBody,
  godFreeQuery,
  godPlusExclusiveQuery,
  type AdminGodView,
  type GodView,
} from '@arena/contract';
import { GODS, GODS_BY_ID, godFlagsOf, type GodFlags, type GodFlagsAnswer, type GodFlagsTable } from '@arena/domain';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { filterRows, simpleRestList } from '../platform/http/simple-rest';
import { parseOrThrow, SchemaPipe } from '../platform/http/validation';
import { GetGodFlagsQuery, SetGodFlagsCommand } from './god-flags.handler';

const SORT_FIELDS = ['id', 'enabled', 'free', 'plus_exclusive'] as const;

function adminView(godId: string, flags: GodFlags): AdminGodView {
  const god = GODS_BY_ID.get(godId)!;
  return {
    id: god.id,
    name: { en: god.name.en, cn: god.name.cn },
    enabled: flags.enabled,
    free: flags.free,
    plus_exclusive: flags.plusExclusive,
  };
}

function knownGod(godId: string): string {
  if (!GODS_BY_ID.has(godId)) throw new ApiError(404, 'god_not_found', `No god with id ${godId}`);
  return godId;
}

/** The flags an alias's `true`/`false` sets. */
const bool = (text: 'true' | 'false') => text === 'true';

/**
 * The gods' global flags for the admin console (docs/game-rules.md "Global god flags";
 * ra-data-simple-rest conventions): reads for ADMIN and STATS_GUY, changes for ADMIN only, each
 * an event `GodFlagsChanged` on the `catalog` stream with the acting admin and the optional
 * `reason`; a retry with the same `Idempotency-Key`, or asking for what holds, changes nothing.
 * Shapes in @arena/contract (`AdminGodView`, `GodFlagsBody`). Errors: 401 `sign_in_required`, 403
 * `forbidden`, 400 `invalid_payload` / `invalid_god_flags`, 404 `god_not_found`, 422 `idempotency_key_reused`.
 */
@Controller('api/admin/gods')
@UseGuards(RolesGuard)
@Roles('ADMIN', 'STATS_GUY')
export class AdminGodsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** `GET /api/admin/gods?range=[0,24]&sort=["id","ASC"]&filter={"enabled":false}` → a page of gods, `Content-Range: gods 0-24/N`. */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Query('filter') filter: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminGodView[]> {
    const flags = await this.queryBus.execute<GetGodFlagsQuery, GodFlagsTable>(new GetGodFlagsQuery());
    const rows = GODS.map((god) => adminView(god.id, godFlagsOf(flags, god.id)));
    const admitted = filterRows(filter, rows, {
      search: (row) => [row.id, row.name.en, row.name.cn],
      fields: ['enabled', 'free', 'plus_exclusive'],
    });
    return simpleRestList(reply, 'gods', admitted, { range, sort }, SORT_FIELDS, ['id', 'ASC']);
  }

  /** `GET /api/admin/gods/{id}` → the god and its flags. */
  @Get(':id')
  async one(@Param('id') id: string): Promise<AdminGodView> {
    const flags = await this.queryBus.execute<GetGodFlagsQuery, GodFlagsTable>(new GetGodFlagsQuery());
    return adminView(knownGod(id), godFlagsOf(flags, id));
  }

  /** `PUT /api/admin/gods/{id}` body `{enabled?, free?, plus_exclusive?, reason?}` → the god and its flags after. */
  @Put(':id')
  @Roles('ADMIN')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<AdminGodView> {
    const input = parseOrThrow(godFlagsBody, body, 'god flags');
    const changes = { enabled: input.enabled, free: input.free, plusExclusive: input.plus_exclusive };
    const answer = await setGodFlags(this.commandBus, knownGod(id), changes, input.reason ?? null, admin, request);
    return adminView(answer.godId, answer);
  }
}

/**
 * The live site's admin paths of the gods' flags, ADMIN only: each sets one flag as `PUT
 * /api/admin/gods/{id}` does and answers the god as `GET /api/gods` lists it (the live site
 * answers the god's row). Errors as `AdminGodsController`'s.
 */
@Controller('api/gods')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class LiveGodFlagsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `POST /api/gods/{name}/set_enabled?enabled=true|false` → the god (`GodView`). */
  @Post(':name/set_enabled')
  @HttpCode(200)
  async setEnabled(
    @Param('name') name: string,
    @Query(new SchemaPipe(godEnabledQuery, 'query')) query: { enabled: 'true' | 'false' },
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<GodView> {
    return this.set(name, { enabled: bool(query.enabled) }, admin, request);
  }

  /** `POST /api/gods/{name}/set_is_free?isFree=true|false` → the god (`GodView`). */
  @Post(':name/set_is_free')
  @HttpCode(200)
  async setFree(
    @Param('name') name: string,
    @Query(new SchemaPipe(godFreeQuery, 'query')) query: { isFree: 'true' | 'false' },
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<GodView> {
    return this.set(name, { free: bool(query.isFree) }, admin, request);
  }

  /** `POST /api/gods/{name}/set_plus_exclusive?plusExclusive=true|false` → the god (`GodView`). */
  @Post(':name/set_plus_exclusive')
  @HttpCode(200)
  async setPlusExclusive(
    @Param('name') name: string,
    @Query(new SchemaPipe(godPlusExclusiveQuery, 'query')) query: { plusExclusive: 'true' | 'false' },
    @CurrentUser() admin: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<GodView> {
    return this.set(name, { plusExclusive: bool(query.plusExclusive) }, admin, request);
  }

  private async set(name: string, changes: Partial<GodFlags>, admin: SessionUser, request: FastifyRequest): Promise<GodView> {
    const answer = await setGodFlags(this.commandBus, knownGod(name), changes, null, admin, request);
    return catalogGodView(GODS_BY_ID.get(answer.godId)!, answer);
  }
}

/** Decides a change of a god's flags for `admin`, once per `Idempotency-Key` (the action names the god and the flags asked for). */
async function setGodFlags(
  commandBus: CommandBus,
  godId: string,
  changes: Partial<GodFlags>,
  reason: string | null,
  admin: SessionUser,
  request: FastifyRequest,
): Promise<GodFlagsAnswer> {
  const asked = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const command = {
    type: 'SetGodFlags' as const,
    godId,
    changes: asked,
    reason,
    request: clientRequest(request, `god_flags:${godId}:${JSON.stringify(asked)}`),
  };
  const { answer } = await commandBus.execute<SetGodFlagsCommand, ExecuteResult<GodFlagsAnswer>>(
    new SetGodFlagsCommand(command, commandContext(request, admin.steamId)),
  );
  return answer;
}
