import { Injectable, type PipeTransform } from '@nestjs/common';
import { gamePathParams, playerPathParams } from '@arena/contract';
import { ApiError } from './api-error';

/**
 * Parses a Steam id path parameter (`{steam_id}`, e.g. `@Param('steamId', SteamIdPipe)`): the
 * SteamID64 of an account, 17 digits, answered unchanged.
 * @throws ApiError 400 `invalid_steam_id`.
 */
@Injectable()
export class SteamIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!playerPathParams.shape.steam_id.safeParse(value).success)
      throw new ApiError(
        400,
        'invalid_steam_id',
        'A Steam id is the SteamID64 of an account: 17 digits, 76561197960265729..76561202255233023',
      );
    return value;
  }
}

/**
 * Parses a game id path parameter (`{game_id}`, e.g. `@Param('gameId', GameIdPipe)`): a positive
 * 64-bit number in decimal, no leading zero, answered unchanged.
 * @throws ApiError 400 `invalid_game_id`.
 */
@Injectable()
export class GameIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!gamePathParams.shape.game_id.safeParse(value).success)
      throw new ApiError(400, 'invalid_game_id', 'A game id is a positive whole number in decimal, without leading zeros, below 2^64');
    return value;
  }
}
