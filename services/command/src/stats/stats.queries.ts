import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type {
  AbilityLevelCountRow,
  AbilityStatsRow,
  BodyStatsRow,
  EconomyStats,
  GameStatsDaily,
  GameStatsMonthly,
  GameStatsTotal,
  GameStatsWeekly,
  GodAbilityStatsRow,
  GodStatsRow,
  StatsBracketQuery,
  WinnerLevelRow,
} from '@arena/contract';
import {
  readAbilityStats,
  readBodyStats,
  readEconomyStats,
  readGameStatsDaily,
  readGameStatsMonthly,
  readGameStatsOverDays,
  readGameStatsOverHours,
  readGameStatsWeekly,
  readGodAbilityStats,
  readGodStats,
  readWinnerLevels,
  readWinnerStyleCounts,
  type StatsWindow,
} from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, type Clock, READ_MODELS } from '../platform/tokens';

/** The ranked-results statistics, by what they count. */
export type RankedStatsKind = 'gods' | 'god' | 'abilities' | 'supers' | 'gabens' | 'winner_levels' | 'bodies';

/** What each kind answers. */
export interface RankedStatsAnswers {
  gods: GodStatsRow[];
  god: GodAbilityStatsRow[];
  abilities: AbilityStatsRow[];
  supers: AbilityLevelCountRow[];
  gabens: AbilityLevelCountRow[];
  winner_levels: WinnerLevelRow[];
  bodies: BodyStatsRow[];
}

/** A ranked-results statistic over a window and rank bracket; `god` for the kind `god`. */
export class GetRankedStatsQuery<K extends RankedStatsKind = RankedStatsKind> {
  constructor(
    readonly kind: K,
    readonly query: StatsBracketQuery,
    readonly god: string = '',
  ) {}
}

/** Reads the counters of ranked results (`@arena/read-models` stats): a window of hours back from now, and a bracket. */
@QueryHandler(GetRankedStatsQuery)
export class GetRankedStatsHandler implements IQueryHandler<GetRankedStatsQuery, RankedStatsAnswers[RankedStatsKind]> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ kind, query, god }: GetRankedStatsQuery): Promise<RankedStatsAnswers[RankedStatsKind]> {
    const { redis } = this.read;
    const keys = this.read.live.keys;
    const window: StatsWindow = { now: this.clock.now().getTime(), hours: query.hours, rank: query.rank, minMMR: query.minMMR };
    switch (kind) {
      case 'gods':
        return readGodStats(redis, keys, window);
      case 'god':
        return readGodAbilityStats(redis, keys, god, window);
      case 'abilities':
        return readAbilityStats(redis, keys, window);
      case 'supers':
        return readWinnerStyleCounts(redis, keys, 's', window);
      case 'gabens':
        return readWinnerStyleCounts(redis, keys, 'g', window);
      case 'winner_levels':
        return readWinnerLevels(redis, keys, window);
      case 'bodies':
        return readBodyStats(redis, keys, window);
    }
  }
}

/** Games over a UTC day range (`days`) or a window of `hours`; or a series of the last `limit` periods. */
export type GameStatsRequest =
  { kind: 'total'; hours: number; days?: { first: string; last: string } } | { kind: 'daily' | 'weekly' | 'monthly'; limit: number };

export class GetGameStatsQuery {
  constructor(readonly request: GameStatsRequest) {}
}

/** Reads the games' counters (summaries recorded) by time block and by day, week and month. */
@QueryHandler(GetGameStatsQuery)
export class GetGameStatsHandler implements IQueryHandler<
  GetGameStatsQuery,
  GameStatsTotal | GameStatsDaily | GameStatsWeekly | GameStatsMonthly
> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ request }: GetGameStatsQuery): Promise<GameStatsTotal | GameStatsDaily | GameStatsWeekly | GameStatsMonthly> {
    const { redis } = this.read;
    const keys = this.read.live.keys;
    const now = this.clock.now().getTime();
    switch (request.kind) {
      case 'total':
        return request.days
          ? readGameStatsOverDays(redis, keys, request.days.first, request.days.last)
          : readGameStatsOverHours(redis, keys, now, request.hours);
      case 'daily':
        return readGameStatsDaily(redis, keys, now, request.limit);
      case 'weekly':
        return readGameStatsWeekly(redis, keys, now, request.limit);
      case 'monthly':
        return readGameStatsMonthly(redis, keys, now, request.limit);
    }
  }
}

export class GetEconomyStatsQuery {
  constructor(readonly hours: number) {}
}

/** Reads the economy's counters of the UTC days the window touches. */
@QueryHandler(GetEconomyStatsQuery)
export class GetEconomyStatsHandler implements IQueryHandler<GetEconomyStatsQuery, EconomyStats> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ hours }: GetEconomyStatsQuery): Promise<EconomyStats> {
    return readEconomyStats(this.read.redis, this.read.live.keys, this.clock.now().getTime(), hours);
  }
}
