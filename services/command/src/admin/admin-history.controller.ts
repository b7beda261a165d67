import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HISTORY_MAX_PER_PAGE, playerHistoryQuery, type PlayerHistory, type PlayerHistoryQuery } from '@arena/contract';
import { Roles, RolesGuard } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { filterTime } from '../platform/http/simple-rest';
import { parseOrThrow } from '../platform/http/validation';
import { historyCsv, pageOfHistory, PlayerHistoryReader, type HistoryFilter } from './player-history';

/**
 * A player's purchase history for support (docs/api.md, "Purchase history"), SUPPORT and ADMIN:
 * read from the event store and folded with the domain's `evolvePlayer` on every request.
 */
@Controller('api/admin/players')
@UseGuards(RolesGuard)
@Roles('SUPPORT')
export class AdminHistoryController {
  constructor(private readonly reader: PlayerHistoryReader) {}

  /**
   * `GET /api/admin/players/{steam_id}/history?page=1&per_page=50&type=GoldChanged,OrderPaid&from=2026-01-01&to=2026-01-31`
   * → `{total, rows}`: the rows (oldest first) that match, one page of them; each row an event
   * (position, stream, revision, time, type, data, actor, reason, cause) and the player's state
   * after it (gold, owed gold, items, Plus expiry, battle-pass XP/level/upgrade). `from`/`to` are
   * inclusive (a date is its whole UTC day). Errors: 400 `invalid_steam_id`, `invalid_payload`;
   * 401; 403; 404 `player_not_found` (no stream for this Steam id).
   */
  @Get(':steamId/history')
  async history(@Param('steamId', SteamIdPipe) steamId: string, @Query() query: Record<string, unknown>): Promise<PlayerHistory> {
    const parsed = parseOrThrow(playerHistoryQuery, query, 'query');
    return this.page(steamId, parsed);
  }

  /**
   * `GET /api/admin/players/{steam_id}/history.csv` (same query; `per_page` 500 unless given) →
   * `text/csv` (RFC 4180, CRLF), a header row (`HISTORY_CSV_COLUMNS`) and the page's rows, as
   * a download named `history-{steam_id}.csv`. Errors as the JSON history's.
   */
  @Get(':steamId/history.csv')
  async csv(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const parsed = parseOrThrow(playerHistoryQuery, { per_page: HISTORY_MAX_PER_PAGE, ...query }, 'query');
    const { rows } = await this.page(steamId, parsed);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="history-${steamId}.csv"`);
    return historyCsv(rows);
  }

  private async page(steamId: string, query: PlayerHistoryQuery): Promise<PlayerHistory> {
    const rows = await this.reader.history(steamId);
    if (!rows) throw new ApiError(404, 'player_not_found', `No player with Steam id ${steamId}`);
    const filter: HistoryFilter = {
      types: query.type ? new Set(query.type.split(',')) : undefined,
      fromMs: filterTime(query.from, 'from'),
      toMs: filterTime(query.to, 'to'),
    };
    return pageOfHistory(rows, filter, query.page, query.per_page);
  }
}
