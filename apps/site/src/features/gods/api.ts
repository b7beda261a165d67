import type { ResponseOf } from '@arena/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/**
 * `GET /api/players/{steam_id}/gods`'s answer (libs/contract; docs/game-rules.md "God ownership"): every
 * god, whether the player owns it and every reason why (empty when not owned; a Plus-exclusive god
 * is owned while Plus lasts), and its progress towards the gold card (`progress` of `target`).
 */
export type PlayerGods = ResponseOf<'get', '/api/players/{steam_id}/gods'>;

/**
 * Query keys of the page: under `['players', ..., steamId]`, so a change of the player's wallet
 * (`refreshAfterChange`: a chest opened, a gold card bought) reads the gods again.
 */
export const godsKeys = {
  player: (steamId: string) => ['players', 'gods', steamId] as const,
};

/** `GET /api/players/{id}/gods` (public), after the read models passed `readAfter` when given. */
export function fetchPlayerGods(steamId: string, options: { signal?: AbortSignal; readAfter?: number | null } = {}): Promise<PlayerGods> {
  return api.get('/api/players/{steam_id}/gods', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    gods: Array.isArray(body?.gods) ? body.gods : [],
  }));
}

/** Every god of `steamId` with its ownership and progress. */
export function playerGodsQuery(steamId: string) {
  return queryOptions({
    queryKey: godsKeys.player(steamId),
    queryFn: ({ signal }) => fetchPlayerGods(steamId, { signal }),
    staleTime: 30_000,
  });
}
