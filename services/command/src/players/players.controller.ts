import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PlayerProfile } from '@arena/contract';
import { notFound } from '../platform/http/api-error';
import { SteamIdPipe } from '../platform/http/path-params';
import { GetPlayerProfileQuery } from './player.queries';

const playerNotFound = (steamId: string) => notFound('player_not_found', `No player with Steam id ${steamId}`);

/** Public player pages' data (docs/api.md, "Players and games"); shapes in @arena/contract. */
@Controller('api/players')
export class PlayersController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/players/{steam_id}`: the public profile. Errors: 400 invalid_steam_id, 404 player_not_found. */
  @Get(':steamId')
  async profile(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerProfile> {
    const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfile | null>(new GetPlayerProfileQuery(steamId));
    if (!profile) throw playerNotFound(steamId);
    return profile;
  }
}
