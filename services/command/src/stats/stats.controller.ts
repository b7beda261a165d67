import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type AbilityLevelCountRow,
  type AbilityStatsRow,
  type BodyStatsRow,
  economyStatsQuery,
  type EconomyStats,
  gameSeriesQuery,
  type GameStatsDaily,
  type GameStatsMonthly,
  gameStatsQuery,
  type GameStatsTotal,
  type GameStatsWeekly,
  type GodAbilityStatsRow,
  type GodStatsRow,
  STATS_MAX_PERIODS,
  statsBracketQuery,
  type WinnerLevelRow,
} from '@arena/contract';
import { Roles, RolesGuard } from '../auth';
import { ApiError } from '../platform/http/api-error';
import { parseOrThrow } from '../platform/http/validation';
import {
  GetEconomyStatsQuery,
  GetGameStatsQuery,
  GetRankedStatsQuery,
  type GameStatsRequest,
  type RankedStatsAnswers,
  type RankedStatsKind,
} from './stats.queries';

const DAY_MS = 86_400_000;

/**
 * The statistics (docs/api.md "Statistics"), on the live site's paths and with its fields (bare
 * lists), read from counters the projector keeps: never a scan of events. ADMIN and STATS_GUY
 * (`@Roles('STATS_GUY')` admits admins). Every route: 401 `sign_in_required` for a visitor,
 * 403 `forbidden` for anyone else, 400 `invalid_payload` for a query out of its ranges.
 * Windows are in hours (`hours`, 1..8760: the current UTC hour and the `hours` before it); the
 * rank bracket is `rank` (a rank name) and/or the live site's `minMMR` (a ladder rating: its rank
 * and every rank above). Ranked-results figures count ranked games only, as the live site does.
 */
@Controller('api/stats')
@UseGuards(RolesGuard)
@Roles('STATS_GUY')
export class StatsController {
  constructor(private readonly queryBus: QueryBus) {}

  private ranked<K extends RankedStatsKind>(kind: K, query: unknown, god?: string): Promise<RankedStatsAnswers[K]> {
    return this.queryBus.execute<GetRankedStatsQuery<K>, RankedStatsAnswers[K]>(
      new GetRankedStatsQuery(kind, parseOrThrow(statsBracketQuery, query, 'query'), god),
    );
  }

  /**
   * `GET /api/stats/gods?hours=24&minMMR=0&rank=` → `[{god, god_freq, first_place..eighth_place,
   * avg_place, pick_rate, placements[8], first_place_rate, top_four_rate, results}]`, best average
   * place first; counts of ranked results, rates 0..1.
   */
  @Get('gods')
  gods(@Query() query: unknown): Promise<GodStatsRow[]> {
    return this.ranked('gods', query);
  }

  /**
   * `GET /api/stats/gods/{god}?hours&minMMR&rank` → `[{ability_name, icon, freq, winner_freq,
   * top_four_freq}]`: abilities of heroes in ranked results with the god, most picked first; an
   * unknown god answers `[]`.
   */
  @Get('gods/:god')
  god(@Param('god') god: string, @Query() query: unknown): Promise<GodAbilityStatsRow[]> {
    if (god.length > 64) throw new ApiError(400, 'invalid_payload', 'Invalid god: at most 64 characters');
    return this.ranked('god', query, god);
  }

  /**
   * `GET /api/stats/abilities?hours&minMMR&rank` → `[{ability_name, icon, numGames, freq,
   * winner_freq, top_four_freq, hero_body, results, pick_rate, first_place_rate, top_four_rate}]`,
   * most picked first; `numGames` every game of the window.
   */
  @Get('abilities')
  abilities(@Query() query: unknown): Promise<AbilityStatsRow[]> {
    return this.ranked('abilities', query);
  }

  /** `GET /api/stats/abilities/supers?hours` → `[{ability_name, count, icon}]`: winners' abilities at level 6+, most first. */
  @Get('abilities/supers')
  supers(@Query() query: unknown): Promise<AbilityLevelCountRow[]> {
    return this.ranked('supers', query);
  }

  /** `GET /api/stats/abilities/gabens?hours` → `[{ability_name, count, icon}]`: winners' abilities at level 9, most first. */
  @Get('abilities/gabens')
  gabens(@Query() query: unknown): Promise<AbilityLevelCountRow[]> {
    return this.ranked('gabens', query);
  }

