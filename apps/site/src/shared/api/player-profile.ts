import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * A player's profile (`GET /api/players/{steamId}`, ApiError 404 for unknown players).
 * Two features read it: the profile page (players) and a player's game list (game-results), which
 * the profile page also embeds; it lives here so that neither feature imports the other both ways.
 * Its key sits under the players feature's root (`['players']`). An answer is fresh for 30 s: a
 * player's page waits for its preloaded answer while hydrating, and the page's own read of it,
 * mounted a moment later, must not ask again (at staleTime 0 every page load fetched the profile
 * twice). A change the reader makes reads it again anyway (`refetchAfter`, invalidations).
 */
export function playerProfileQuery(steamId: string) {
  return queryOptions({
    queryKey: ['players', 'profile', steamId] as const,
    queryFn: ({ signal }) => api.get('/api/players/{steam_id}', { params: { steam_id: steamId }, signal }),
    staleTime: 30_000,
  });
}
