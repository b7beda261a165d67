import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminGame, AdminGameDetail, AdminPlayer, AdminPlayerDetail, AuditEntry, RatingCheckRow } from '@arena/contract';
import {
  readAdminGame,
  readAdminGameRefs,
  readAdminGames,
  readAdminPlayerDetail,
  readAdminPlayers,
  readAdminPlayersByIds,
  readAuditEntries,
  readRatingCheck,
  type AdminGamesQuery,
  type AuditQuery,
  type GameRef,
} from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

/** Every player's list record (`ids`: only those), hidden MMR included (see `readAdminPlayers`). */
export class AdminPlayersQuery {
  constructor(readonly ids?: readonly string[]) {}
}

/** A player's page in the console; null when unknown. */
export class AdminPlayerDetailQuery {
  constructor(readonly steamId: string) {}
}

/** The games matching a query, oldest first, as refs (see `readAdminGameRefs`). */
export class AdminGameRefsQuery {
  constructor(readonly query: AdminGamesQuery) {}
}

/** The console's rows of these games (a page of `AdminGameRefsQuery`'s). */
export class AdminGameRowsQuery {
  constructor(readonly ids: readonly string[]) {}
}

/** One game with its copy-game-data summary; null when unknown. */
export class AdminGameQuery {
  constructor(readonly id: string) {}
}

/** The audit list, newest first, narrowed by `query`. */
export class AuditEntriesQuery {
  constructor(readonly query: AuditQuery) {}
}

/** The console's rating check of a list of entries, hidden MMR included. */
export class RatingCheckQuery {
  constructor(readonly entries: readonly string[]) {}
}

/** The admin console's reads (`@arena/read-models` admin feature, and the partner feature's rating check). */
@QueryHandler(AdminPlayersQuery)
class AdminPlayersHandler implements IQueryHandler<AdminPlayersQuery, Required<AdminPlayer>[]> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ ids }: AdminPlayersQuery) {
    const { redis, live } = this.read;
    return ids ? readAdminPlayersByIds(redis, live.keys, ids, this.clock.now()) : readAdminPlayers(redis, live.keys, this.clock.now());
  }
}

@QueryHandler(AdminPlayerDetailQuery)
class AdminPlayerDetailHandler implements IQueryHandler<AdminPlayerDetailQuery, Required<AdminPlayerDetail> | null> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamId }: AdminPlayerDetailQuery) {
    return readAdminPlayerDetail(this.read.redis, this.read.live.keys, steamId, this.clock.now());
  }
}

@QueryHandler(AdminGameRefsQuery)
class AdminGameRefsHandler implements IQueryHandler<AdminGameRefsQuery, GameRef[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ query }: AdminGameRefsQuery) {
    return readAdminGameRefs(this.read.redis, this.read.live.keys, query);
  }
}

@QueryHandler(AdminGameRowsQuery)
class AdminGamesHandler implements IQueryHandler<AdminGameRowsQuery, AdminGame[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ ids }: AdminGameRowsQuery) {
    return readAdminGames(this.read.redis, this.read.live.keys, ids);
  }
}

@QueryHandler(AdminGameQuery)
class AdminGameHandler implements IQueryHandler<AdminGameQuery, AdminGameDetail | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ id }: AdminGameQuery) {
    return readAdminGame(this.read.redis, this.read.live.keys, id);
  }
}

@QueryHandler(AuditEntriesQuery)
class AuditEntriesHandler implements IQueryHandler<AuditEntriesQuery, AuditEntry[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ query }: AuditEntriesQuery) {
    return readAuditEntries(this.read.redis, this.read.live.keys, query);
  }
}

@QueryHandler(RatingCheckQuery)
class RatingCheckHandler implements IQueryHandler<RatingCheckQuery, Required<RatingCheckRow>[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ entries }: RatingCheckQuery) {
    return readRatingCheck(this.read.redis, this.read.live.keys, entries);
  }
}

export const ADMIN_QUERY_HANDLERS = [
  AdminPlayersHandler,
  AdminPlayerDetailHandler,
  AdminGameRefsHandler,
  AdminGamesHandler,
  AdminGameHandler,
  AuditEntriesHandler,
  RatingCheckHandler,
];
