import { gamePathParams, playerPathParams } from '@arena/contract';
import { ApiError } from './api-error';

/**
 * A Steam id from a path (`{steam_id}`): the SteamID64 of an account, 17 digits.
 * @throws ApiError 400 invalid_steam_id.
 */
export function steamIdParam(value: string): string {
  if (!playerPathParams.shape.steam_id.safeParse(value).success)
    throw new ApiError(
      400,
      'invalid_steam_id',
      'A Steam id is the SteamID64 of an account: 17 digits, 76561197960265729..76561202255233023',
    );
  return value;
}

/**
 * A game id from a path (`{game_id}`): a positive 64-bit number in decimal, no leading zero.
 * @throws ApiError 400 invalid_game_id.
 */
export function gameIdParam(value: string): string {
  if (!gamePathParams.shape.game_id.safeParse(value).success)
    throw new ApiError(400, 'invalid_game_id', 'A game id is a positive whole number in decimal, without leading zeros, below 2^64');
  return value;
}
