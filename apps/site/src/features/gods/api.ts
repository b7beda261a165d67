import type { ResponseOf } from '@arena/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/**
 * `GET /api/players/{steam_id}/gods`'s answer (libs/contract; docs/game-rules.md "God ownership",
 * "God bans"): a bare list, every god with whether the player owns it and every reason why
 * (empty when not owned; a Plus-exclusive god is owned while Plus lasts), whether they banned
 * it, and its progress towards the gold card (`progress` of `amount_required`).
 */
export type PlayerGods = ResponseOf<'get', '/api/players/{steam_id}/gods'>;

/** `POST /api/players/{steam_id}/gods/{god}/ban`'s answer: whether the god is banned after it, and the event position. */
export type GodBanReply = ResponseOf<'post', '/api/players/{steam_id}/gods/{god}/ban'>;

/**
 * Query keys of the page: under `['players', ..., steamId]`, so a change of the player's wallet
 * (`refreshAfterChange`: a chest opened, a gold card bought) reads the gods again.
 */
export const godsKeys = {
  player: (steamId: string) => ['players', 'gods', steamId] as const,
};

/** `GET /api/players/{id}/gods` (public), after the read models passed `readAfter` when given; an answer that is no list reads as none. */
export function fetchPlayerGods(steamId: string, options: { signal?: AbortSignal; readAfter?: number | null } = {}): Promise<PlayerGods> {
  return api.get('/api/players/{steam_id}/gods', { params: { steam_id: steamId }, ...options }).then((body) => {
    const value: unknown = body;
    return Array.isArray(value) ? body : [];
  });
}

/** Every god of `steamId` with its ownership, ban and progress. */
export function playerGodsQuery(steamId: string) {
  return queryOptions({
    queryKey: godsKeys.player(steamId),
    queryFn: ({ signal }) => fetchPlayerGods(steamId, { signal }),
    staleTime: 30_000,
  });
}

/**
 * Bans `godId` from the player's own pool (`banned: true`) or lifts the ban, with an
 * `Idempotency-Key` that a retry of the same click reuses. Throws ApiError: 409 `god_not_owned`,
 * 404 `god_not_found`; 401/403 for another player.
 */
export function setGodBanned(steamId: string, godId: string, banned: boolean): Promise<GodBanReply> {
  return api.action('/api/players/{steam_id}/gods/{god}/ban', {
    params: { steam_id: steamId, god: godId },
    query: { banned: banned ? 'true' : 'false' },
    action: `god_ban:${steamId}:${godId}:${banned}`,
  });
}
