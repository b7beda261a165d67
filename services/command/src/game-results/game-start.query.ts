import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readLoadouts, type Loadouts } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

export class GetLoadoutsQuery {
  constructor(readonly steamIds: readonly string[]) {}
}

/** The loadouts of a starting game's players at the clock's now, and the gods disabled for everyone (`readLoadouts`). */
@QueryHandler(GetLoadoutsQuery)
export class GetLoadoutsHandler implements IQueryHandler<GetLoadoutsQuery, Loadouts> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamIds }: GetLoadoutsQuery) {
    return readLoadouts(this.read.redis, this.read.live.keys, steamIds, this.clock.now());
  }
}
