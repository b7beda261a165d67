import { queryOptions } from '@tanstack/react-query';
import { request, sendAction } from '../../shared/api/client';
import type { AchievementClaimReply, AchievementsList } from './types';

const playerPath = (steamId: string) => `/api/players/${encodeURIComponent(steamId)}`;

/** Query keys: under `['players', ..., steamId]`, so a claim reads the achievements again. */
export const achievementsKeys = {
  list: (steamId: string) => ['players', 'achievements', steamId] as const,
};

/** `GET .../achievements`: every achievement with its value and tiers. */
export function fetchAchievements(
  steamId: string,
  options: { signal?: AbortSignal; readAfter?: number | null } = {},
): Promise<AchievementsList> {
  return request<AchievementsList>(`${playerPath(steamId)}/achievements`, options).then((body) => ({
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
  return sendAction<AchievementClaimReply>(`${playerPath(steamId)}/achievements/${encodeURIComponent(achievementId)}/claim`, {
    action: `achievement-claim:${steamId}:${achievementId}`,
  });
}
