import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PlayerProfile } from '@arena/contract';
import { readPlayerProfile } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

export class GetPlayerProfileQuery {
  constructor(readonly steamId: string) {}
}

/** A player's public profile; null when the player is unknown. */
@QueryHandler(GetPlayerProfileQuery)
export class GetPlayerProfileHandler implements IQueryHandler<GetPlayerProfileQuery, PlayerProfile | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId }: GetPlayerProfileQuery) {
    return readPlayerProfile(this.read.redis, this.read.live.keys, steamId);
  }
}
