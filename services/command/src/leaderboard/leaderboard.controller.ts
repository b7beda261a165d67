import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { LeaderboardEntry } from '@arena/contract';
import { GetLeaderboardQuery } from './leaderboard.query';

@Controller('api')
export class LeaderboardController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/leaderboard`: top 100 by min(ladder, 4500), then hidden MMR (docs/game-rules.md
   * "Leaderboard"), as a bare list (`LeaderboardReply`), best first, as the live site answers it.
   * The body is the projector's ready document, sent as stored (no parse, no serialisation, and
   * no compression per request: it would cost more than twice the CPU of the read).
   */
  @Get('leaderboard')
  @RouteConfig({ compress: false })
  @Header('content-type', 'application/json; charset=utf-8')
  leaderboard(): Promise<Buffer | LeaderboardEntry[]> {
    return this.queryBus.execute<GetLeaderboardQuery, Buffer | LeaderboardEntry[]>(new GetLeaderboardQuery());
  }
}
