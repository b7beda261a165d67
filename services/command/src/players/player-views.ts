import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { ReadModelKeys } from '@arena/read-models';
import { notFound } from '../platform/http/api-error';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

/** A read-model function of one player's page: its view, or null for an unknown player. `now` is the clock's time. */
export type PlayerReader<T> = (redis: Redis, keys: ReadModelKeys, steamId: string, now: Date) => Promise<T | null>;

/**
 * Reads one player's pages (battle pass, quests, achievements, stats...) from the live
 * read-model version, at the clock's time: the features' controllers call it with the
 * read-model function of their page.
 */
@Injectable()
export class PlayerViews {
  constructor(
    @Inject(READ_MODELS) private readonly readSide: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The view `reader` reads for `steamId`.
   * @throws ApiError 404 `player_not_found` when the read models know no such player.
   */
  async read<T>(steamId: string, reader: PlayerReader<T>): Promise<T> {
    const view = await reader(this.readSide.redis, this.readSide.live.keys, steamId, this.clock.now());
    if (view === null) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return view;
  }
}
