import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { GameDocument, GameListEntry, LeaderboardEntry, Page } from '@arena/read-models';
import { ApiError, notFound } from '../http/api-error';
import { GetGameQuery, GetLeaderboardQuery, GetRecentGamesQuery } from './game.queries';
import { pageRequestOf } from './paging';

/** Public games and leaderboard (docs/api.md). */
@Controller('api')
export class GamesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/games?page&per_page`: recent games, newest first. Errors: 400 invalid_payload. */
  @Get('games')
  recent(@Query() query: unknown): Promise<Page<GameListEntry>> {
    return this.queryBus.execute(new GetRecentGamesQuery(pageRequestOf(query)));
  }

  /** `GET /api/games/{game_id}`: the game document, players in place order. Errors: 400, 404 game_not_found. */
  @Get('games/:gameId')
  async game(@Param('gameId') gameId: string): Promise<GameDocument> {
    if (!/^\d{1,20}$/.test(gameId)) throw new ApiError(400, 'invalid_game_id', 'A game id is made of digits');
    const game = await this.queryBus.execute<GetGameQuery, GameDocument | null>(new GetGameQuery(gameId));
    if (!game) throw notFound('game_not_found', `No game with id ${gameId}`);
    return game;
  }

  /** `GET /api/leaderboard`: top 100 by min(ladder, 4500), then hidden MMR (GAME_RULES.md). */
  @Get('leaderboard')
  async leaderboard(): Promise<{ players: LeaderboardEntry[] }> {
    return { players: await this.queryBus.execute<GetLeaderboardQuery, LeaderboardEntry[]>(new GetLeaderboardQuery()) };
  }
}
