import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { AchievementClaimReply, AchievementsList } from './types';

/** Query keys: under `['players', ..., steamId]`, so a claim reads the achievements again. */
const achievementsKeys = {
  list: (steamId: string) => ['players', 'achievements', steamId] as const,
};

/** `GET .../achievements`: every achievement with its value and tiers. */
export function fetchAchievements(
  steamId: string,
  options: { signal?: AbortSignal; readAfter?: number | null } = {},
): Promise<AchievementsList> {
  return api.get('/api/players/{steam_id}/achievements', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    achievements: Array.isArray(body?.achievements) ? body.achievements : [],
  }));
}

export function achievementsQuery(steamId: string) {
  return queryOptions({
    queryKey: achievementsKeys.list(steamId),
    queryFn: ({ signal }) => fetchAchievements(steamId, { signal }),
    staleTime: 30_000,
  });
}

/** `POST .../achievements/{id}/claim`: the next tier of an achievement, once reached. */
export function claimAchievement(steamId: string, achievementId: string): Promise<AchievementClaimReply> {
  return api.action('/api/players/{steam_id}/achievements/{achievement_id}/claim', {
    params: { steam_id: steamId, achievement_id: achievementId },
    action: `achievement-claim:${steamId}:${achievementId}`,
  });
}
