import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LeaderboardEntry } from '@arena/contract';
import { readLeaderboard, readLeaderboardDocument } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

export class GetLeaderboardQuery {}

/**
 * The top 100, best first: the projector's ready document (JSON bytes, sent as they are) in one
 * read; built per request (a range and 100 hash reads) only while there is none (read models
 * projected before the document existed, until `npm run rebuild`; or no game yet).
 */
@QueryHandler(GetLeaderboardQuery)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboardQuery, Buffer | LeaderboardEntry[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  async execute() {
    const { redis, live } = this.read;
    return (await readLeaderboardDocument(redis, live.keys)) ?? readLeaderboard(redis, live.keys);
  }
}
