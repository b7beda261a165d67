import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { LeaderboardEntry, LeaderboardReply } from '@arena/contract';
import { GetLeaderboardQuery } from './leaderboard.query';

@Controller('api')
export class LeaderboardController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/leaderboard`: top 100 by min(ladder, 4500), then hidden MMR (docs/game-rules.md
   * "Leaderboard"), as a bare list, best first, as the live site answers it.
   */
  @Get('leaderboard')
  leaderboard(): Promise<LeaderboardReply> {
    return this.queryBus.execute<GetLeaderboardQuery, LeaderboardEntry[]>(new GetLeaderboardQuery());
  }
}
