import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GameDocument, GameListEntry, PlayerGameEntry } from '@arena/contract';
import { ListPage, PageRequest, readGame, readGameDocument, readPlayerGames, readRecentGames } from '@arena/read-models';
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

/**
 * A game document: the projector's ready document (JSON bytes, sent as they are) in one read;
 * built per request only while there is none (an unknown game: null; or read models projected
 * before the document existed, until `npm run rebuild`).
 */
@QueryHandler(GetGameQuery)
export class GetGameHandler implements IQueryHandler<GetGameQuery, Buffer | GameDocument | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  async execute({ matchId }: GetGameQuery) {
    const { redis, live } = this.read;
    return (await readGameDocument(redis, live.keys, matchId)) ?? readGame(redis, live.keys, matchId);
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
