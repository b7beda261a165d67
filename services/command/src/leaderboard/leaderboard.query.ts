import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LeaderboardEntry } from '@arena/contract';
import { readLeaderboard } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

export class GetLeaderboardQuery {}

/** The top 100, best first. */
@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery, LeaderboardEntry[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute() {
    return readLeaderboard(this.read.redis, this.read.live.keys);
  }
}
