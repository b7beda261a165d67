import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GameDocument, GameListEntry, PlayerGameEntry } from '@arena/contract';
import { ListPage, PageRequest, readGame, readPlayerGames, readRecentGames } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

export class GetGameQuery {
  constructor(readonly matchId: string) {}
}

export class GetRecentGamesQuery {
  constructor(readonly page: PageRequest) {}
}

export class GetPlayerGamesQuery {
  constructor(
    readonly steamId: string,
    readonly page: PageRequest,
  ) {}
}

// handlers answer the contract's shapes: the compiler checks that the read models give them

/** A game document; null when the game is unknown. */
@QueryHandler(GetGameQuery)
export class GetGameHandler implements IQueryHandler<GetGameQuery, GameDocument | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ matchId }: GetGameQuery) {
    return readGame(this.read.redis, this.read.live.keys, matchId);
  }
}

/** A page of recent games, newest first, and how many there are. */
@QueryHandler(GetRecentGamesQuery)
export class GetRecentGamesHandler implements IQueryHandler<GetRecentGamesQuery, ListPage<GameListEntry>> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ page }: GetRecentGamesQuery) {
    return readRecentGames(this.read.redis, this.read.live.keys, page);
  }
}

/** A page of a player's games, newest first, and how many there are; null when the player is unknown. */
@QueryHandler(GetPlayerGamesQuery)
export class GetPlayerGamesHandler implements IQueryHandler<GetPlayerGamesQuery, ListPage<PlayerGameEntry> | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId, page }: GetPlayerGamesQuery) {
    return readPlayerGames(this.read.redis, this.read.live.keys, steamId, page);
  }
}
