import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PlayerGods } from '@arena/contract';
import { notFound } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { GetPlayerGodsQuery } from './player-gods.query';

/** A player's gods (docs/game-rules.md "God ownership", "God progress"): public, like the profile. */
@Controller('api/players')
export class GodsController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/players/{steam_id}/gods` → `PlayerGods`: every god, owned or not and why (free,
   * card, gold card, Plus-exclusive while Plus lasts), and progress towards its gold card.
   * Errors: 400 `invalid_steam_id`, 404 `player_not_found`.
   */
  @Get(':steamId/gods')
  async gods(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerGods> {
    const view = await this.queryBus.execute<GetPlayerGodsQuery, PlayerGods | null>(new GetPlayerGodsQuery(steamId));
    if (!view) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return view;
  }
}
