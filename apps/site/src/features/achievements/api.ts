import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { AchievementClaimReply, AchievementsList } from './types';

/** Query keys: under `['players', ..., steamId]`, so a claim reads the achievements again. */
const achievementsKeys = {
  list: (steamId: string) => ['players', 'achievements', steamId] as const,
};

/** `GET .../achievements` (a bare list): every achievement with its value and tiers, and the tiers to claim in all. */
export function fetchAchievements(
  steamId: string,
  options: { signal?: AbortSignal; readAfter?: number | null } = {},
): Promise<AchievementsList> {
  return api.get('/api/players/{steam_id}/achievements', { params: { steam_id: steamId }, ...options }).then((body) => {
    const rows = Array.isArray(body) ? body : [];
    return {
      achievements: rows.map((row) => ({ ...row, value: row.quest_progress })),
      to_claim: rows.reduce((sum, row) => sum + row.tiers.filter((tier) => tier.reached && !tier.claimed).length, 0),
    };
  });
}

export function achievementsQuery(steamId: string) {
  return queryOptions({
    queryKey: achievementsKeys.list(steamId),
    queryFn: ({ signal }) => fetchAchievements(steamId, { signal }),
    staleTime: 30_000,
  });
}

/** `POST .../achievements/claim?questID=`: the tier `questId` names (a row's `quest_id`, `{achievement_id}:{tier}`), once reached. */
export function claimAchievement(steamId: string, questId: string): Promise<AchievementClaimReply> {
  return api.action('/api/players/{steam_id}/achievements/claim', {
    params: { steam_id: steamId },
    query: { questID: questId },
    action: `achievement-claim:${steamId}:${questId}`,
  });
}
