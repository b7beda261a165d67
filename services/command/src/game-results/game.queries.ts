import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GameDocument, GameListEntry, LeaderboardEntry, Page, PageRequest, readGame, readLeaderboard, readRecentGames } from '@arena/read-models';
import { READ_MODELS } from '../infrastructure/tokens';
import type { ReadSide } from '../infrastructure/read-side';

export class GetGameQuery {
  constructor(readonly matchId: string) {}
}

export class GetRecentGamesQuery {
  constructor(readonly page: PageRequest) {}
}

export class GetLeaderboardQuery {}

@QueryHandler(GetGameQuery)
export class GetGameHandler implements IQueryHandler<GetGameQuery, GameDocument | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ matchId }: GetGameQuery) {
    return readGame(this.read.redis, this.read.live.keys, matchId);
  }
}

@QueryHandler(GetRecentGamesQuery)
export class GetRecentGamesHandler implements IQueryHandler<GetRecentGamesQuery, Page<GameListEntry>> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ page }: GetRecentGamesQuery) {
    return readRecentGames(this.read.redis, this.read.live.keys, page);
  }
}

@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery, LeaderboardEntry[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute() {
    return readLeaderboard(this.read.redis, this.read.live.keys);
  }
}
