import { defineRoute, errors, json, playerPathParams, readAfterHeaders, type RouteSpec } from '../shared';
import { playerGods } from './views';

/** A player's gods. */
export const godsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/gods',
    tag: 'store',
    summary:
      'Every god: whether the player owns it and why (free, card, gold card, Plus-exclusive), and its progress towards the gold card',
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(playerGods, "The player's gods"),
      400: errors('invalid_steam_id', 'bad_request'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
] as const satisfies readonly RouteSpec[];
