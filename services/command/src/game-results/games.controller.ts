import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { GameDocument, GameListEntry, Page, PlayerGameEntry, PlayerStats } from '@arena/contract';
import { readPlayerStats } from '@arena/read-models';
import { notFound } from '../platform/http/api-error';
import { GameIdPipe, SteamIdPipe } from '../platform/http/path-params';
import { PlayerViews } from '../players';
import { GetGameQuery, GetPlayerGamesQuery, GetRecentGamesQuery } from './game.queries';
import { pageRequestOf } from './paging';

/** Public game pages and a player's match history; shapes in @arena/contract. */
@Controller('api')
export class GamesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly views: PlayerViews,
  ) {}

  /** `GET /api/games?page&per_page`: recent games, newest first. Errors: 400 invalid_payload. */
  @Get('games')
  recent(@Query() query: unknown): Promise<Page<GameListEntry>> {
    return this.queryBus.execute(new GetRecentGamesQuery(pageRequestOf(query)));
  }

  /** `GET /api/games/{game_id}`: the game document, players in place order. Errors: 400 invalid_game_id, 404 game_not_found. */
  @Get('games/:gameId')
  async game(@Param('gameId', GameIdPipe) gameId: string): Promise<GameDocument> {
    const game = await this.queryBus.execute<GetGameQuery, GameDocument | null>(new GetGameQuery(gameId));
    if (!game) throw notFound('game_not_found', `No game with id ${gameId}`);
    return game;
  }

  /** `GET /api/players/{steam_id}/games?page&per_page`: match history, newest first. Errors: 400, 404 player_not_found. */
  @Get('players/:steamId/games')
  async playerGames(@Param('steamId', SteamIdPipe) steamId: string, @Query() query: unknown): Promise<Page<PlayerGameEntry>> {
    const page = await this.queryBus.execute<GetPlayerGamesQuery, Page<PlayerGameEntry> | null>(
      new GetPlayerGamesQuery(steamId, pageRequestOf(query)),
    );
    if (!page) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return page;
  }

  /**
   * `GET /api/players/{steam_id}/stats`: placements, win rate, average place, gods, heroes, rounds
   * and records over every recorded game. Errors: 400 invalid_steam_id, 404 player_not_found.
   */
  @Get('players/:steamId/stats')
  stats(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerStats> {
    return this.views.read(steamId, readPlayerStats);
  }
}
