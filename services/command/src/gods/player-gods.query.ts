import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PlayerGods } from '@arena/contract';
import { readPlayerGods } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

export class GetPlayerGodsQuery {
  constructor(readonly steamId: string) {}
}

/** A player's gods at the clock's now (Plus-exclusive gods count while Plus lasts); null for an unknown player. */
@QueryHandler(GetPlayerGodsQuery)
export class GetPlayerGodsHandler implements IQueryHandler<GetPlayerGodsQuery, PlayerGods | null> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamId }: GetPlayerGodsQuery) {
    return readPlayerGods(this.read.redis, this.read.live.keys, steamId, this.clock.now());
  }
}