  /** `GET /api/stats/abilities/winner_levels?hours` → `[{ability_name, icon, placements[9], ability_freq}]` by name: shares of levels 1..9. */
  @Get('abilities/winner_levels')
  winnerLevels(@Query() query: unknown): Promise<WinnerLevelRow[]> {
    return this.ranked('winner_levels', query);
  }

  /**
   * `GET /api/stats/bodies?hours&minMMR&rank` → `[{hero_name, numGames, freq, winner_freq, tier
   * (S..D|null), top_four_freq, avg_place, results, pick_rate, first_place_rate, top_four_rate}]`, most picked first.
   */
  @Get('bodies')
  bodies(@Query() query: unknown): Promise<BodyStatsRow[]> {
    return this.ranked('bodies', query);
  }

  /**
   * `GET /api/stats/games?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD` (UTC days, both included, at
   * most 366) or `?hours=24` → `{games_count, avg_rounds, avg_duration (seconds), from, to}`;
   * averages null without games. 400 `invalid_payload`: one date without the other, `endDate`
   * before `startDate`, or a range over 366 days.
   */
  @Get('games')
  games(@Query() query: unknown): Promise<GameStatsTotal> {
    const { startDate, endDate, hours } = parseOrThrow(gameStatsQuery, query, 'query');
    if ((startDate === undefined) !== (endDate === undefined))
      throw new ApiError(400, 'invalid_payload', 'Invalid query: give both startDate and endDate, or neither');
    let days: { first: string; last: string } | undefined;
    if (startDate !== undefined && endDate !== undefined) {
      const length = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
      if (length < 1 || length > STATS_MAX_PERIODS) {
        throw new ApiError(
          400,
          'invalid_payload',
          `Invalid query: endDate must be startDate or up to ${STATS_MAX_PERIODS - 1} days after it`,
        );
      }
      days = { first: startDate, last: endDate };
    }
    return this.gameStats({ kind: 'total', hours, days });
  }

  /** `GET /api/stats/games/daily?limit=7` → `[{day, label, games_count, avg_rounds, avg_duration, players}]`, today first. */
  @Get('games/daily')
  daily(@Query() query: unknown): Promise<GameStatsDaily> {
    return this.gameStats({ kind: 'daily', limit: parseOrThrow(gameSeriesQuery, query, 'query').limit ?? 7 });
  }

  /** `GET /api/stats/games/weekly?limit=10` → `[{start_of_week, label, games_count, avg_rounds, avg_duration}]`, this week first. */
  @Get('games/weekly')
  weekly(@Query() query: unknown): Promise<GameStatsWeekly> {
    return this.gameStats({ kind: 'weekly', limit: parseOrThrow(gameSeriesQuery, query, 'query').limit ?? 10 });
  }

  /** `GET /api/stats/games/monthly?limit=6` → `[{start_of_month, label, games_count, avg_rounds, avg_duration}]`, this month first. */
  @Get('games/monthly')
  monthly(@Query() query: unknown): Promise<GameStatsMonthly> {
    return this.gameStats({ kind: 'monthly', limit: parseOrThrow(gameSeriesQuery, query, 'query').limit ?? 6 });
  }

  /**
   * `GET /api/stats/economy?hours=720` → `{from, to, days: [{day, gold_earned: {reason: gold},
   * gold_spent: {reason: gold}, purchases, chests_opened, codes_redeemed}], purchases: [{item_id,
   * count, gold}], chests: [{chest_id, opened, drops: [{item_id, count, duplicates}]}], codes:
   * [{code, redeemed}]}` over the UTC days the window touches; amounts in gold.
   */
  @Get('economy')
  economy(@Query() query: unknown): Promise<EconomyStats> {
    return this.queryBus.execute<GetEconomyStatsQuery, EconomyStats>(
      new GetEconomyStatsQuery(parseOrThrow(economyStatsQuery, query, 'query').hours),
    );
  }

  private gameStats<T>(request: GameStatsRequest): Promise<T> {
    return this.queryBus.execute<GetGameStatsQuery, T>(new GetGameStatsQuery(request));
  }
}
