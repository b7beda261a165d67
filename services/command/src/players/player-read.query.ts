import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type Redis from 'ioredis';
import type { ReadModelKeys } from '@arena/read-models';
import { notFound } from '../platform/http/api-error';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

/** A read-model function of one player's page: its view, or null for an unknown player. `now` is the clock's time. */
export type PlayerReader<T> = (redis: Redis, keys: ReadModelKeys, steamId: string, now: Date) => Promise<T | null>;

/** Reads one player's view from the live read models with `reader`. */
export class PlayerReadQuery<T> {
  constructor(
    readonly steamId: string,
    readonly reader: PlayerReader<T>,
  ) {}
}

/** Runs a `PlayerReadQuery` on the live read-model version, at the clock's time. */
@QueryHandler(PlayerReadQuery)
export class PlayerReadHandler implements IQueryHandler<PlayerReadQuery<unknown>, unknown> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ steamId, reader }: PlayerReadQuery<unknown>): Promise<unknown> {
    return reader(this.read.redis, this.read.live.keys, steamId, this.clock.now());
  }
}

/**
 * One player's view read with `reader`.
 * @throws ApiError 404 `player_not_found` when the read models know no such player.
 */
export async function readPlayerView<T>(queryBus: QueryBus, steamId: string, reader: PlayerReader<T>): Promise<T> {
  const view = await queryBus.execute<PlayerReadQuery<T>, T | null>(new PlayerReadQuery(steamId, reader));
  if (view === null) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
  return view;
}
