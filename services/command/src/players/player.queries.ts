import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BattlePassView, Page, PageRequest, PlayerGameEntry, PlayerProfile, readBattlePass, readPlayerGames, readPlayerProfile } from '@arena/read-models';
import { READ_MODELS } from '../infrastructure/tokens';
import type { ReadSide } from '../infrastructure/read-side';

export class GetPlayerProfileQuery {
  constructor(readonly steamId: string) {}
}

export class GetBattlePassQuery {
  constructor(readonly steamId: string) {}
}

export class GetPlayerGamesQuery {
  constructor(
    readonly steamId: string,
    readonly page: PageRequest,
  ) {}
}

@QueryHandler(GetPlayerProfileQuery)
export class GetPlayerProfileHandler implements IQueryHandler<GetPlayerProfileQuery, PlayerProfile | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId }: GetPlayerProfileQuery) {
    return readPlayerProfile(this.read.redis, this.read.live.keys, steamId);
  }
}

@QueryHandler(GetBattlePassQuery)
export class GetBattlePassHandler implements IQueryHandler<GetBattlePassQuery, BattlePassView | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId }: GetBattlePassQuery) {
    return readBattlePass(this.read.redis, this.read.live.keys, steamId);
  }
}

@QueryHandler(GetPlayerGamesQuery)
export class GetPlayerGamesHandler implements IQueryHandler<GetPlayerGamesQuery, Page<PlayerGameEntry> | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId, page }: GetPlayerGamesQuery) {
    return readPlayerGames(this.read.redis, this.read.live.keys, steamId, page);
  }
}
