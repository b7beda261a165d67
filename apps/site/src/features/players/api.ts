import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/**
 * Query keys of the players feature: `playersKeys.all` covers the battle pass and the profile
 * (whose query, `playerProfileQuery`, lives in shared/api because game-results reads it too).
 */
const playersKeys = {
  all: ['players'] as const,
  battlePass: (steamId: string) => [...playersKeys.all, 'battle-pass', steamId] as const,
};

/** `GET /api/players/{steamId}/battle_pass`: level, XP and the XP the next level needs; ApiError 404 for unknown players. */
export function battlePassQuery(steamId: string) {
  return queryOptions({
    queryKey: playersKeys.battlePass(steamId),
    queryFn: ({ signal }) => api.get('/api/players/{steam_id}/battle_pass', { params: { steam_id: steamId }, signal }),
  });
}
