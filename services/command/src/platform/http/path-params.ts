import { gamePathParams, playerPathParams } from '@arena/contract';
import { ApiError } from './api-error';

/**
 * A Steam id from a path (`{steam_id}`): digits only.
 * @throws ApiError 400 invalid_steam_id.
 */
export function steamIdParam(value: string): string {
  if (!playerPathParams.shape.steam_id.safeParse(value).success) throw new ApiError(400, 'invalid_steam_id', 'A Steam id is made of digits');
  return value;
}

/**
 * A game id from a path (`{game_id}`): digits only.
 * @throws ApiError 400 invalid_game_id.
 */
export function gameIdParam(value: string): string {
  if (!gamePathParams.shape.game_id.safeParse(value).success) throw new ApiError(400, 'invalid_game_id', 'A game id is made of digits');
  return value;
}
