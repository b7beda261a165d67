import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { adminGamesFilter, type AdminGame, type AdminGameDetail } from '@arena/contract';
import type { GameRef } from '@arena/read-models';
import { Roles, RolesGuard } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { filterTime, simpleRestFilter, simpleRestList } from '../platform/http/simple-rest';
import { CLOCK, type Clock } from '../platform/tokens';
import { AdminGameQuery, AdminGameRefsQuery, AdminGameRowsQuery } from './admin.queries';

const HOUR_MS = 3_600_000;

/** A game ref with the fields the list sorts by (`id` compares match ids as numbers). */
interface SortableRef {
  ref: GameRef;
  created_at: number;
  id: string;
}

/**
 * The console's games (docs/api.md, "Administration"; ra-data-simple-rest), read-only for ADMIN,
 * STATS_GUY and SUPPORT (the statistics users read games; support follows a player's games).
 * Shapes in @arena/contract.
 */
@Controller('api/admin/games')
@UseGuards(RolesGuard)
@Roles('STATS_GUY', 'SUPPORT')
export class AdminGamesController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/admin/games?sort=["created_at","DESC"]&range=[0,24]&filter={"hours":24,"from":"2026-01-01","to":"2026-01-31","ranked":true,"player":"7656...","god":"rix"}`
   * → a page of `AdminGame` rows (durations in seconds), newest first by default,
   * `Content-Range: games 0-24/N`; `hours` keeps the last N hours, `from`/`to` are inclusive
   * (a date is its whole UTC day); `filter={"id":[...]}` answers those games (getMany).
   * Errors: 400 `invalid_payload`, 401 `sign_in_required`, 403 `forbidden`.
   */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Query('filter') filterText: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminGame[]> {
    const filter = simpleRestFilter(filterText, adminGamesFilter);
    if (filter.id) return this.rows([...new Set(filter.id)]);
    const from = Math.max(
      filterTime(filter.from, 'from') ?? -Infinity,
      filter.hours === undefined ? -Infinity : this.clock.now().getTime() - filter.hours * HOUR_MS,
    );
    const to = filterTime(filter.to, 'to');
    const refs = await this.queryBus.execute<AdminGameRefsQuery, GameRef[]>(
      new AdminGameRefsQuery({
        fromMs: Number.isFinite(from) ? from : undefined,
        toMs: to,
        ranked: filter.ranked,
        player: filter.player,
        god: filter.god,
      }),
    );
    const sortable: SortableRef[] = refs.map((ref) => ({ ref, created_at: ref.createdMs, id: ref.id.padStart(20, '0') }));
    const page = simpleRestList(reply, 'games', sortable, { range, sort }, ['created_at', 'id'], ['created_at', 'DESC']);
    return this.rows(page.map(({ ref }) => ref.id));
  }

  /**
   * `GET /api/admin/games/{id}` → `AdminGameDetail`: the game document with `id` and
   * `copy_summary` (the site's "Copy game JSON": per player in place order `{playerId, god,
   * heroes: [{name, abilities: [{name, level}]}]}`). Errors: 401, 403, 404 `game_not_found`.
   */
  @Get(':id')
  async one(@Param('id') id: string): Promise<AdminGameDetail> {
    const game = /^[1-9]\d{0,19}$/.test(id)
      ? await this.queryBus.execute<AdminGameQuery, AdminGameDetail | null>(new AdminGameQuery(id))
      : null;
    if (!game) throw new ApiError(404, 'game_not_found', `No game ${id}`);
    return game;
  }

  private rows(ids: readonly string[]): Promise<AdminGame[]> {
    return this.queryBus.execute<AdminGameRowsQuery, AdminGame[]>(new AdminGameRowsQuery(ids));
  }
}
