import { z } from 'zod';
import { defineRoute, errors, playerPathParams, svg, type RouteSpec } from '../shared';

/** `?size=`: one of Steam's three avatar sizes (32, 64 and 184 pixels). */
export const avatarQuery = z.object({
  size: z.enum(['small', 'medium', 'full']).default('full').describe('small (32 px), medium (64 px) or full (184 px, the default)'),
});

/** Players' pictures. */
export const avatarsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/avatar',
    tag: 'players',
    summary: "A player's generated avatar (their initials on a circle coloured by their Steam id), as an SVG image",
    description:
      "The three entries of the session's `user.photos` point here (small, medium, full) for a player without a picture of their own. An unknown player gets the picture of their id (its last two digits). Cached for an hour.",
    params: playerPathParams,
    query: avatarQuery,
    responses: { 200: svg('The picture'), 400: errors('invalid_steam_id', 'invalid_payload') },
  }),
] as const satisfies readonly RouteSpec[];
