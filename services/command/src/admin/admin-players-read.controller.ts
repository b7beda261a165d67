import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { adminPlayersFilter, isSteamId64, type AdminPlayer, type AdminPlayerDetail, type AdminPlayersFilter } from '@arena/contract';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { simpleRestFilter, simpleRestList } from '../platform/http/simple-rest';
import { AdminPlayerDetailQuery, AdminPlayersQuery } from './admin.queries';
import { callerIsAdmin, withMmrFor } from './caller-type';

const SORT_FIELDS = ['username', 'ladder_mmr', 'games', 'coins', 'created_at', 'last_game_at', 'id'] as const;

/** Whether a player's record passes the list's filters (`q`: a Steam id exactly, or a part of the name, case-insensitive). */
function matches(player: AdminPlayer, filter: AdminPlayersFilter): boolean {
  const q = filter.q?.toLowerCase();
  return (
    (!q || player.steam_id === q || player.username.toLowerCase().includes(q)) &&
    (filter.user_type === undefined || player.user_type === filter.user_type) &&
    (filter.has_plus === undefined || player.has_plus === filter.has_plus) &&
    (filter.rank === undefined || player.rank === filter.rank)
  );
}

/**
 * The console's players (docs/api.md, "Administration"; ra-data-simple-rest), read by ADMIN and
 * SUPPORT; the hidden MMR (`mmr`) for ADMIN only. Shapes in @arena/contract.
 */
@Controller('api/admin/players')
@UseGuards(RolesGuard)
@Roles('SUPPORT')
export class AdminPlayersReadController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/admin/players?sort=["username","ASC"]&range=[0,24]&filter={"q":"ann","user_type":"ADMIN","has_plus":true,"rank":"Herald"}`
   * → a page of `AdminPlayer` records (gold in coins, times ISO-8601), `Content-Range: players 0-24/N`;
   * `filter={"id":[...]}` answers those players (getMany). Errors: 400 `invalid_payload`
   * (a malformed `range`, `sort` or `filter`), 401 `sign_in_required`, 403 `forbidden`.
   */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Query('filter') filterText: string | undefined,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPlayer[]> {
    const filter = simpleRestFilter(filterText, adminPlayersFilter);
    const q = filter.q;
    const ids = filter.id ?? (q && isSteamId64(q) ? [q] : undefined);
    const [players, admin] = await Promise.all([
      this.queryBus.execute<AdminPlayersQuery, AdminPlayer[]>(new AdminPlayersQuery(ids?.filter(isSteamId64))),
      callerIsAdmin(this.queryBus, user),
    ]);
    const rows = players.filter((player) => matches(player, filter)).map((player) => withMmrFor(player, admin));
    return simpleRestList(reply, 'players', rows, { range, sort }, SORT_FIELDS, ['username', 'ASC']);
  }

  /**
   * `GET /api/admin/players/{steam_id}` → `AdminPlayerDetail`: the record, `profile`, `gold_ledger`,
   * `inventory`, `recent_games`, `rating_history`, `god_bans`, `audit` (the newest of each).
   * Errors: 400 `invalid_steam_id`, 401, 403, 404 `player_not_found`.
   */
  @Get(':steamId')
  async one(@Param('steamId', SteamIdPipe) steamId: string, @CurrentUser() user: SessionUser): Promise<AdminPlayerDetail> {
    const [player, admin] = await Promise.all([
      this.queryBus.execute<AdminPlayerDetailQuery, AdminPlayerDetail | null>(new AdminPlayerDetailQuery(steamId)),
      callerIsAdmin(this.queryBus, user),
    ]);
    if (!player) throw new ApiError(404, 'player_not_found', `No player with Steam id ${steamId}`);
    return withMmrFor(player, admin);
  }
}
