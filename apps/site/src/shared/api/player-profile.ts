import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * A player's profile (`GET /api/players/{steamId}`, ApiError 404 for unknown players).
 * Two features read it: the profile page (players) and a player's game list (game-results), which
 * the profile page also embeds; it lives here so that neither feature imports the other both ways.
 * Its key sits under the players feature's root (`['players']`).
 */
export function playerProfileQuery(steamId: string) {
  return queryOptions({
    queryKey: ['players', 'profile', steamId] as const,
    queryFn: ({ signal }) => api.get('/api/players/{steam_id}', { params: { steam_id: steamId }, signal }),
  });
}
