import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ratingCheckBody, type RatingCheckRow } from '@arena/contract';
import { CurrentUser, Roles, RolesGuard, type SessionUser } from '../auth';
import { parseOrThrow } from '../platform/http/validation';
import { RatingCheckQuery } from './admin.queries';
import { callerIsAdmin, withMmrFor } from './caller-type';

/**
 * The console's rating check (docs/game-rules.md "Tournament checks"): ADMIN, STATS_GUY and
 * SUPPORT; the hidden MMR for ADMIN only. The partner check is the public
 * `POST /api/players/gaimin/check`. Shapes in @arena/contract.
 */
@Controller('api/admin/checks')
@UseGuards(RolesGuard)
@Roles('STATS_GUY', 'SUPPORT')
export class AdminChecksController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `POST /api/admin/checks/ratings` body `{entries: ["SUNSfan", "7656...", ...]}` (1..1,000, the
   * lines of an uploaded file) → one row per entry, in order: `{entry, steam_id, username,
   * ladder_mmr, rank, mmr?}` (nulls for an entry nobody matches; `mmr`, the hidden MMR, for
   * ADMIN callers only). Reads only. Errors: 400 `invalid_payload`, 401, 403.
   */
  @Post('ratings')
  @HttpCode(200)
  async ratings(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<RatingCheckRow[]> {
    const { entries } = parseOrThrow(ratingCheckBody, body, 'rating check');
    const [rows, admin] = await Promise.all([
      this.queryBus.execute<RatingCheckQuery, RatingCheckRow[]>(new RatingCheckQuery(entries)),
      callerIsAdmin(this.queryBus, user),
    ]);
    return rows.map((row) => withMmrFor(row, admin));
  }
}
