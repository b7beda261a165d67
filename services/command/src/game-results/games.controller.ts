import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type {
  GameDocument,
  GameListEntry,
  PlayerAbilityStatsEntry,
  PlayerGameEntry,
  PlayerGodStatsEntry,
  PlayerStats,
} from '@arena/contract';
import { type ListPage, playerExists, readPlayerAbilityStats, readPlayerGodStats, readPlayerStats } from '@arena/read-models';
import { notFound } from '../platform/http/api-error';
import { GameIdPipe, SteamIdPipe } from '../platform/http/path-params';
import { PlayerViews } from '../players';
import { GetGameQuery, GetPlayerGamesQuery, GetRecentGamesQuery } from './game.queries';
import { bareList, pageRequestOf } from './paging';

/**
 * Public game pages, a player's match history and stats; shapes in @arena/contract, the live
 * site's where it has the path (docs/api.md, "Players and games").
 */
@Controller('api')
export class GamesController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly views: PlayerViews,
  ) {}

  /**
   * `GET /api/games?limit&offset`: recent games, newest first, as a bare list with
   * `Content-Range: games {first}-{last}/{total}`. Errors: 400 invalid_payload.
   */
  @Get('games')
  async recent(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<GameListEntry[]> {
    const page = await this.queryBus.execute<GetRecentGamesQuery, ListPage<GameListEntry>>(new GetRecentGamesQuery(pageRequestOf(query)));
    return bareList(reply, 'games', page);
  }

  /**
   * `GET /api/games/{game_id}`: the game document, players in place order; `null` (200) for a
   * game nobody recorded, the specification's "empty". The body is the projector's ready
   * document, sent as stored (no parse, no serialisation). Errors: 400 invalid_game_id.
   */
  @Get('games/:gameId')
  @Header('content-type', 'application/json; charset=utf-8')
  game(@Param('gameId', GameIdPipe) gameId: string): Promise<Buffer | GameDocument | null> {
    return this.queryBus.execute<GetGameQuery, Buffer | GameDocument | null>(new GetGameQuery(gameId));
  }

  /**
   * `GET /api/players/{steam_id}/games?limit&offset`: match history, newest first, as a bare list
   * with `Content-Range: games {first}-{last}/{total}`. Errors: 400, 404 player_not_found.
   */
  @Get('players/:steamId/games')
  async playerGames(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlayerGameEntry[]> {
    const page = await this.queryBus.execute<GetPlayerGamesQuery, ListPage<PlayerGameEntry> | null>(
      new GetPlayerGamesQuery(steamId, pageRequestOf(query)),
    );
    if (!page) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return bareList(reply, 'games', page);
  }

  /**
   * `GET /api/players/{steam_id}/stats`: the live site's `games` and `results` (ranked games),
   * ladder rating, badge and position; placements, rates, gods, heroes, rounds and records over
   * every recorded game. Errors: 400 invalid_steam_id, 404 player_not_found.
   */
  @Get('players/:steamId/stats')
  stats(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerStats> {
    return this.views.read(steamId, readPlayerStats);
  }

  /**
   * `GET /api/players/{steam_id}/god_stats`: the player's ranked games by god (games, places,
   * average place, pick rate), best average place first. Errors: 400 invalid_steam_id, 404 player_not_found.
   */
  @Get('players/:steamId/god_stats')
  godStats(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerGodStatsEntry[]> {
    return this.views.read(steamId, readPlayerGodStats);
  }

  /**
   * `GET /api/players/{steam_id}/ability_stats`: the player's ranked games by ability (picks, in
   * wins, in top fours), most picked first. Errors: 400 invalid_steam_id, 404 player_not_found.
   */
  @Get('players/:steamId/ability_stats')
  abilityStats(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerAbilityStatsEntry[]> {
    return this.views.read(steamId, readPlayerAbilityStats);
  }

  /**
   * `GET /api/players/{steam_id}/season_results`: each past season's final rating and position.
   * No season end is recorded yet, so an empty list for every known player.
   * Errors: 400 invalid_steam_id, 404 player_not_found.
   */
  @Get('players/:steamId/season_results')
  seasonResults(@Param('steamId', SteamIdPipe) steamId: string): Promise<never[]> {
    return this.views.read(steamId, async (redis, keys, id) => ((await playerExists(redis, keys, id)) ? [] : null));
  }
}
