import { defineRoute, errors, json, playerPathParams, type RouteSpec } from '../shared';
import { battlePassView, playerProfile } from './views';

const TAG = 'players';

/** The public player pages. */
export const playersRoutes: readonly RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}',
    tag: TAG,
    summary: "A player's public profile: ladder rating, rank, counters, favourite gods",
    params: playerPathParams,
    responses: { 200: json(playerProfile, 'The profile'), 400: errors('invalid_steam_id'), 404: errors('player_not_found'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/battle_pass',
    tag: TAG,
    summary: "A player's battle pass: level, XP and the next level's requirements",
    params: playerPathParams,
    responses: { 200: json(battlePassView, 'The battle pass'), 400: errors('invalid_steam_id'), 404: errors('player_not_found'), 429: errors('rate_limited') },
  }),
];
